import { PATH_DASH } from "~/features/simulators";
import type { LineChartModel, SeriesKey } from "../../chart-model";

const STROKE: Record<SeriesKey, string> = {
  consorcio: "var(--chart-consorcio)",
  price: "var(--chart-price)",
  sac: "var(--chart-sac)",
};
const LABEL: Record<SeriesKey, string> = { consorcio: "Consórcio", price: "Financiamento PRICE", sac: "Financiamento SAC" };

/**
 * A chart drawn on the server as SVG: no chart library and no script reach the client's phone. Drawn
 * once and scaled by its viewBox (a phone and a wide screen get the same bytes): the page sends each
 * path twice already (HTML and RSC payload), so a second drawing per width would double that again.
 */
export function SvgLineChart({ model, title, description, summary }: { model: LineChartModel; title: string; description: string; summary: string }) {
  return (
    <figure className="rounded-xl border border-border bg-surface p-4 shadow-xs">
      <figcaption>
        <h3 className="text-sm font-semibold text-text">{title}</h3>
        <p className="text-xs text-muted">{description}</p>
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-text" aria-hidden>
        {model.lines.map((line) => (
          <li key={line.key} className="flex items-center gap-1.5">
            <svg width="20" height="6" viewBox="0 0 20 6" className="shrink-0" aria-hidden>
              <line x1="0" x2="20" y1="3" y2="3" stroke={STROKE[line.key]} strokeWidth={2} strokeDasharray={PATH_DASH[line.key]} />
            </svg>
            {LABEL[line.key]}
          </li>
        ))}
      </ul>
      <ChartSvg model={model} label={`${title}. ${summary}`} />
    </figure>
  );
}

function ChartSvg({ model, label }: { model: LineChartModel; label: string }) {
  const { width, height, plot, fontSize } = model;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="mt-2 h-auto w-full" role="img" aria-label={label} data-chart-font={fontSize}>
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
