import { SERIES_STROKE } from "../../view/chart-model";

/*
 * Colours of the simulator charts: CSS variables (globals.css, "Simulator charts" block), so one
 * drawing serves the dark and the light theme. The sizes are in ./chart-size.ts.
 */

/** Bars of the wealth chart; "invest"/"investInstead" is the "Investir em vez de comprar" scenario. */
export const BAR_COLORS: Readonly<Record<string, string>> = {
  ...SERIES_STROKE,
  invest: "var(--chart-invest)",
  investInstead: "var(--chart-invest)",
};
export const FALLBACK_BAR_COLOR = "var(--muted)";
