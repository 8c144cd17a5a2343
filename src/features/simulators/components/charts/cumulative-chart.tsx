"use client";

import { PathLineChart, type PathPoint } from "./path-line-chart";
import { CHART_SETTLE_MS, CHART_STAGGER_MS } from "./use-settled-value";

/**
 * "Total pago acumulado" (comparison.series.cumulativePaid): month 0 holds the financing's entrada,
 * the consórcio's line leaps in the bid month, and each line goes flat once its path is paid off.
 */
export function CumulativeChart({ data, showSac }: { data: readonly PathPoint[]; showSac: boolean }) {
  return (
    <PathLineChart
      data={data}
      showSac={showSac}
      curve="linear"
      zeroIsGap={false}
      label="Total pago acumulado"
      settleMs={CHART_SETTLE_MS + CHART_STAGGER_MS}
    />
  );
}
