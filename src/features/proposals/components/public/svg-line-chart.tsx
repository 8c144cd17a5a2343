import type { LineChartModel, SeriesKey } from "../../chart-model";

const STROKE: Record<SeriesKey, string> = {
  consorcio: "var(--chart-consorcio)",
  price: "var(--chart-price)",
  sac: "var(--chart-sac)",
};
const LABEL: Record<SeriesKey, string> = { consorcio: "Consórcio", price: "Financiamento PRICE", sac: "Financiamento SAC" };

/** A chart drawn on the server as SVG: no chart library and no script reach the client's phone. */
export function SvgLineChart({ model, title, description, summary }: { model: LineChartModel; title: string; description: string; summary: string }) {
  const { width, height, plot } = model;
  return (
    <figure className="rounded-xl border border-border bg-surface p-4 shadow-xs">
      <figcaption>
        <h3 className="text-sm font-semibold text-text">{title}</h3>
        <p className="text-xs text-muted">{description}</p>
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-text" aria-hidden>
        {model.lines.map((line) => (
          <li key={line.key} className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 rounded" style={{ background: STROKE[line.key] }} />
            {LABEL[line.key]}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-2 h-auto w-full" role="img" aria-label={`${title}. ${summary}`}>
        {model.yTicks.map((t) => (
          <g key={t.y}>
            <line x1={plot.left} x2={plot.right} y1={t.y} y2={t.y} stroke="var(--border)" strokeWidth={1} />
            <text x={plot.left - 6} y={t.y + 4} textAnchor="end" fontSize={12} fill="var(--muted)">{t.label}</text>
          </g>
        ))}
        {model.xTicks.map((t) => (
          <text key={t.x} x={t.x} y={plot.bottom + 15} textAnchor="middle" fontSize={12} fill="var(--muted)">{t.label}</text>
        ))}
        <text x={(plot.left + plot.right) / 2} y={height - 2} textAnchor="middle" fontSize={12} fill="var(--muted)">mês</text>
        {model.lines.map((line) => (
          <path key={line.key} d={line.d} fill="none" stroke={STROKE[line.key]} strokeWidth={2} strokeLinejoin="round" />
        ))}
      </svg>
    </figure>
  );
}
