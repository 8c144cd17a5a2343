// The hot reads' named prepared statements: prepared on the pooled connection (so PostgreSQL parses
// and plans them once per connection), the same rows as the Prisma path, timestamps as instants.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { attachPool, preparedRows } from "~/platform/prepared-statement";

const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
afterAll(() => pool.end());

const STATEMENT = {
  name: "prepared-statement-test",
  text: `SELECT $1::text AS "token", ($2::timestamp(3) AT TIME ZONE 'UTC') AS "at", cardinality($3::text[]) AS "series"`,
};
const at = new Date("2026-03-01T23:30:00.123Z");
// The value as Prisma writes a DateTime: UTC wall time in a timestamp(3) column.
const values = ["tok", at.toISOString().replace("T", " ").replace("Z", ""), ["a", "b", "c"]];

describe("preparedRows", () => {
  it("prepares the statement on the pooled connection and reads the same rows as the Prisma path", async () => {
    const noPrisma = {
      $queryRawUnsafe: () => Promise.reject(new Error("o caminho do Prisma não deveria ser usado")),
    };
    attachPool(noPrisma, pool);
    const first = await preparedRows<{ token: string; at: Date; series: number }>(noPrisma, STATEMENT, values);
    await preparedRows(noPrisma, STATEMENT, values);
    expect(first).toEqual([{ token: "tok", at, series: 3 }]);
    const prepared = await pool.query<{ name: string }>("SELECT name FROM pg_prepared_statements");
    expect(prepared.rows.map((r) => r.name)).toContain(STATEMENT.name);
  });

  it("runs the same text through Prisma for a client without a registered pool", async () => {
    const calls: unknown[][] = [];
    const prismaLike = {
      $queryRawUnsafe: async <R>(query: string, ...args: unknown[]) => {
        calls.push([query, ...args]);
        return (await pool.query(query, args)).rows as R;
      },
    };
    const rows = await preparedRows<{ at: Date }>(prismaLike, STATEMENT, values);
    expect(calls).toEqual([[STATEMENT.text, ...values]]);
    expect(rows[0]?.at).toEqual(at);
  });
});
