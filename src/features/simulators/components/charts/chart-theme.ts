import { formatAxisBRL } from "../../view/axis";

/**
 * Look shared by the simulator charts. Colours are CSS variables (globals.css, "Simulator charts"
 * block) so one set of props serves the dark and the light theme; every object here is created
 * once, because Recharts re-renders whatever receives a new object identity.
 */

export type PathKey = "consorcio" | "price" | "sac";

export const PATH_SERIES: Readonly<Record<PathKey, { label: string; color: string }>> = {
  consorcio: { label: "Consórcio", color: "var(--chart-consorcio)" },
  price: { label: "Financiamento PRICE", color: "var(--chart-price)" },
  sac: { label: "Financiamento SAC", color: "var(--chart-sac)" },
};

/** Bars of the wealth chart; "invest"/"investInstead" is the "Investir em vez de comprar" scenario. */
export const BAR_COLORS: Readonly<Record<string, string>> = {
  consorcio: PATH_SERIES.consorcio.color,
  price: PATH_SERIES.price.color,
  sac: PATH_SERIES.sac.color,
  invest: "var(--chart-invest)",
  investInstead: "var(--chart-invest)",
};
export const FALLBACK_BAR_COLOR = "var(--muted)";

export const CHART_HEIGHT = 280;

// Each wealth bar gets a band this tall: two label lines above a 16 px bar, readable on a phone. The
// bar sits mid-band, so the top margin only has to make room for the first bar's labels.
const WEALTH_BAND_HEIGHT = 60;
export const WEALTH_MARGIN = { top: 18, right: 0, bottom: 0, left: 0 } as const;

/** The wealth chart's height; here (not beside the chart) so the placeholder can reserve it before Recharts loads. */
export function wealthChartHeight(bars: number): number {
  return WEALTH_MARGIN.top + WEALTH_MARGIN.bottom + bars * WEALTH_BAND_HEIGHT;
}
/** Points per series after downsampling: enough for a smooth line at desktop width, cheap to draw. */
export const MAX_CHART_POINTS = 120;

export const AXIS_TICK = { fill: "var(--muted)", fontSize: 12 } as const;
export const AXIS_LINE = { stroke: "var(--border)" } as const;
export const GRID_STROKE = "var(--border)";
export const Y_AXIS_WIDTH = 78;
export const CHART_MARGIN = { top: 8, right: 12, bottom: 4, left: 0 } as const;
// The bottom padding keeps the top tick label (centred on the plot's top edge) clear of the legend.
export const LEGEND_STYLE = { fontSize: 12, paddingBottom: 12, color: "var(--text)" } as const;
export const ACTIVE_DOT = { r: 4, strokeWidth: 0 } as const;
export const TOOLTIP_CURSOR = { stroke: "var(--muted)", strokeDasharray: "3 3" } as const;
export const X_AXIS_LABEL = { value: "mês", position: "insideBottomRight", offset: -2, fill: "var(--muted)", fontSize: 12 } as const;

export const yTickFormatter = (value: number): string => formatAxisBRL(value);
