import { groupKey, type GroupHistorySummary } from "./schema";

/** The minimum of assemblies the contemplation odds need (the engine refuses fewer). */
const MIN_ASSEMBLIES = 6;

const dayLabel = (day: string) => day.split("-").reverse().join("/");

/**
 * What the generator's Grupo field says of the group typed: whether the account recorded its
 * assemblies, so the seller knows before saving whether the public proposal will show odds.
 * `histories` undefined: not loaded (or not allowed) yet, nothing is claimed.
 */
export function groupHistoryHint(
  group: string,
  histories: readonly GroupHistorySummary[] | undefined,
): { text: string; odds: boolean } | null {
  const key = groupKey(group);
  if (key === null) return { text: "Vazio: todos os grupos, sem chances de contemplação.", odds: false };
  if (!histories) return null;
  const history = histories.find((h) => groupKey(h.name) === key);
  if (!history || history.assemblyCount === 0)
    return { text: "Sem histórico registrado — a proposta não mostrará chances.", odds: false };
  const count = `${history.assemblyCount} ${history.assemblyCount === 1 ? "assembleia" : "assembleias"}`;
  const source = `${history.source}, lido em ${dayLabel(history.readOn)}`;
  if (history.assemblyCount < MIN_ASSEMBLIES) {
    return {
      text: `Histórico: ${count} (${source}) — são precisas ${MIN_ASSEMBLIES} para a proposta mostrar chances.`,
      odds: false,
    };
  }
  return { text: `Histórico: ${count} (${source}).`, odds: true };
}
