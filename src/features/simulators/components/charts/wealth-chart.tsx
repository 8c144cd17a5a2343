"use client";

import { memo, useMemo, useRef } from "react";
import { formatBRL } from "~/lib/format";
import { sameRows } from "../../view/same-rows";
import { WEALTH_BAND_HEIGHT, WEALTH_TOP, wealthChartHeight } from "./chart-size";
import { BAR_COLORS, FALLBACK_BAR_COLOR } from "./chart-theme";
import { ChartText } from "./chart-text";
import { useElementSize } from "./use-element-size";
import { CHART_SETTLE_MS, CHART_STAGGER_MS, useSettledValue } from "./use-settled-value";

export interface WealthBar {
  /** "consorcio" | "price" | "sac" | "invest" (or "investInstead") pick the path colours. */
  key: string;
  label: string;
  value: number;
  month: number;
}

const BAR_HEIGHT = 16;
// The bar sits mid-band; its two label lines stand in the band's upper part.
const BAR_OFFSET = (WEALTH_BAND_HEIGHT - BAR_HEIGHT) / 2;
const NAME_STYLE = { fill: "var(--muted)", fontSize: 12 } as const;
const VALUE_STYLE = { fill: "var(--text)", fontSize: 14, fontWeight: 600, fontVariantNumeric: "tabular-nums" } as const;
const MONTH_STYLE = { fill: "var(--muted)", fontSize: 12, fontWeight: 400 } as const;

/** Bars start at zero so lengths compare honestly; a negative balance extends the scale leftwards. */
function barScale(bars: readonly WealthBar[], width: number) {
  let min = 0;
  let max = 0;
  for (const bar of bars) {
    min = Math.min(min, bar.value);
    max = Math.max(max, bar.value);
  }
  const span = max > min ? max - min : 1;
  return (value: number) => ((value - min) / span) * width;
}

/**
 * Each bar with its own labels across the whole width above it: a label column beside the bars
 * would leave a phone too little room for both "Investir em vez de comprar" and a seven-digit value.
 */
function WealthChartImpl({ bars }: { bars: readonly WealthBar[] }) {
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const height = wealthChartHeight(bars.length);
  const description = bars.map((bar) => `${bar.label}: ${formatBRL(bar.value)} no mês ${bar.month}`).join("; ");
  const table = useMemo(
    () => ({
      head: ["Caminho", "Patrimônio", "Mês"],
      rows: bars.map((b) => ({ header: b.label, cells: [formatBRL(b.value), `mês ${b.month}`] })),
    }),
    [bars],
  );
  const width = size?.width ?? 0;
  const x = barScale(bars, width);

  return (
    <>
      <div ref={box} style={{ height }}>
        {width > 0 && (
          <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="block" aria-hidden>
            {bars.map((bar, i) => {
              const y = WEALTH_TOP + i * WEALTH_BAND_HEIGHT + BAR_OFFSET;
              const from = x(Math.min(0, bar.value));
              const to = x(Math.max(0, bar.value));
              return (
                <g key={bar.key}>
                  <text x={0} y={y - 24} style={NAME_STYLE}>
                    {bar.label}
                  </text>
                  <text x={0} y={y - 6} style={VALUE_STYLE}>
                    {formatBRL(bar.value)}
                    <tspan style={MONTH_STYLE}>{` · mês ${bar.month}`}</tspan>
                  </text>
                  <rect
                    x={from}
                    y={y}
                    width={Math.max(0, to - from)}
                    height={BAR_HEIGHT}
                    rx={3}
                    fill={BAR_COLORS[bar.key] ?? FALLBACK_BAR_COLOR}
                  />
                </g>
              );
            })}
          </svg>
        )}
      </div>
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
