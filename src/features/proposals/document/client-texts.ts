import { speaksOfSavings, type SavingsVerdict } from "~/features/compliance";
import { DEFAULT_MODALITIES } from "~/features/simulators";

/*
 * The seller's settings texts that reach the client on a proposal (the modalities' titles,
 * descriptions and the source of their percents) were typed once, for every proposal, with no verdict
 * to check them against. On a proposal whose consórcio does not save, one that speaks of "economia" is
 * left out where it is drawn (public page and PDF): the product's own wording stands in its place, so
 * the client never reads a savings promise the numbers do not support.
 */
interface ModalityTexts {
  key: string;
  title: string;
  description: string;
  source?: string | null;
}

export function clientSafeModalities<T extends ModalityTexts>(bids: readonly T[], verdict: SavingsVerdict | null): T[] {
  if (verdict === null || verdict === "saves") return [...bids];
  return bids.map((bid) => {
    const fallback = DEFAULT_MODALITIES.find((m) => m.key === bid.key);
    return {
      ...bid,
      title: speaksOfSavings(bid.title) ? (fallback?.title ?? "Modalidade") : bid.title,
      description: speaksOfSavings(bid.description) ? (fallback?.description ?? "") : bid.description,
      source: bid.source && speaksOfSavings(bid.source) ? null : bid.source,
    };
  });
}
