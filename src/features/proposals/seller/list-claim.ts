import { typedShortText, wealthShortText } from "~/features/simulators";
import { formatCents } from "~/lib/format";
import type { ProposalSummary } from "../document/schema";

/**
 * The seller's list says what the client's page says first (the verdict saved with the version):
 * "economia" only when the consórcio saves, its basis (the total outlay, at the BCB's average when that
 * is the basis), then what qualifies it: the typed rate's figure on a market basis and the wealth at
 * the end. A proposal saved before the verdict keeps its old figure (over PRICE at the typed rate),
 * said neutrally; one saved before the qualifiers shows the claim alone.
 */
export function listClaim(
  p: Pick<ProposalSummary, "savingCents" | "verdictKind" | "verdictBasis" | "verdictDetail">,
): string {
  const amount = formatCents(Math.abs(p.savingCents));
  const basis = p.verdictBasis === "market" ? " (à taxa média do Banco Central)" : "";
  const claim = (() => {
    switch (p.verdictKind) {
      case "saves":
        return `economia de ${amount} sobre o financiamento no desembolso total${basis}`;
      case "costs-more":
        return `custa ${amount} a mais que o financiamento no desembolso total${basis}`;
      case "even":
        return `empata com o financiamento no desembolso total (diferença de ${amount})${basis}`;
      default:
        return null;
    }
  })();
  if (claim === null) return `${amount} ${p.savingCents >= 0 ? "a menos" : "a mais"} que o PRICE, com a taxa informada`;
  const d = p.verdictDetail;
  if (!d) return claim;
  const typed =
    p.verdictBasis === "market" ? `; ${typedShortText(d.typedAnnualPct, d.typedKind, d.typedCents / 100)}` : "";
  return `${claim}${typed}; ${wealthShortText(d.wealthCents / 100)}`;
}
