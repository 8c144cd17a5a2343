import { formatBRL, formatMonths, formatPercent } from "~/lib/format";
import type { ExploreBounds, ExploreVariant } from "../../document/explore-bounds";
import type { ExploreFigures, ExploreHistory } from "../../document/explore";
import { OddsPanel } from "./odds-panel";

/*
 * What "Simule seu lance" shows for one variant: plain components and texts, with no state, so the
 * server renders the first ones (explore-section.tsx) and the island renders them again only after
 * the client moves the bid or the term.
 */

export type ExploreTexts = { bidPct: string; bidTotal: string; embutidoMax: string; term: string };

/** The texts that follow the variant alone (what the client typed), before its figures are computed. */
export function variantTexts(variant: ExploreVariant): Pick<ExploreTexts, "bidPct" | "term"> {
  return { bidPct: formatPercent(variant.bidPct), term: formatMonths(variant.prazo) };
}

export function exploreTexts(variant: ExploreVariant, figures: ExploreFigures, bounds: ExploreBounds): ExploreTexts {
  return {
    ...variantTexts(variant),
    bidTotal: figures.ok ? ` = ${formatBRL(figures.bidTotal)}` : "",
    embutidoMax: formatPercent(bounds.embutidoMaxPct),
  };
}

/**
 * One net figure: this bid's outlay against the cheaper financing at the verdict's basis rate, with the
 * rent an earlier contemplation would spare already inside it (never "aluguel a menos" beside "a mais").
 */
function VerdictLine({ figures }: { figures: Extract<ExploreFigures, { ok: true }> }) {
  const { verdict, net } = figures;
  const basis = verdict.basis === "market" ? "à taxa média de mercado do Banco Central" : "à taxa da proposta";
  const path = `financiamento ${verdict.system}`;
  const when = net.rentSpared > 0
    ? `contemplado no mês ${net.month} (em vez do mês ${figures.contemplationMonth} da simulação; o aluguel que você deixaria de pagar, cerca de ${formatBRL(net.rentSpared)}, já está descontado)`
    : `contemplado no mês ${net.month}`;
  if (net.kind === "even") {
    return <p data-testid="explore-verdict" data-kind="even">Com este lance, {when}, consórcio e {path} custam praticamente o mesmo ({basis}; diferença de até 1&nbsp;%).</p>;
  }
  return (
    <p data-testid="explore-verdict" data-kind={net.kind}>
      Com este lance, {when}, pelo consórcio você desembolsa <strong>{formatBRL(net.amount)} {net.kind === "saves" ? "a menos" : "a mais"}</strong> no total que no {path} ({basis}).
    </p>
  );
}

/** The figures, the verdict line and the odds of one variant. */
export function ExploreResults({
  figures,
  bounds,
  history,
}: {
  figures: ExploreFigures;
  bounds: ExploreBounds;
  history: ExploreHistory | null;
}) {
  return (
    <>
        {figures.ok ? (
          <div className="space-y-2 text-sm text-text" aria-live="polite" data-testid="explore-figures">
            <dl className="grid grid-cols-2 gap-3">
              <div><dt className="text-xs text-muted">Parcela até a contemplação</dt><dd className="font-semibold tabular" data-testid="explore-first">{formatBRL(figures.firstInstalment)}</dd></div>
              <div><dt className="text-xs text-muted">Parcela depois do lance (mês {figures.contemplationMonth + 1})</dt><dd className="font-semibold tabular" data-testid="explore-after">{formatBRL(figures.afterInstalment)}</dd></div>
              <div><dt className="text-xs text-muted">Do seu bolso no lance</dt><dd className="tabular">{formatBRL(figures.bidOwn)}</dd></div>
              <div><dt className="text-xs text-muted">Embutido{bounds.fgts ? " + FGTS" : ""}</dt><dd className="tabular">{formatBRL(figures.embutido + figures.fgts)}</dd></div>
            </dl>
            {figures.cartaLine && <p className="tabular text-xs text-muted" data-testid="explore-carta">{figures.cartaLine}</p>}
            <VerdictLine figures={figures} />
          </div>
        ) : (
          <p role="alert" className="text-sm text-danger" data-testid="explore-error">{figures.message}</p>
        )}

        <OddsPanel odds={figures.odds} history={history} />

    </>
  );
}
