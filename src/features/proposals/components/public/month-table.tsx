import type { ImovelComparisonData, VeiculoComparisonData } from "~/features/simulators";
import { formatBRL } from "~/lib/format";
import { monthRows } from "../../month-rows";

const money = (v: number) => (v === 0 ? "—" : formatBRL(v));

/** All months in plain HTML, folded by default: no windowing script on the client's phone. */
export function MonthTable({ comparison }: { comparison: ImovelComparisonData | VeiculoComparisonData }) {
  const rows = monthRows(comparison);
  const withSac = rows.some((r) => r.sac !== null);
  return (
    <details className="rounded-xl border border-border bg-surface shadow-xs">
      <summary className="cursor-pointer px-4 py-3 text-base font-semibold text-text sm:px-5">Tabela mês a mês ({rows.length} meses)</summary>
      <div className="max-h-[28rem] overflow-auto border-t border-border">
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
      </div>
    </details>
  );
}
