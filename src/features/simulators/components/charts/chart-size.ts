/*
 * The simulator charts' sizes. Apart from the colours and the chart model: the page reserves each
 * chart's room (charts-section) before the chart's own chunk loads, and that reservation should not
 * bring the chart's code into the page's first load.
 */

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
