import { memo } from "react";
import { cn } from "~/components/ui/cn";
import { formatBRL, formatInteger } from "~/lib/format";
import { bestIndex, comparisonRows, differentEndsNote, type PathResult } from "../../results-model";
import { PathName } from "./path-cards";

/*
 * Every path side by side, the best figure of each row marked. On a phone three columns of money
 * and a column of labels do not fit in 390 px, so each row becomes a label line over a line of
 * values (CSS grid on the same table, the headings staying above the values).
 */
export const ComparisonTable = memo(function ComparisonTable({
  paths,
  withRent,
  scope = "",
}: {
  paths: readonly PathResult[];
  withRent: boolean;
  scope?: string;
}) {
  const rows = comparisonRows(paths, withRent);
  const ends = differentEndsNote(paths);
  const phoneGrid = paths.length === 3 ? "max-sm:grid-cols-3" : "max-sm:grid-cols-2";
  return (
    <section
      aria-labelledby={`${scope}comparison-title`}
      className="rounded-xl border border-border bg-surface shadow-xs"
    >
      <div className="border-b border-border px-4 py-3 sm:px-5">
        <h2 id={`${scope}comparison-title`} className="text-base font-semibold text-text">
          Comparativo
        </h2>
        <p className="text-xs text-muted">
          Em destaque, na cor de cada caminho, o melhor valor de cada linha para o cliente.
        </p>
        {ends && (
          <p className="mt-1 text-xs font-medium text-warning" data-testid="different-ends">
            {ends}
          </p>
        )}
      </div>
      <div className="sm:overflow-x-auto">
        <table className="w-full text-sm sm:min-w-[34rem]" data-testid={`${scope}comparison-table`}>
          <thead>
            <tr className={cn("text-left text-xs text-muted max-sm:grid max-sm:px-2", phoneGrid)}>
              <th scope="col" className="px-4 py-2.5 font-medium max-sm:hidden sm:px-5">
                <span className="sr-only">Indicador</span>
              </th>
              {paths.map((p) => (
                <th key={p.key} scope="col" className="px-2 py-2.5 text-right font-semibold text-text sm:px-4">
                  <PathName path={p.key} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => {
              const best = bestIndex(row);
              return (
                <tr key={row.label} className={cn("cmp-tr", phoneGrid)}>
                  <th scope="row" className="cmp-rh">
                    {row.label}
                  </th>
                  {row.values.map((value, i) => (
                    <td
                      key={paths[i]?.key}
                      // The best value: a tint and an edge in its path's own colour, never the brand's (globals.css).
                      data-best={i === best ? paths[i]?.key : undefined}
                      className="cmp-td"
                    >
                      {row.kind === "month" ? formatInteger(value) : formatBRL(value)}
                      {i === best && <span className="sr-only"> (melhor)</span>}
                      {row.months && <span className="cmp-sub">no mês {row.months[i]}</span>}
                      {row.notes?.[i] && <span className="cmp-sub">{row.notes[i]}</span>}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
});
