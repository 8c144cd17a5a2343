import type { BcbDrawRate } from "~/features/bcb";
import { formatPercent } from "~/lib/format";
import type { AssemblyRecord } from "~/features/simulators";

/** Where a group's draw rate comes from when it is not the seller's typed history: the Banco Central's files. */
export interface DrawFromBcb {
  chance: number;
  /** The data-base's label ("ago/2026"). */
  label: string;
}

/**
 * The selection rule: the Banco Central's draw rate replaces the typed history's only when the
 * seller linked the group (a rate exists) and the typed history has no draw counts at all (every
 * assembly's "contemplados por sorteio" is 0). A history with any draw winner keeps its own rate.
 */
export function drawFromBcb(assemblies: readonly AssemblyRecord[], rate: BcbDrawRate | null): DrawFromBcb | null {
  if (!rate || assemblies.length === 0 || assemblies.some((a) => a.drawWinners > 0)) return null;
  if (!(rate.chance > 0 && rate.chance < 1)) return null;
  return { chance: rate.chance, label: rate.label };
}

/** The history with the Banco Central's draw rate when the selection rule picks it (page and PDF alike). */
export function withBcbDraw<H extends { assemblies: AssemblyRecord[] }>(
  history: H | null,
  rate: BcbDrawRate | null,
): (H & { draw: DrawFromBcb | null }) | null {
  return history && { ...history, draw: drawFromBcb(history.assemblies, rate) };
}

/** "Chance de sorteio pelos dados do Banco Central (base de ago/2026): 0,42 % por assembleia." */
export function drawFromBcbText({ chance, label }: DrawFromBcb): string {
  const pct = chance * 100;
  const value = pct < 0.01 ? "menos de 0,01\u00a0%" : formatPercent(pct, 2);
  return `Chance de sorteio pelos dados do Banco Central (base de ${label}): ${value} por assembleia.`;
}
