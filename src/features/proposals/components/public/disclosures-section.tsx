import type { Disclosures } from "../../document/disclosures";

/** "Informações obrigatórias" on the public page: self-contained, from the snapshot's disclosures. */
export function DisclosuresSection({ disclosures }: { disclosures: Disclosures }) {
  return (
    <section aria-labelledby="disclosures-title" className="space-y-4 rounded-2xl border border-border bg-surface p-5 text-sm shadow-xs sm:p-6" data-testid="disclosures">
      <h2 id="disclosures-title" className="text-lg font-semibold text-text">Informações obrigatórias</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-text">Primeira parcela do consórcio</h3>
          <table className="mt-1 w-full text-sm" data-testid="disclosure-instalment">
            <tbody className="divide-y divide-border">
              {disclosures.instalment.figures.map((f) => (
                <tr key={f.label}>
                  <th scope="row" className="py-1 text-left font-normal text-muted">{f.label}</th>
                  {/* A figure never wraps before its unit ("81,30 %" on a phone): the label column wraps instead. */}
                  <td className="num-td">{f.value}</td>
                  <td className="num-td pl-3 text-muted">{f.pct}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="py-1 text-left font-semibold text-text">Parcela</th>
                <td className="num-td font-semibold">{disclosures.instalment.total}</td>
                <td />
              </tr>
            </tbody>
          </table>
        </div>
        {disclosures.financing.map((f) => (
          <div key={f.name} data-testid={`disclosure-cet-${f.name.toLowerCase()}`}>
            <h3 className="font-semibold text-text">Financiamento {f.name}</h3>
            <p className="mt-1 text-muted">{f.line}</p>
            {f.figures.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-xs text-muted">
                {f.figures.map((p) => <li key={p.label}>{p.label}: {p.value} ({p.pct})</li>)}
              </ul>
            )}
          </div>
        ))}
      </div>
      <dl className="space-y-2">
        {disclosures.items.map((item) => (
          <div key={item.id}>
            <dt className="font-semibold text-text">{item.title}</dt>
            {item.lines ? (
              <dd className="text-muted">
                <ul className="list-disc space-y-0.5 pl-5" data-testid={`disclosure-${item.id}`}>
                  {item.lines.map((line) => <li key={line}>{line}</li>)}
                </ul>
              </dd>
            ) : (
              <dd className="text-muted">{item.text}</dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
