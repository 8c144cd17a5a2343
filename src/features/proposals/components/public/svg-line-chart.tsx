import type { LineChartModel } from "~/features/simulators";
import { ChartLegend, LineChartSvg } from "~/features/simulators/components";

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
      <ChartLegend keys={model.lines.map((line) => line.key)} className="mt-2" />
      <LineChartSvg model={model} className="mt-2 h-auto w-full" role="img" aria-label={`${title}. ${summary}`} />
    </figure>
  );
}
