import { TriangleAlert } from "lucide-react";
import { DetailBlock, DetailRows } from "~/features/simulators/components";
import { HONEST_COST_NOTE, PICKED_LABEL, hasFinanceSummary, type FinanceSummary } from "../../document/finance-summary";

/*
 * "Custos do consórcio e do financiamento" on the public page: the bid's composition, both
 * ways after it, the consórcio's honest cost and the SFH warnings, from the snapshot (finance-summary.ts).
 * Renders nothing for a snapshot without them.
 */

export function FinanceSection({ summary }: { summary: FinanceSummary }) {
  if (!hasFinanceSummary(summary)) return null;
  return (
    <section aria-labelledby="finance-title" className="space-y-4 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6" data-testid="public-finance">
      <h2 id="finance-title" className="text-lg font-semibold text-text">Custos do consórcio e do financiamento</h2>
      <div className="grid gap-5 md:grid-cols-3">
        {summary.bid && <DetailBlock as="h3" title="Composição do lance"><DetailRows items={summary.bid} testId="public-bid-composition" /></DetailBlock>}
        {summary.afterBid && <DetailBlock as="h3" title="Depois do lance"><DetailRows items={summary.afterBid} testId="public-after-bid" pickedLabel={PICKED_LABEL} /></DetailBlock>}
        {summary.cost && (
          <DetailBlock as="h3" title="Custo do consórcio">
            <DetailRows items={summary.cost} testId="public-consorcio-cost" />
            <p className="mt-1.5 text-xs text-muted">{HONEST_COST_NOTE}</p>
          </DetailBlock>
        )}
      </div>
      {summary.warnings.length > 0 && (
        <div className="space-y-2" data-testid="public-sfh-warnings">
          <h3 className="list-head">Limites do SFH</h3>
          {summary.warnings.map((w) => (
            <ul key={w.name} className="space-y-1.5">
              {w.items.map((item) => (
                <li key={item} className="flex items-start gap-2 text-sm text-text">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
                  <span><strong className="font-semibold">Financiamento {w.name}:</strong> {item}</span>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </section>
  );
}
