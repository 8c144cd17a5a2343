// Pure helpers of proposals.list: the São Paulo day range (the keyset cursor is ~/lib/list-cursor).
import { saoPauloDayStart, saoPauloNextDayStart } from "~/lib/sao-paulo-day";

/* "From" and "to" are calendar days as the seller sees them in Brazil (through the time-zone database). */
export function saoPauloDayRange(from?: string, to?: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  const range: { gte?: Date; lt?: Date } = {};
  if (from) range.gte = saoPauloDayStart(from);
  if (to) range.lt = saoPauloNextDayStart(to);
  return range;
}
