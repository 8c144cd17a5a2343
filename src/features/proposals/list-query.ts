// Pure helpers of proposals.list: the keyset cursor and the São Paulo day range.
import { saoPauloDayStart, saoPauloNextDayStart } from "~/lib/sao-paulo-day";

export interface ListCursor {
  createdAt: Date;
  id: string;
}

/** Opaque to clients: the last row's (createdAt, id), the sort key of the index. */
export function encodeCursor(row: ListCursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): ListCursor | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const [iso, id] = text.split("|");
  if (!iso || !id) return null;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}

/* "From" and "to" are calendar days as the seller sees them in Brazil (through the time-zone database). */
export function saoPauloDayRange(from?: string, to?: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  const range: { gte?: Date; lt?: Date } = {};
  if (from) range.gte = saoPauloDayStart(from);
  if (to) range.lt = saoPauloNextDayStart(to);
  return range;
}
