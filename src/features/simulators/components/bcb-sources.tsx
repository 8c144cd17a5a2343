import { referenceWhen, type MarketRate } from "~/features/rates";
import { formatPercent } from "~/lib/format";

/**
 * Where the Banco Central's averages come from, each SGS series linked to its own data: the verdict's
 * reference and, for a property, the regulated (SFH) rate beside it, usually lower, for a loan the
 * SFH covers.
 */
export function BcbSources({ reference, regulated, prefix }: { reference: MarketRate; regulated: MarketRate | null; prefix: string }) {
  return (
    <p className="text-xs leading-snug text-muted" data-testid={`bcb-source-${prefix}`}>
      Fonte: Banco Central, <SgsLink rate={reference} /> ({reference.key === "vehicle" ? "aquisição de veículos" : "taxas de mercado"}, {formatPercent(reference.annualPct)} a.a., {referenceWhen(reference)})
      {regulated && <>; taxas reguladas do SFH: {formatPercent(regulated.annualPct)} a.a. (<SgsLink rate={regulated} />, {referenceWhen(regulated)})</>}.
    </p>
  );
}

function SgsLink({ rate }: { rate: MarketRate }) {
  return <a href={rate.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-text">SGS {rate.series}</a>;
}
