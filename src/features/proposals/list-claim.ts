import { formatCents } from "~/lib/format";
import type { ProposalSummary } from "./schema";

/**
 * The seller's list says what the client's page says first (the verdict saved with the version):
 * "economia" only when the consórcio saves, the basis named when it is the BCB's average. A proposal
 * saved before the verdict keeps its old figure (over PRICE at the typed rate), said neutrally.
 */
export function listClaim(p: Pick<ProposalSummary, "savingCents" | "verdictKind" | "verdictBasis">): string {
  const amount = formatCents(Math.abs(p.savingCents));
  const basis = p.verdictBasis === "market" ? " (à taxa média do Banco Central)" : "";
  switch (p.verdictKind) {
    case "saves":
      return `economia de ${amount} sobre o financiamento${basis}`;
    case "costs-more":
      return `custa ${amount} a mais que o financiamento${basis}`;
    case "even":
      return `empata com o financiamento (diferença de ${amount})${basis}`;
    default:
      return `${amount} ${p.savingCents >= 0 ? "a menos" : "a mais"} que o PRICE, com a taxa informada`;
  }
}
