import { formatAxisBRL, monthTicks } from "./axis";
import { downsample } from "./downsample";
import { pathData } from "./path-data";
import { simplify, SIMPLIFY_UNITS, type Point } from "./simplify";

/*
 * Line charts as plain geometry (SVG path data, ticks and the scales behind them), from the
 * downsampled series. Pure, so one model serves every drawing: the simulator's interactive SVG in
 * the browser, the public page's SVG rendered on the server (no script reaches the client's phone)
 * and the PDF's react-pdf Svg primitives. No chart library anywhere.
 */

export type SeriesKey = "consorcio" | "price" | "sac";

/**
 * The series' strokes on screen: CSS variables (globals.css, "Simulator charts"), so one drawing
 * serves both themes and the consórcio's line follows the seller's brand
 * (features/branding chart-palette: 3:1 on the card in each theme). The PDF passes print colours.
 */
export const SERIES_STROKE: Readonly<Record<SeriesKey, string>> = {
  consorcio: "var(--chart-consorcio)",
  price: "var(--chart-price)",
  sac: "var(--chart-sac)",
};
export type SeriesRow = { month: number } & Partial<Record<SeriesKey, number>>;

export interface ChartLine {
  key: SeriesKey;
  d: string;
}

export interface LineChartModel {
  width: number;
  height: number;
  fontSize: number;
  plot: { left: number; top: number; right: number; bottom: number };
  lines: ChartLine[];
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; label: string }[];
  /** The months at the plot's left and right edges, and the value at its top: the scales. */
  months: { first: number; last: number };
  yMax: number;
}

export interface LineChartOptions {
  width?: number;
  height?: number;
  maxPoints?: number;
  /** Instalments step once a year: draw flat runs and vertical jumps, not slopes. */
  curve?: "step" | "linear";
  /** A 0 means "nothing due this month": leave a gap rather than drop to zero. */
  zeroIsGap?: boolean;
  /** The tick labels' font size, in the chart's own units: the y-axis column is as wide as its longest label. */
  fontSize?: number;
}

/** A generous width for a label of sans-serif digits and letters (about 0.6 em a character). */
export function labelWidth(label: string, fontSize: number): number {
  return Math.ceil(label.length * fontSize * 0.6);
}

/** A round step so that about `count` ticks cover [0, max]: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return step;
}

const r = (v: number) => Math.round(v * 10) / 10;

export function buildLineChart(
  rows: readonly SeriesRow[],
  keys: readonly SeriesKey[],
  options: LineChartOptions = {},
): LineChartModel {
  const { width = 480, height = 240, maxPoints = 120, curve = "linear", zeroIsGap = false, fontSize = 12 } = options;
  const points = downsample(rows, keys, maxPoints);
  const lastMonth = rows.at(-1)?.month ?? 1;
  const firstMonth = Math.min(0, rows[0]?.month ?? 0);
  let max = 0;
  for (const row of points) for (const key of keys) max = Math.max(max, row[key] ?? 0);
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const values: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) values.push(v);
  const labels = values.map((v) => formatAxisBRL(v));
  // The labels end 6 units left of the plot and must start inside the drawing ("R$ 800 mil", not "$ 800 mil").
  const left = Math.max(...labels.map((label) => labelWidth(label, fontSize))) + 6 + 4;
  const plot = { left, top: 10, right: width - 14, bottom: height - 34 };

  const scales = { plot, months: { first: firstMonth, last: lastMonth }, yMax: top };
  const x = (month: number) => chartX(scales, month);
  const y = (value: number) => chartY(scales, value);

  const lines = keys.map((key) => {
    // Runs of points between gaps, each drawn as one M…L… run once simplified.
    const runs: Point[][] = [];
    let run: Point[] | null = null;
    for (const row of points) {
      const value = row[key];
      if (value === undefined || (zeroIsGap && value === 0)) {
        run = null;
        continue;
      }
      // Simplified unrounded, then written in whole units (view/path-data.ts).
      const px = x(row.month);
      const py = y(value);
      const previous = run?.at(-1);
      if (!run) runs.push((run = []));
      else if (curve === "step" && previous) run.push([px, previous[1]]);
      run.push([px, py]);
    }
    return { key, d: pathData(runs.map((points) => simplify(points, SIMPLIFY_UNITS))) };
  });

  const yTicks = values.map((v, i) => ({ y: r(y(v)), label: labels[i] ?? "" }));
  const xTicks = monthTicks(Math.max(1, firstMonth), lastMonth).map((m) => ({ x: r(x(m)), label: String(m) }));
  return { width, height, fontSize, plot, lines, xTicks, yTicks, months: scales.months, yMax: top };
}

type Scales = Pick<LineChartModel, "plot" | "months" | "yMax">;

/** Where a month sits across the plot. */
export function chartX({ plot, months }: Scales, month: number): number {
  return plot.left + ((month - months.first) / Math.max(1, months.last - months.first)) * (plot.right - plot.left);
}

/** Where a value sits up the plot (0 on its bottom edge). */
export function chartY({ plot, yMax }: Scales, value: number): number {
  return plot.bottom - (value / yMax) * (plot.bottom - plot.top);
}

/** The whole month nearest to a point across the plot, kept inside the plotted months: a pointer's readout. */
export function monthAtX({ plot, months }: Scales, x: number): number {
  const share = (x - plot.left) / Math.max(1, plot.right - plot.left);
  const month = Math.round(months.first + share * (months.last - months.first));
  return Math.min(months.last, Math.max(months.first, month));
}
