import { referenceRate, referenceWhen, type MarketRate } from "~/features/rates";

/**
 * Where the Banco Central's averages come from, each SGS series linked to its own data: the verdict's
 * reference and, for a property, the regulated (SFH) rate beside it, usually lower, for a loan the
 * SFH covers. Each with its month, and its age when old ("de jul/2026, há 4 meses").
 */
export function BcbSources({
  reference,
  regulated,
  prefix,
  now = new Date(),
}: {
  reference: MarketRate;
  regulated: MarketRate | null;
  prefix: string;
  now?: Date;
}) {
  return (
    <p className="text-xs leading-snug text-muted" data-testid={`bcb-source-${prefix}`}>
      Fonte: Banco Central, <SgsLink rate={reference} /> (
      {reference.key === "vehicle" || reference.key === "vehicleMonthly" ? "aquisição de veículos" : "taxas de mercado"}
      , {referenceRate(reference)}, {referenceWhen(reference, now)})
      {regulated && (
        <>
          ; taxas reguladas do SFH: {referenceRate(regulated)} (<SgsLink rate={regulated} />,{" "}
          {referenceWhen(regulated, now)})
        </>
      )}
      .
    </p>
  );
}

function SgsLink({ rate }: { rate: MarketRate }) {
  return (
    <a
      href={rate.sourceUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="underline underline-offset-2 hover:text-text"
    >
      SGS {rate.series}
    </a>
  );
}
