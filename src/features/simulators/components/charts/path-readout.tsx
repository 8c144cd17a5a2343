import { formatBRL } from "~/lib/format";
import { PATH_LABELS, PATH_SHORT_LABELS } from "../../results-model";
import { chartX, chartY, SERIES_STROKE, type LineChartModel } from "../../view/chart-model";
import type { Readout } from "../../view/readout";
import { LegendStroke } from "./line-chart-svg";

/** The readout's marks inside the chart: a dashed cursor at the month and a dot where each line passes it. */
export function ReadoutCursor({ model, readout }: { model: LineChartModel; readout: Readout }) {
  const x = chartX(model, readout.month);
  return (
    <g pointerEvents="none" data-testid="chart-cursor">
      <line x1={x} x2={x} y1={model.plot.top} y2={model.plot.bottom} stroke="var(--muted)" strokeDasharray="3 3" />
      {readout.values.map(({ key, value }) =>
        value === null ? null : (
          <circle
            key={key}
            cx={x}
            cy={chartY(model, value)}
            r={4}
            fill={SERIES_STROKE[key]}
            stroke="var(--surface)"
            strokeWidth={1.5}
          />
        ),
      )}
    </g>
  );
}

/**
 * "Mês N" and each path's value in full, over the half of the plot away from the cursor so it never
 * hides the month being read. Short path names keep it narrow enough for a phone.
 */
export function ReadoutBox({ model, readout }: { model: LineChartModel; readout: Readout }) {
  const x = chartX(model, readout.month);
  const onRight = x < (model.plot.left + model.plot.right) / 2;
  const style = onRight
    ? { right: model.width - model.plot.right, top: model.plot.top }
    : { left: model.plot.left + 4, top: model.plot.top };
  return (
    <div
      aria-hidden
      data-testid="chart-readout"
      style={style}
      className="pointer-events-none absolute rounded-lg border border-border bg-surface px-3 py-2 text-xs shadow-md"
    >
      <p className="mb-1 font-semibold text-text">Mês {readout.month}</p>
      <ul className="space-y-0.5">
        {readout.values.map(({ key, value }) => (
          <li key={key} className="flex items-center gap-2">
            <LegendStroke series={key} />
            <span className="text-muted">{PATH_SHORT_LABELS[key]}</span>
            <span className="tabular ml-auto pl-3 font-medium text-text">
              {value === null ? "—" : formatBRL(value)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The same readout in words, for a screen reader following the arrow keys. */
export function readoutSentence(readout: Readout): string {
  const parts = readout.values.map(
    ({ key, value }) => `${PATH_LABELS[key]} ${value === null ? "sem valor" : formatBRL(value)}`,
  );
  return `Mês ${readout.month}: ${parts.join("; ")}.`;
}
