"use client";

import { memo, useMemo } from "react";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { PATH_DASH } from "../../results-model";
import { monthTicks } from "../../view/axis";
import { chartSummary, chartTable } from "../../view/chart-text";
import { downsample } from "../../view/downsample";
import { sameRows } from "../../view/same-rows";
import {
  ACTIVE_DOT, AXIS_LINE, AXIS_TICK, CHART_HEIGHT, CHART_MARGIN, GRID_STROKE, LEGEND_STYLE, MAX_CHART_POINTS,
  PATH_SERIES, TOOLTIP_CURSOR, X_AXIS_LABEL, Y_AXIS_WIDTH, yTickFormatter, type PathKey,
} from "./chart-theme";
import { ChartText } from "./chart-text";
import { renderPathTooltip } from "./path-tooltip";
import { useSettledValue } from "./use-settled-value";

/** One month of `comparison.series.*`; `sac` only on the imóvel simulator. */
export interface PathPoint {
  month: number;
  consorcio: number;
  price: number;
  sac?: number;
}

type ChartPoint = { month: number } & Record<PathKey, number | null>;

export interface PathLineChartProps {
  data: readonly PathPoint[];
  showSac: boolean;
  curve: "stepAfter" | "linear";
  /** A 0 means "nothing due this month": draw no line there rather than a drop to zero. */
  zeroIsGap: boolean;
  /** How long typing must pause before this chart redraws (staggered per chart). */
  settleMs?: number;
}

const CHART_STYLE = { width: "100%", height: CHART_HEIGHT } as const;
const X_DOMAIN = [0, "dataMax"] as const;
const WITH_SAC: readonly PathKey[] = ["consorcio", "price", "sac"];
const WITHOUT_SAC: readonly PathKey[] = ["consorcio", "price"];

function toChartPoints(rows: readonly PathPoint[], keys: readonly PathKey[], zeroIsGap: boolean): ChartPoint[] {
  return rows.map((row) => {
    const point: ChartPoint = { month: row.month, consorcio: null, price: null, sac: null };
    for (const key of keys) {
      const value = row[key] ?? null;
      point[key] = zeroIsGap && value === 0 ? null : value;
    }
    return point;
  });
}

function PathLineChartImpl({ data, showSac, curve, zeroIsGap }: PathLineChartProps) {
  const keys = showSac && data.some((row) => row.sac !== undefined) ? WITH_SAC : WITHOUT_SAC;
  const points = useMemo(
    () => toChartPoints(downsample(data, keys, MAX_CHART_POINTS), keys, zeroIsGap),
    [data, keys, zeroIsGap],
  );
  const lastMonth = data.at(-1)?.month ?? 0;
  const ticks = useMemo(() => monthTicks(0, lastMonth), [lastMonth]);
  const text = useMemo(() => {
    const series = keys.map((key) => ({ key, label: PATH_SERIES[key].label }));
    return { summary: chartSummary(points, series), table: chartTable(points, series) };
  }, [points, keys]);

  return (
    <>
    <LineChart responsive style={CHART_STYLE} data={points} margin={CHART_MARGIN}>
      <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="month" type="number" domain={X_DOMAIN} ticks={ticks} tick={AXIS_TICK} axisLine={AXIS_LINE}
        tickLine={false} label={X_AXIS_LABEL} height={36}
      />
      <YAxis tickFormatter={yTickFormatter} tick={AXIS_TICK} axisLine={false} tickLine={false} width={Y_AXIS_WIDTH} />
      <Tooltip content={renderPathTooltip} cursor={TOOLTIP_CURSOR} isAnimationActive={false} />
      <Legend verticalAlign="top" align="left" iconType="plainline" wrapperStyle={LEGEND_STYLE} />
      {keys.map((key) => (
        <Line
          key={key} dataKey={key} name={PATH_SERIES[key].label} type={curve} stroke={PATH_SERIES[key].color}
          strokeDasharray={PATH_DASH[key]} strokeWidth={2} dot={false} activeDot={ACTIVE_DOT} isAnimationActive={false} connectNulls={false}
        />
      ))}
    </LineChart>
    <ChartText summary={text.summary} table={text.table} caption="Valores do gráfico, mês a mês" />
    </>
  );
}

/** Redraws only when the numbers change, not whenever the page hands over a rebuilt but equal series. */
const PathLineChartMemo = memo(
  PathLineChartImpl,
  (a, b) =>
    a.showSac === b.showSac && a.curve === b.curve && a.zeroIsGap === b.zeroIsGap && sameRows(a.data, b.data),
);

/** aria-busy while the chart still shows the numbers from before the last keystroke. */
export function PathLineChart({ data, settleMs, ...rest }: PathLineChartProps) {
  const { settled, pending } = useSettledValue(data, settleMs);
  return (
    <div className="min-w-0" aria-busy={pending}>
      <PathLineChartMemo data={settled} {...rest} />
    </div>
  );
}
