"use client";

import { PathLineChart, type PathPoint } from "./path-line-chart";

/**
 * "Parcela mensal": the instalment due each month on each path (comparison.series.instalments).
 * Drawn as steps because that is what the instalment is: the consórcio's moves once a year and at
 * contemplation; a path with nothing due shows no line there.
 */
export function InstalmentChart({ data, showSac }: { data: readonly PathPoint[]; showSac: boolean }) {
  return <PathLineChart data={data} showSac={showSac} curve="step" zeroIsGap label="Parcela mês a mês" />;
}
