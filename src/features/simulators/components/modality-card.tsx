import { CircleAlert } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { formatBRL, formatPercent } from "~/lib/format";
import type { BidMode, ModalityBid } from "../engine";
import { MODALITY_RULES } from "../engine";

const decimals = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

function Warning({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-3 flex items-start gap-1.5 rounded-lg bg-warning/10 px-2.5 py-2 text-xs text-text">
      <CircleAlert className="mt-px size-3.5 shrink-0 text-warning" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

function AfterBid({ bid, bidMode }: { bid: ModalityBid; bidMode: BidMode }) {
  if (!bid.feasible) return null;
  const reduced = bid.instalmentAfterBid === null ? "—" : formatBRL(bid.instalmentAfterBid);
  const removed = bid.instalmentsRemoved === null ? "—" : decimals.format(bid.instalmentsRemoved);
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-border pt-3 text-xs">
      {/* The mode not in use reads in the muted colour (still AA), not faded by opacity below it. */}
      <div>
        <dt className="text-muted">{bid.bidKind === "none" ? "Parcela após a contemplação" : "Parcela após o lance"}</dt>
        <dd className={cn("tabular mt-0.5 text-sm font-semibold", bidMode === "reduzParcela" ? "text-text" : "text-muted")}>{reduced}</dd>
      </div>
      <div>
        <dt className="text-muted">Ou parcelas a menos</dt>
        <dd className={cn("tabular mt-0.5 text-sm font-semibold", bidMode === "reduzPrazo" ? "text-text" : "text-muted")}>{removed}</dd>
      </div>
    </dl>
  );
}

/** One modality: the seller's percent, title and text, and what its bid means for this client. */
export function ModalityCard({ bid, bidMode }: { bid: ModalityBid; bidMode: BidMode }) {
  const minPaid = MODALITY_RULES[bid.key].minPaidInstalments;
  return (
    <article
      data-testid={`modality-${bid.key}`}
      aria-labelledby={`modality-${bid.key}-title`}
      className="flex min-w-0 flex-col rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`modality-${bid.key}-title`} className="text-base font-semibold text-text">{bid.title}</h2>
        <span
          className="tabular shrink-0 rounded-full bg-user-badge/15 px-2.5 py-0.5 text-sm font-bold text-text ring-1 ring-inset ring-user-badge/40"
          data-testid="modality-percent"
        >
          {formatPercent(bid.percent, bid.percent % 1 === 0 ? 0 : 2)}
        </span>
      </div>
      <p className="mt-1.5 text-sm text-muted">{bid.description}</p>
      {/* Above the figures, so the "Nesta simulação" boxes line up across a row of cards. */}
      {!bid.eligible && (
        <Warning>
          Exige {minPaid} parcelas pagas em dia; com a contemplação no mês {bid.contemplationMonth}, a cota ainda não alcança.
        </Warning>
      )}
      {!bid.feasible && <Warning>O lance passa do saldo a pagar no mês {bid.contemplationMonth}: não cabe nesta simulação.</Warning>}

      <div className="mt-auto pt-4">
        <div className="rounded-lg bg-surface-2/70 p-3">
          <p className="text-[0.6875rem] font-semibold uppercase tracking-wider text-muted">Nesta simulação</p>
          {bid.bidKind === "none" ? (
            <p className="mt-1 text-lg font-bold text-text">Sem lance</p>
          ) : (
            <p className="tabular mt-1 text-lg font-bold text-text" data-testid="modality-bid-value">
              {formatBRL(bid.bidValue)}
            </p>
          )}
          <p className="tabular text-xs text-muted" data-testid="modality-bid-pct">
            {bid.bidKind === "none"
              ? `Crédito de ${formatBRL(bid.creditAtContemplation)} no mês ${bid.contemplationMonth}`
              : `${formatPercent(bid.bidPct)} do crédito de ${formatBRL(bid.creditAtContemplation)} no mês ${bid.contemplationMonth}`}
          </p>
          <AfterBid bid={bid} bidMode={bidMode} />
        </div>
      </div>
    </article>
  );
}
