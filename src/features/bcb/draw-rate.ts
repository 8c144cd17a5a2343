/*
 * The draw part of a group's contemplation odds from the Banco Central's files, for a group whose
 * seller-typed history has no draw counts. The group files give each month's contemplations of draw
 * and bid together (`Quantidade_de_cotas_ativas_contempladas_no_mês`); the quarterly UF file splits
 * the administradora's contemplations in the segment by lance and by sorteio. So the draw rate per
 * assembly is the group's contemplations times the administradora's sorteio share, over the group's
 * active quotas, pooled over every month imported, with the same Jeffreys form as a typed history
 * ((draws + ½) / (quotas + 1)): never 0, never 1.
 */

export interface BcbDrawRate {
  /** The chance per assembly of being drawn, strictly between 0 and 1. */
  chance: number;
  /** The newest month used (AAAAMM) and its label ("ago/2026"). */
  dataBase: string;
  label: string;
  /** How many months of the group went into it. */
  months: number;
  /** The administradora's share of contemplations by sorteio (0–1), its quarter and state (null: every state). */
  drawShare: number;
  quarter: string;
  uf: string | null;
  source: string;
}

/**
 * (Σ contemplated · drawShare + ½) / (Σ active quotas + 1) over the months with active quotas; null
 * with none, or with no sorteio share to apply. A month's contemplations never count above its quotas.
 */
export function bcbDrawChance(
  months: readonly { contemplated: number; activeQuotas: number }[],
  drawShare: number,
): number | null {
  if (!(Number.isFinite(drawShare) && drawShare >= 0 && drawShare <= 1)) return null;
  const used = months.filter((m) => m.activeQuotas > 0);
  if (used.length === 0) return null;
  const quotas = used.reduce((s, m) => s + m.activeQuotas, 0);
  const draws = used.reduce((s, m) => s + Math.min(Math.max(0, m.contemplated), m.activeQuotas) * drawShare, 0);
  return (draws + 0.5) / (quotas + 1);
}
