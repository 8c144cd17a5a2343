import { PATH_DASH } from "~/features/simulators";
import type { LineChartModel, SeriesKey } from "../../chart-model";

const STROKE: Record<SeriesKey, string> = {
  consorcio: "var(--chart-consorcio)",
  price: "var(--chart-price)",
  sac: "var(--chart-sac)",
};
const LABEL: Record<SeriesKey, string> = { consorcio: "Consórcio", price: "Financiamento PRICE", sac: "Financiamento SAC" };

/** The same chart drawn for a phone's width and for a wider screen, so its text keeps ~12 px on both. */
export interface ChartModels {
  phone: LineChartModel;
  wide: LineChartModel;
}

/** A chart drawn on the server as SVG: no chart library and no script reach the client's phone. */
export function SvgLineChart({ models, title, description, summary }: { models: ChartModels; title: string; description: string; summary: string }) {
  return (
    <figure className="rounded-xl border border-border bg-surface p-4 shadow-xs">
      <figcaption>
        <h3 className="text-sm font-semibold text-text">{title}</h3>
        <p className="text-xs text-muted">{description}</p>
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-text" aria-hidden>
        {models.wide.lines.map((line) => (
          <li key={line.key} className="flex items-center gap-1.5">
            <svg width="20" height="6" viewBox="0 0 20 6" className="shrink-0" aria-hidden>
              <line x1="0" x2="20" y1="3" y2="3" stroke={STROKE[line.key]} strokeWidth={2} strokeDasharray={PATH_DASH[line.key]} />
            </svg>
            {LABEL[line.key]}
          </li>
        ))}
      </ul>
      <ChartSvg model={models.phone} className="sm:hidden" label={`${title}. ${summary}`} />
      <ChartSvg model={models.wide} className="hidden sm:block" label={`${title}. ${summary}`} />
    </figure>
  );
}

function ChartSvg({ model, className, label }: { model: LineChartModel; className: string; label: string }) {
  const { width, height, plot, fontSize } = model;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={`mt-2 h-auto w-full ${className}`} role="img" aria-label={label} data-chart-font={fontSize}>
      {model.yTicks.map((t) => (
        <g key={t.y}>
          <line x1={plot.left} x2={plot.right} y1={t.y} y2={t.y} stroke="var(--border)" strokeWidth={1} />
          <text x={plot.left - 6} y={t.y + 4} textAnchor="end" fontSize={fontSize} fill="var(--muted)">{t.label}</text>
        </g>
      ))}
      {model.xTicks.map((t) => (
        <text key={t.x} x={t.x} y={plot.bottom + 15} textAnchor="middle" fontSize={fontSize} fill="var(--muted)">{t.label}</text>
      ))}
      <text x={(plot.left + plot.right) / 2} y={height - 2} textAnchor="middle" fontSize={fontSize} fill="var(--muted)">mês</text>
      {model.lines.map((line) => (
        <path key={line.key} d={line.d} fill="none" stroke={STROKE[line.key]} strokeWidth={2} strokeLinejoin="round" strokeDasharray={PATH_DASH[line.key]} data-series={line.key} />
      ))}
    </svg>
  );
}
