// The keyset cursor of the lists (proposals, clients): the last row's sort key, opaque to clients.

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
