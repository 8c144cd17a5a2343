import type { ReactNode, SVGProps } from "react";
import { PATH_DASH, PATH_LABELS } from "../../results-model";
import { SERIES_STROKE, type LineChartModel, type SeriesKey } from "../../view/chart-model";

/*
 * The line charts' drawing, with no hooks and no script: the simulator wraps it with its readout in
 * the browser, and the public page renders it on the server, so both show the same chart from the
 * same model (view/chart-model.ts). The PDF draws that model with react-pdf's own primitives.
 */

/** Each series' name beside a sample of its stroke: colour and dash pattern, as the lines draw them. */
export function ChartLegend({ keys, className }: { keys: readonly SeriesKey[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-xs text-text ${className ?? ""}`} aria-hidden>
      {keys.map((key) => (
        <li key={key} className="flex items-center gap-1.5">
          <LegendStroke series={key} />
          {PATH_LABELS[key]}
        </li>
      ))}
    </ul>
  );
}

export function LegendStroke({ series }: { series: SeriesKey }) {
  return (
    <svg width="20" height="6" viewBox="0 0 20 6" className="shrink-0" aria-hidden>
      <line
        x1="0"
        x2="20"
        y1="3"
        y2="3"
        stroke={SERIES_STROKE[series]}
        strokeWidth={2}
        strokeDasharray={PATH_DASH[series]}
      />
    </svg>
  );
}

type LineChartSvgProps = { model: LineChartModel; children?: ReactNode } & Omit<
  SVGProps<SVGSVGElement>,
  "viewBox" | "children"
>;

/**
 * Grid, money ticks, month ticks, "mês" and the lines; `children` draw on top (a readout's cursor).
 * What every tick shares (stroke, font size, colour, anchor) is set once on its group, not on each.
 */
export function LineChartSvg({ model, children, ...svg }: LineChartSvgProps) {
  const { width, height, plot, fontSize } = model;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} data-chart-font={fontSize} {...svg}>
      <g stroke="var(--border)" strokeWidth={1}>
        {model.yTicks.map((t) => (
          <line key={t.y} x1={plot.left} x2={plot.right} y1={t.y} y2={t.y} />
        ))}
      </g>
      <g fontSize={fontSize} fill="var(--muted)">
        <g textAnchor="end">
          {model.yTicks.map((t) => (
            <text key={t.y} x={plot.left - 6} y={t.y + 4}>
              {t.label}
            </text>
          ))}
        </g>
        <g textAnchor="middle">
          {model.xTicks.map((t) => (
            <text key={t.x} x={t.x} y={plot.bottom + 15}>
              {t.label}
            </text>
          ))}
          <text x={(plot.left + plot.right) / 2} y={height - 2}>
            mês
          </text>
        </g>
      </g>
      <g fill="none" strokeWidth={2} strokeLinejoin="round">
        {model.lines.map((line) => (
          <path
            key={line.key}
            d={line.d}
            stroke={SERIES_STROKE[line.key]}
            strokeDasharray={PATH_DASH[line.key]}
            data-series={line.key}
          />
        ))}
      </g>
      {children}
    </svg>
  );
}
