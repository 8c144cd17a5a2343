import { CircleAlert } from "lucide-react";
import { formatBRL, formatPercent } from "~/lib/format";
import type { BidMode, ModalityBid } from "../engine";
import { MODALITY_PERCENT_LABEL, MODALITY_RULES, wholeInstalmentsRemoved } from "../engine";
import { repeatedFigures } from "../modality-groups";
import { modalitySourceLine } from "../modality-source";

function Warning({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-3 flex items-start gap-1.5 rounded-lg bg-warning/10 px-2.5 py-2 text-xs text-text">
      <CircleAlert className="mt-px size-3.5 shrink-0 text-warning" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** What the bid buys under the simulation's bid mode: a lower instalment, or whole instalments fewer. */
function whatItBuys(bid: ModalityBid, bidMode: BidMode): string | null {
  if (!bid.feasible) return null;
  if (bid.bidKind === "none") {
    return bid.instalmentAfterBid === null ? null : `Parcela após a contemplação: ${formatBRL(bid.instalmentAfterBid)}`;
  }
  if (bidMode === "reduzParcela") {
    return bid.instalmentAfterBid === null
      ? "O lance quita o saldo."
      : `A parcela passa a ${formatBRL(bid.instalmentAfterBid)}`;
  }
  if (bid.instalmentsRemoved === null) return null;
  const { whole, smallerLast } = wholeInstalmentsRemoved(bid.instalmentsRemoved);
  const fewer = whole === 1 ? "1 parcela a menos" : `${whole} parcelas a menos`;
  return smallerLast ? `${fewer} e uma última parcela menor` : fewer;
}

/**
 * One modality: the seller's statistic about the group (its percent, with its label), title and
 * text; and, apart, what it means in this simulation (simulation-model.md §2).
 */
function ModalityCard({ bid, bidMode, sameAs }: { bid: ModalityBid; bidMode: BidMode; sameAs?: ModalityBid }) {
  const minPaid = MODALITY_RULES[bid.key].minPaidInstalments;
  const buys = whatItBuys(bid, bidMode);
  const credit = `${formatBRL(bid.creditAtContemplation)} no mês ${bid.contemplationMonth}`;
  return (
    <article data-testid={`modality-${bid.key}`} aria-labelledby={`modality-${bid.key}-title`} className="tile">
      <h2 id={`modality-${bid.key}-title`} className="text-base font-semibold text-text">
        {bid.title}
      </h2>
      <p className="mt-1.5 text-sm text-muted">{bid.description}</p>
      <p className="pct-line" data-testid="modality-percent">
        <span className="pct-badge">{formatPercent(bid.percent, bid.percent % 1 === 0 ? 0 : 2)}</span>
        {/* The seller's statistic about the group, said as theirs: never the client's odds. */}
        <span>
          {MODALITY_PERCENT_LABEL} <span>(dado do vendedor sobre o grupo; não é a chance de contemplação)</span>
        </span>
      </p>
      {/* Where and when the seller read it: "Dado do vendedor · fonte: … · de dd/mm/aaaa". */}
      <p className="mt-1 text-xs text-muted" data-testid="modality-source">
        {modalitySourceLine(bid)}
      </p>
      {/* Above the figures, so the "Nesta simulação" boxes line up across a row of cards. */}
      {!bid.eligible && (
        <Warning>
          Exige {minPaid} parcelas pagas em dia; com a contemplação no mês {bid.contemplationMonth}, a cota ainda não
          alcança.
        </Warning>
      )}
      {!bid.feasible && (
        <Warning>O lance passa do saldo a pagar no mês {bid.contemplationMonth}: não cabe nesta simulação.</Warning>
      )}

      <div className="mt-auto pt-4">
        <div className="rounded-lg bg-surface-2/70 p-3" data-testid="modality-simulation">
          <p className="eyebrow">Nesta simulação</p>
          {sameAs ? (
            // The same bid as the lance fixo: said once, with why, rather than the same numbers again.
            <p className="mt-1 text-sm text-text" data-testid="modality-same-as">
              <strong className="font-semibold">Mesmos valores do {sameAs.title}.</strong>{" "}
              <span className="text-muted">
                Este lance é o mesmo da simulação ({formatPercent(bid.bidPct)} do crédito); muda só quem pode ofertar:
                cotas com {minPaid} parcelas pagas em dia.
              </span>
            </p>
          ) : (
            <>
              {bid.bidKind === "none" ? (
                <p className="mt-1 text-lg font-bold text-text">Sem lance</p>
              ) : (
                <p className="tabular mt-1 text-lg font-bold text-text" data-testid="modality-bid-value">
                  {bid.bidKind === "instalments" ? "Lance de 50 parcelas: " : "Lance de "}
                  {formatBRL(bid.bidValue)}
                </p>
              )}
              <p className="tabular text-xs text-muted" data-testid="modality-bid-pct">
                {bid.bidKind === "none"
                  ? `Crédito de ${credit}`
                  : `${formatPercent(bid.bidPct)} do crédito de ${credit}`}
              </p>
              {buys && (
                <p
                  className="tabular mt-2 border-t border-border pt-2 text-sm font-medium text-text"
                  data-testid="modality-buys"
                >
                  {buys}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/** The modality cards; a fidelidade that repeats the lance fixo's figures says so instead of repeating them. */
export function ModalityCards({ bids, bidMode }: { bids: readonly ModalityBid[]; bidMode: BidMode }) {
  const repeated = repeatedFigures(bids);
  return bids.map((bid) => <ModalityCard key={bid.key} bid={bid} bidMode={bidMode} sameAs={repeated[bid.key]} />);
}
