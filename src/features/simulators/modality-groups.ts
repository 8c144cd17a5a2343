import type { ModalityBid } from "./engine";

/*
 * Lance fixo and Fidelidade 1/2/3 all bid the simulation's own `win`, so their figures for this client
 * are the same: shown four times they look like a mistake. Each fidelidade card whose figures equal
 * the fixo's points to it instead; only who may bid differs (instalments paid in time).
 */
function sameFigures(a: ModalityBid, b: ModalityBid): boolean {
  return (
    a.bidKind === b.bidKind &&
    a.bidValue === b.bidValue &&
    a.bidPct === b.bidPct &&
    a.feasible === b.feasible &&
    a.instalmentAfterBid === b.instalmentAfterBid &&
    a.instalmentsRemoved === b.instalmentsRemoved &&
    a.creditAtContemplation === b.creditAtContemplation &&
    a.contemplationMonth === b.contemplationMonth
  );
}

/** Modality key → the earlier modality whose figures it repeats (fidelidade → fixo), when they do. */
export function repeatedFigures(bids: readonly ModalityBid[]): Partial<Record<ModalityBid["key"], ModalityBid>> {
  const fixo = bids.find((bid) => bid.key === "fixo");
  const repeated: Partial<Record<ModalityBid["key"], ModalityBid>> = {};
  if (!fixo || fixo.bidKind === "none") return repeated;
  for (const bid of bids) if (bid.key.startsWith("fidelidade") && sameFigures(bid, fixo)) repeated[bid.key] = fixo;
  return repeated;
}
