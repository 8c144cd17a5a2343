import { cn } from "~/components/ui/cn";
import type { PathColumn } from "../../scenario-model";
import { PathName } from "./path-cards";

/** A switched-on scenario: title, one sentence of context, its figures. */
export function ScenarioCard({
  name,
  title,
  description,
  children,
  className,
}: {
  name: string;
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      data-testid={`scenario-${name}`}
      aria-labelledby={`scenario-${name}-title`}
      className={cn("panel", className)}
    >
      <h3 id={`scenario-${name}-title`} className="text-sm font-semibold text-text">
        {title}
      </h3>
      <p className="mt-0.5 text-xs text-muted">{description}</p>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Figures({
  items,
  wide = false,
}: {
  items: ReadonlyArray<{ label: string; value: string; strong?: boolean }>;
  wide?: boolean;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-3", wide && "sm:grid-cols-4")}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs text-muted">{item.label}</dt>
          <dd className={item.strong ? "scn-value text-base font-semibold" : "scn-value"}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Figures per path in a compact table: one row per path, one column per figure. In a narrow column
 * (under 42rem: a phone, or beside the generator's parameters) each row becomes the path's name over
 * a two-column grid of labelled figures, so no number is cut off.
 */
export function PathTable({
  caption,
  headers,
  columns,
}: {
  caption: string;
  headers: readonly string[];
  columns: readonly PathColumn[];
}) {
  return (
    // Laid out by the room it has, not the window's: beside the generator's parameters at 1280 px a
    // card is ~640 px, too narrow for a row per path with every figure on one line. Under 42rem the
    // rows stack; up to 48rem a cell may wrap between its words; wider, each figure keeps one line.
    <div className="@container">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="@max-2xl:hidden">
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              <span className="sr-only">Caminho</span>
            </th>
            {headers.map((header) => (
              <th key={header} scope="col" className="path-col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {columns.map((column) => (
            <tr key={column.key} className="path-tr">
              <th scope="row" className="path-th">
                <PathName path={column.key} />
              </th>
              {column.cells.map((cell, i) => (
                <td key={headers[i]} className="path-td">
                  <span className="path-label">{headers[i]}</span>
                  {cell.main}
                  {cell.sub && <span className="path-sub">{cell.sub}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
