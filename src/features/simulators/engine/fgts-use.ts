/*
 * The one rule for "does this simulation use the client's FGTS?", read by every surface that lists the
 * FGTS conditions (simulator, public page, PDF): FGTS in the bid or in the instalments (inside the
 * consórcio's outlay) or in the payoff after contemplation (an option beside the plan, outside the
 * outlay). Any of the three means the client must meet the conditions. Structural, so a stored
 * snapshot's details read the same as the engine's.
 */
export interface FgtsUse {
  /** FGTS in the bid and the instalments: the client's own money, counted in the consórcio's outlay. */
  inOutlay: number;
  /** FGTS used to amortise or settle the balance right after contemplation (not in the outlay). */
  payoff: number;
}

interface FgtsDetails {
  bid: { fgts: number };
  fgtsInstalments: { total: number } | null;
  fgtsPayoff?: { used: number } | null;
}

/** null when the simulation uses no FGTS at all. */
export function fgtsUse(details: FgtsDetails | null | undefined): FgtsUse | null {
  if (!details) return null;
  const inOutlay = Math.max(0, details.bid.fgts) + Math.max(0, details.fgtsInstalments?.total ?? 0);
  const payoff = Math.max(0, details.fgtsPayoff?.used ?? 0);
  return inOutlay > 0 || payoff > 0 ? { inOutlay, payoff } : null;
}
