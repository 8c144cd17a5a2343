"use client";

import { memo, useMemo } from "react";
import { Bar, BarChart, Rectangle, XAxis, YAxis, type BarShapeProps } from "recharts";
import { formatBRL } from "~/lib/format";
import { sameRows } from "../../view/same-rows";
import { BAR_COLORS, FALLBACK_BAR_COLOR, WEALTH_MARGIN as MARGIN, wealthChartHeight } from "./chart-theme";
import { ChartText } from "./chart-text";
import { CHART_SETTLE_MS, CHART_STAGGER_MS, useSettledValue } from "./use-settled-value";

export interface WealthBar {
  /** "consorcio" | "price" | "sac" | "invest" (or "investInstead") pick the path colours. */
  key: string;
  label: string;
  value: number;
  month: number;
}

const BAR_SIZE = 16;
const NAME_STYLE = { fill: "var(--muted)", fontSize: 12 } as const;
const VALUE_STYLE = { fill: "var(--text)", fontSize: 14, fontWeight: 600, fontVariantNumeric: "tabular-nums" } as const;
const MONTH_STYLE = { fill: "var(--muted)", fontSize: 12, fontWeight: 400 } as const;

/**
 * The bar with its own labels, drawn across the whole plot width above it: a label column beside
 * the bars would leave a phone too little room for both "Investir em vez de comprar" and a
 * seven-digit value.
 */
function LabelledBar(props: BarShapeProps) {
  const bar = props.payload as WealthBar;
  // With no left margin and a hidden axis the plot starts at the chart's edge, as the bars do.
  const left = props.parentViewBox.x;
  return (
    <g>
      <text x={left} y={props.y - 24} style={NAME_STYLE}>{bar.label}</text>
      <text x={left} y={props.y - 6} style={VALUE_STYLE}>
        {formatBRL(bar.value)}
        <tspan style={MONTH_STYLE}>{` · mês ${bar.month}`}</tspan>
      </text>
      <Rectangle
        x={props.x} y={props.y} width={props.width} height={props.height}
        radius={3} fill={BAR_COLORS[bar.key] ?? FALLBACK_BAR_COLOR}
      />
    </g>
  );
}

const renderBar = (props: BarShapeProps) => <LabelledBar {...props} />;

function WealthChartImpl({ bars }: { bars: readonly WealthBar[] }) {
  // Bars start at zero so lengths compare honestly; a negative balance extends the axis leftwards.
  const domain = useMemo(() => {
    let min = 0;
    let max = 0;
    for (const bar of bars) {
      min = Math.min(min, bar.value);
      max = Math.max(max, bar.value);
    }
    return [min, max > min ? max : min + 1] as const;
  }, [bars]);
  const style = useMemo(() => ({ width: "100%", height: wealthChartHeight(bars.length) }), [bars.length]);
  const description = bars.map((bar) => `${bar.label}: ${formatBRL(bar.value)} no mês ${bar.month}`).join("; ");
  const table = useMemo(
    () => ({ head: ["Caminho", "Patrimônio", "Mês"], rows: bars.map((b) => ({ header: b.label, cells: [formatBRL(b.value), `mês ${b.month}`] })) }),
    [bars],
  );

  return (
    <>
    <BarChart
      responsive style={style} data={bars as WealthBar[]} layout="vertical" margin={MARGIN}
      barSize={BAR_SIZE} accessibilityLayer={false} aria-hidden
    >
      <XAxis type="number" domain={domain} hide />
      <YAxis type="category" dataKey="key" hide />
      <Bar dataKey="value" shape={renderBar} isAnimationActive={false} />
    </BarChart>
    <ChartText summary={`${description}.`} table={table} caption="Patrimônio ao final de cada caminho" />
    </>
  );
}

const WealthChartMemo = memo(WealthChartImpl, (a, b) => sameRows(a.bars, b.bars));

/**
 * "Patrimônio ao final": one labelled bar per path (summary.wealthAtEnd at summary.wealthMonth),
 * redrawn once typing pauses like the line charts.
 */
export function WealthChart({ bars }: { bars: readonly WealthBar[] }) {
  const { settled, pending } = useSettledValue(bars, CHART_SETTLE_MS + 2 * CHART_STAGGER_MS);
  return (
    <div className="min-w-0" aria-busy={pending}>
      <WealthChartMemo bars={settled} />
    </div>
  );
}
