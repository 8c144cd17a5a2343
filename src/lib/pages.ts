/** Rows fetched per statement by inPages: short statements even for a big account's export. */
export const EXPORT_PAGE = 250;

/**
 * Every row of a read ordered by (createdAt, id), fetched `size` rows per statement, one after the
 * other: an export of thousands of rows never runs one long statement (a loaded database could
 * take it near statement_timeout) nor holds more than one pooled connection at a time.
 */
export async function inPages<T extends { id: string }>(
  fetchPage: (page: { take: number; cursor?: { id: string }; skip?: number }) => Promise<T[]>,
  size = EXPORT_PAGE,
): Promise<T[]> {
  const rows: T[] = [];
  for (let last: string | undefined; ;) {
    const page = await fetchPage(last ? { take: size, cursor: { id: last }, skip: 1 } : { take: size });
    rows.push(...page);
    if (page.length < size) return rows;
    last = page[page.length - 1]!.id;
  }
}
