import { formatInteger, formatMonths, formatPercent, formatPercentShort } from "~/lib/format";
import { SEGMENT_LABELS } from "../layout";
import type { BcbGroupCard } from "../schema";

/** pt-BR percent with one decimal: "18,0 %". */
const pct = (value: number) => formatPercent(value, 1);

/**
 * "O grupo no Banco Central": the linked group's figures from the BCB's files, each with its data-base
 * and source; what the seller typed is shown as typed and marked as such. `short`: the public page's
 * and the PDF's card; otherwise the seller's full profile, with the contemplations of each month.
 */
export function BcbGroupCardView({ card, short = false }: { card: BcbGroupCard; short?: boolean }) {
  const { typed, profile, split } = card;
  return (
    <section
      aria-labelledby="bcb-card-title"
      className="rounded-xl border border-border bg-surface p-4 text-sm"
      data-testid="bcb-card"
    >
      <h2 id="bcb-card-title" className="text-base font-semibold">
        O grupo no Banco Central
      </h2>
      {profile.status === "found" ? (
        <>
          <p className="mt-1 text-muted">
            Grupo {profile.groupCode} · {profile.adminName} ·{" "}
            {SEGMENT_LABELS[profile.segment] ?? `segmento ${profile.segment}`}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            <Figure label="Prazo" value={formatMonths(profile.termMonths)} />
            <Figure label="Assembleias realizadas" value={formatInteger(profile.assembliesHeld)} />
            <Figure label="Cotas ativas" value={formatInteger(profile.activeQuotas)} />
            <Figure label="Inadimplência" value={profile.delinquencyPct === null ? "—" : pct(profile.delinquencyPct)} />
            <Figure
              label="Taxa de administração"
              value={pct(profile.adminFeePct)}
              note={
                profile.segmentMedianFeePct === null
                  ? undefined
                  : `mediana do segmento: ${pct(profile.segmentMedianFeePct)} (${formatInteger(profile.segmentAdministradoras)} administradoras)`
              }
            />
            <Figure
              label={`Contempladas em ${profile.label}`}
              value={formatInteger(profile.months.at(-1)?.contemplated ?? 0)}
            />
            {!short && profile.admin && (
              <>
                <Figure
                  label="Administradora no segmento"
                  value={`${formatInteger(profile.admin.activeGroups)} grupos`}
                  note={`${formatInteger(profile.admin.activeQuotas)} cotas ativas`}
                />
                <Figure
                  label="Exclusões da administradora"
                  value={profile.admin.exclusionPct === null ? "—" : pct(profile.admin.exclusionPct)}
                  note="cotas excluídas ÷ (ativas + excluídas)"
                />
              </>
            )}
          </dl>
          {!short && profile.months.length > 0 && (
            <table className="mt-3 w-full text-left" data-testid="bcb-months">
              <caption className="text-left font-medium">Contemplações por mês</caption>
              <thead className="text-muted">
                <tr>
                  <th className="font-medium">Data-base</th>
                  <th className="font-medium">Contempladas no mês</th>
                  <th className="font-medium">Cotas ativas</th>
                </tr>
              </thead>
              <tbody>
                {profile.months.map((m) => (
                  <tr key={m.dataBase}>
                    <td>{m.label}</td>
                    <td className="tabular">{formatInteger(m.contemplated)}</td>
                    <td className="tabular">{formatInteger(m.activeQuotas)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {split && (
            <p className="mt-3" data-testid="bcb-split">
              No {split.quarter}, {formatPercentShort(Math.round(split.bidPct), 0)} das contemplações desta
              administradora em {split.uf} foram por lance ({formatInteger(split.byBid)} por lance,{" "}
              {formatInteger(split.byDraw)} por sorteio).
            </p>
          )}
          <p className="mt-3 text-xs text-muted">
            Fonte: {profile.source}, data-base {profile.label}.
            {typed.admin && typed.admin.trim().toLowerCase() !== profile.adminName.toLowerCase()
              ? ` Administradora informada pelo vendedor: “${typed.admin}” (como digitado).`
              : ""}
          </p>
        </>
      ) : profile.status === "missing" ? (
        <p className="mt-1" data-testid="bcb-missing">
          O grupo “{typed.groupCode}”{typed.admin ? ` da administradora “${typed.admin}”` : ""} (como informado pelo
          vendedor) não consta na base de {profile.label} do Banco Central.
        </p>
      ) : (
        <p className="mt-1 text-muted">
          Os dados do Banco Central ainda não foram carregados. Grupo informado pelo vendedor: “{typed.groupCode}” (como
          digitado).
        </p>
      )}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="tabular font-medium">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}
