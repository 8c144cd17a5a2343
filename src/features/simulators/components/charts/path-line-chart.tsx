"use client";

import { memo, useMemo, useRef, useState } from "react";
import { PATH_LABELS } from "../../results-model";
import { buildLineChart, monthAtX, type SeriesKey } from "../../view/chart-model";
import { chartSummary, chartTable } from "../../view/chart-text";
import { downsample } from "../../view/downsample";
import { readoutAt, readoutMonthAfterKey } from "../../view/readout";
import { sameRows } from "../../view/same-rows";
import { CHART_FONT_SIZE } from "./chart-size";
import { ChartText } from "./chart-text";
import { ChartLegend, LineChartSvg } from "./line-chart-svg";
import { ReadoutBox, ReadoutCursor, readoutSentence } from "./path-readout";
import { useElementSize } from "./use-element-size";
import { useSettledValue } from "./use-settled-value";

/** One month of `comparison.series.*`; `sac` only on the imóvel simulator. */
export interface PathPoint {
  month: number;
  consorcio: number;
  price: number;
  sac?: number;
}

export interface PathLineChartProps {
  data: readonly PathPoint[];
  showSac: boolean;
  /** Instalments step once a year: flat runs and vertical jumps. */
  curve: "step" | "linear";
  /** A 0 means "nothing due this month": draw no line there rather than a drop to zero. */
  zeroIsGap: boolean;
  /** The chart's name, for the keyboard: "Parcela mês a mês". */
  label: string;
  /** How long typing must pause before this chart redraws (staggered per chart). */
  settleMs?: number;
}

const WITH_SAC: readonly SeriesKey[] = ["consorcio", "price", "sac"];
const WITHOUT_SAC: readonly SeriesKey[] = ["consorcio", "price"];

function useChartText(data: readonly PathPoint[], keys: readonly SeriesKey[], zeroIsGap: boolean) {
  return useMemo(() => {
    const points = downsample(data, keys, 120).map((row) => {
      const point: { month: number } & Partial<Record<SeriesKey, number | null>> = { month: row.month };
      for (const key of keys) point[key] = zeroIsGap && row[key] === 0 ? null : (row[key] ?? null);
      return point;
    });
    const series = keys.map((key) => ({ key, label: PATH_LABELS[key] }));
    return { summary: chartSummary(points, series), table: chartTable(points, series) };
  }, [data, keys, zeroIsGap]);
}

/*
 * The month-by-month line chart, drawn as SVG at the size it is shown from the shared chart model.
 * Pointer or keyboard (the chart takes focus; arrows move a month, Page Up/Down a year, Home/End
 * the ends) show a readout of that month's values in full; a screen reader hears it and has the
 * table of every drawn point besides.
 */
function PathLineChartImpl({ data, showSac, curve, zeroIsGap, label }: PathLineChartProps) {
  const keys = showSac && data.some((row) => row.sac !== undefined) ? WITH_SAC : WITHOUT_SAC;
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const model = useMemo(
    () =>
      size && size.width > 0
        ? buildLineChart(data, keys, { ...size, curve, zeroIsGap, fontSize: CHART_FONT_SIZE })
        : null,
    [data, keys, size, curve, zeroIsGap],
  );
  const text = useChartText(data, keys, zeroIsGap);
  const [month, setMonth] = useState<number | null>(null);
  const first = data[0]?.month ?? 0;
  const last = data.at(-1)?.month ?? 0;
  const readout = month === null ? null : readoutAt(data, keys, month, zeroIsGap);

  const fromPointer = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!model) return;
    setMonth(monthAtX(model, event.clientX - event.currentTarget.getBoundingClientRect().left));
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const next = readoutMonthAfterKey(event.key, readout?.month ?? first, first, last);
    if (next === null) {
      if (event.key === "Escape") setMonth(null);
      return;
    }
    event.preventDefault();
    setMonth(next);
  };

  return (
    <div className="flex h-full flex-col">
      <ChartLegend keys={keys} className="mb-2" />
      <div
        ref={box}
        tabIndex={0}
        role="group"
        aria-roledescription="gráfico"
        aria-label={`${label}. Setas: mês a mês; Page Up e Page Down: ano a ano.`}
        className="relative min-h-0 flex-1 touch-pan-y rounded-md"
        onKeyDown={onKeyDown}
        onFocus={() => setMonth((m) => m ?? first)}
        onBlur={() => setMonth(null)}
        onPointerDown={fromPointer}
        onPointerMove={fromPointer}
        onPointerLeave={(event) => {
          if (document.activeElement !== event.currentTarget) setMonth(null);
        }}
      >
        {model && (
          <LineChartSvg model={model} width={model.width} height={model.height} className="block" aria-hidden>
            {readout && <ReadoutCursor model={model} readout={readout} />}
          </LineChartSvg>
        )}
        {model && readout && <ReadoutBox model={model} readout={readout} />}
        <p className="sr-only" aria-live="polite">
          {readout ? readoutSentence(readout) : ""}
        </p>
      </div>
      <ChartText summary={text.summary} table={text.table} caption="Valores do gráfico, mês a mês" />
    </div>
  );
}

/** Redraws only when the numbers change, not whenever the page hands over a rebuilt but equal series. */
const PathLineChartMemo = memo(
  PathLineChartImpl,
  (a, b) =>
    a.showSac === b.showSac &&
    a.curve === b.curve &&
    a.zeroIsGap === b.zeroIsGap &&
    a.label === b.label &&
    sameRows(a.data, b.data),
);

/** aria-busy while the chart still shows the numbers from before the last keystroke. */
export function PathLineChart({ data, settleMs, ...rest }: PathLineChartProps) {
  const { settled, pending } = useSettledValue(data, settleMs);
  return (
    <div className="h-full min-w-0" aria-busy={pending}>
      <PathLineChartMemo data={settled} {...rest} />
    </div>
  );
}
