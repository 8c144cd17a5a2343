import type { ImovelComparisonData, VeiculoComparisonData } from "~/features/simulators";
import { formatBRL, formatMonths } from "~/lib/format";
import { monthRows } from "../../document/month-rows";

const money = (v: number) => (v === 0 ? "—" : formatBRL(v));

/** Months shown in the proposal page itself; the rest is one link away, not in every visit's bytes. */
export const MONTHS_INLINE = 12;

/**
 * The month table in plain HTML, folded by default: the first year in the page, and a link to the
 * page with every month (the whole table, sent twice — HTML and RSC payload — on every visit, made a
 * 420-month proposal's page several times heavier).
 */
export function MonthTable({ comparison, token }: { comparison: ImovelComparisonData | VeiculoComparisonData; token: string }) {
  const rows = monthRows(comparison);
  return (
    <details className="rounded-xl border border-border bg-surface shadow-xs" data-testid="month-table">
      <summary className="cursor-pointer px-4 py-3 text-base font-semibold text-text sm:px-5">Tabela mês a mês ({formatMonths(rows.length)})</summary>
      <div className="overflow-x-auto border-t border-border">
        <MonthRowsTable comparison={comparison} limit={MONTHS_INLINE} />
      </div>
      {rows.length > MONTHS_INLINE && (
        <p className="border-t border-border px-4 py-3 text-sm sm:px-5">
          <a href={`/public/propostas/${token}/meses`} className="font-medium text-brand underline-offset-2 hover:underline">Ver todos os {formatMonths(rows.length)}</a>
        </p>
      )}
    </details>
  );
}

/** The table itself: every month, or the first `limit`. */
export function MonthRowsTable({ comparison, limit }: { comparison: ImovelComparisonData | VeiculoComparisonData; limit?: number }) {
  const all = monthRows(comparison);
  const rows = limit === undefined ? all : all.slice(0, limit);
  const withSac = all.some((r) => r.sac !== null);
  return (
    <table className="w-full text-right text-sm tabular-nums">
      <thead className="sticky top-0 bg-surface-2 text-xs text-muted">
        <tr>
          <th scope="col" className="px-3 py-2 text-left">Mês</th>
          <th scope="col" className="px-3 py-2">Consórcio</th>
          <th scope="col" className="px-3 py-2">PRICE</th>
          {withSac && <th scope="col" className="px-3 py-2">SAC</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.month} className="border-t border-border/60">
            <th scope="row" className="px-3 py-1.5 text-left font-normal text-muted">{r.month}</th>
            <td className="px-3 py-1.5">{money(r.consorcio)}{r.bid > 0 && <span className="block text-xs text-muted">+ lance {formatBRL(r.bid)}</span>}</td>
            <td className="px-3 py-1.5">{money(r.price)}</td>
            {withSac && <td className="px-3 py-1.5">{money(r.sac ?? 0)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
