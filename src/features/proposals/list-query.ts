// Pure helpers of proposals.list: the keyset cursor and the São Paulo day range.

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

/*
 * "From" and "to" are calendar days as the seller sees them in Brazil. São Paulo has kept UTC−03:00
 * all year since daylight saving ended in 2019, so a day starts at 03:00 UTC.
 */
export function saoPauloDayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000-03:00`);
}

export function saoPauloDayRange(from?: string, to?: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  const range: { gte?: Date; lt?: Date } = {};
  if (from) range.gte = saoPauloDayStart(from);
  if (to) range.lt = new Date(saoPauloDayStart(to).getTime() + 24 * 60 * 60 * 1000);
  return range;
}

/** The first day of the current month in São Paulo (dashboard: "propostas este mês"). */
export function saoPauloMonthStart(now: Date): Date {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" }).formatToParts(now);
  const year = parts.find((p) => p.type === "year")?.value;
  const month = parts.find((p) => p.type === "month")?.value;
  return saoPauloDayStart(`${year}-${month}-01`);
}
