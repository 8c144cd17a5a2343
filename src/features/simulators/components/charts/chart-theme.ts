import { SERIES_STROKE } from "../../view/chart-model";

/*
 * Sizes and colours shared by the simulator charts. Colours are CSS variables (globals.css,
 * "Simulator charts" block), so one drawing serves the dark and the light theme.
 */

/** Bars of the wealth chart; "invest"/"investInstead" is the "Investir em vez de comprar" scenario. */
export const BAR_COLORS: Readonly<Record<string, string>> = {
  ...SERIES_STROKE,
  invest: "var(--chart-invest)",
  investInstead: "var(--chart-invest)",
};
export const FALLBACK_BAR_COLOR = "var(--muted)";

/** A line chart's whole height, legend included: the slot the page reserves before the chart loads. */
export const CHART_HEIGHT = 280;
/** The tick labels' size, in CSS pixels: the simulator draws at the size it is shown. */
export const CHART_FONT_SIZE = 12;

// Each wealth bar gets a band this tall: two label lines above a 16 px bar, readable on a phone. The
// bar sits mid-band, so the top margin only has to make room for the first bar's labels.
export const WEALTH_BAND_HEIGHT = 60;
export const WEALTH_TOP = 18;

/** The wealth chart's height; here (not beside the chart) so the placeholder can reserve it before the chart loads. */
export function wealthChartHeight(bars: number): number {
  return WEALTH_TOP + bars * WEALTH_BAND_HEIGHT;
}
