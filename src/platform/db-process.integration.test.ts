import { afterEach, describe, expect, it, vi } from "vitest";

// The server loads src/platform/db.ts once per bundle (the proxy, the instrumentation, the route
// handlers, the pages). Each `vi.resetModules()` below stands for one more bundle in the process.
async function freshCopy() {
  vi.resetModules();
  const dbModule = await import("~/platform/db");
  const prepared = await import("~/platform/prepared-statement");
  return { db: dbModule.db, preparedRows: prepared.preparedRows };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("one database client per process", () => {
  it("every copy of the module answers with the same client, so the process has one pool", async () => {
    const first = await freshCopy();
    const second = await freshCopy();
    const third = await freshCopy();
    expect(second.db).toBe(first.db);
    expect(third.db).toBe(first.db);
  });

  it("another copy's hot reads still go through the client's pool as named statements", async () => {
    const { db } = await freshCopy();
    const other = await freshCopy();
    const throughPrisma = vi.spyOn(db, "$queryRawUnsafe");
    const rows = await other.preparedRows<{ answer: number }>(
      db,
      { name: "db_process_probe", text: "select $1::int + 1 as answer" },
      [41],
    );
    expect(rows).toEqual([{ answer: 42 }]);
    // A copy that did not know the pool would run the text through Prisma, unprepared.
    expect(throughPrisma).not.toHaveBeenCalled();
  });
});
