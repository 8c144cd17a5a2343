import { readableTextColor } from "~/lib/contrast";
import { formatBRL } from "~/lib/format";
import { verdictCopy, type VerdictCopy } from "~/features/simulators";
import { cutAtWord } from "~/lib/cut-at-word";
import type { SnapshotInputs } from "../document/schema";
import { snapshotVerdict } from "../document/verdict";

/** The WhatsApp card's size in pixels (og-card.tsx draws it; the page's metadata announces it). */
export const OG_SIZE = { width: 1200, height: 630 };

/*
 * What the WhatsApp card's band says, from the verdict (the same first claim as the page): the amount
 * in the seller's colour only when the consórcio saves; plainly, on a neutral band, when it costs more
 * or ties. The band's text colour is whichever of white or near-black reads on it (white on a yellow
 * brand did not), at least 4.5:1.
 */
export interface OgClaim {
  kind: VerdictCopy["kind"];
  /** The small line above. */
  title: string;
  /** The big line. */
  figure: string;
  background: string;
  text: string;
  /**
   * Short lines under the figure: on a market basis the typed-rate figure, then the wealth at the end,
   * so the card never carries the claim without what qualifies it.
   */
  details: string[];
}

const NEUTRAL_BAND = "#eef2f0";

export function ogClaim(copy: VerdictCopy | null, brandColour: string): OgClaim {
  if (copy === null) {
    return {
      kind: "even",
      title: "Consórcio × financiamento",
      figure: "Veja a comparação completa",
      background: NEUTRAL_BAND,
      text: readableTextColor(NEUTRAL_BAND),
      details: [],
    };
  }
  const atMarket = copy.basis === "market" ? ", à taxa média do Banco Central" : "";
  const details = claimDetails(copy);
  if (copy.kind === "saves") {
    return {
      kind: "saves",
      title: `Pelo consórcio, a menos no desembolso total${atMarket}`,
      figure: formatBRL(copy.amount),
      background: brandColour,
      text: readableTextColor(brandColour),
      details,
    };
  }
  const title =
    copy.kind === "costs-more"
      ? `O consórcio custa ${formatBRL(copy.amount)} a mais no desembolso total${atMarket}`
      : `Consórcio e financiamento praticamente empatados no desembolso total${atMarket}`;
  return {
    kind: copy.kind,
    title,
    figure: "Veja o que ele oferece em troca",
    background: NEUTRAL_BAND,
    text: readableTextColor(NEUTRAL_BAND),
    details,
  };
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The typed-rate figure (market basis only) and the wealth at the end, as short sentences. */
function claimDetails(copy: VerdictCopy): string[] {
  return [copy.typedShort, copy.wealthShort].flatMap((line) => (line ? [`${upperFirst(line)}.`] : []));
}

/** `text` cut to at most `max` characters on a word boundary, with an ellipsis when cut (the app's one rule). */
export const cutOnWord = cutAtWord;

/** The link preview's description (og:description, the text WhatsApp shows under the card): the same claim. */
export function shareDescription(copy: VerdictCopy | null, brandName: string): string {
  if (copy === null) return `${brandName}: consórcio × financiamento, lado a lado.`;
  const atMarket = copy.basis === "market" ? ", à taxa média do Banco Central" : "";
  // The qualifiers follow the claim in the same text: the typed-rate figure, then the wealth.
  const after = `${copy.typedShort ? `; ${copy.typedShort}` : ""}. ${upperFirst(copy.wealthShort)}.`;
  if (copy.kind === "saves")
    return `${brandName}: pelo consórcio, ${formatBRL(copy.amount)} a menos que no financiamento no desembolso total${atMarket}${after}`;
  if (copy.kind === "costs-more") {
    return `${brandName}: consórcio × financiamento, lado a lado. O consórcio custa ${formatBRL(copy.amount)} a mais no desembolso total${atMarket}${after} Veja o que ele oferece em troca.`;
  }
  return `${brandName}: consórcio e financiamento praticamente empatados no desembolso total${atMarket}${after} Veja a comparação completa.`;
}

/** What a proposal's link says when shared, from what the loader returned (link/load.ts). */
export interface ShareSource {
  kind: "imovel" | "veiculo";
  clientCallName: string;
  snapshot: { inputs: SnapshotInputs };
  brand: { shortName: string; colors: { slider: string } };
}

/**
 * The link preview's words, one source for the page's metadata and the WhatsApp card: the title, the
 * description under the card, and the card's band (the verdict's first claim).
 */
export function proposalShare(proposal: ShareSource) {
  const verdict = snapshotVerdict(proposal.snapshot.inputs);
  const copy = verdict ? verdictCopy(verdict, proposal.kind) : null;
  return {
    title: `Proposta de consórcio para ${proposal.clientCallName}`,
    description: shareDescription(copy, proposal.brand.shortName),
    claim: ogClaim(copy, proposal.brand.colors.slider),
  };
}
