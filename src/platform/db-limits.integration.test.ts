// Every pooled connection, the app's and pg-boss's, carries the statement, lock and
// idle-in-transaction limits; and a request that meets a row lock held elsewhere fails in about
// lock_timeout with the app's pt-BR "busy" answer instead of waiting as long as the holder runs.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { DB_LIMITS } from "~/platform/db-limits";
import { jobBoss, stopJobs } from "~/platform/jobs";
import { createCaller } from "~/server/api/root";
import { BUSY_MESSAGE } from "~/server/internal-errors";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { contextFor } from "~/test/db";
import { whileLocksHeld } from "~/test/lock-waits";

const expected = {
  statement_timeout: `${DB_LIMITS.statementTimeoutMs / 1000}s`,
  lock_timeout: `${DB_LIMITS.lockTimeoutMs / 1000}s`,
  idle_in_transaction_session_timeout: `${DB_LIMITS.idleInTransactionMs / 1000}s`,
};
const settingNames = Object.keys(expected) as (keyof typeof expected)[];

afterAll(() => stopJobs());

describe("connection limits", () => {
  it("the app's pool: every setting read back from a pooled connection, inside a transaction too", async () => {
    for (const name of settingNames) {
      const [plain] = await db.$queryRawUnsafe<Record<string, string>[]>(`show ${name}`);
      expect(plain?.[name]).toBe(expected[name]);
    }
    const inside = await db.$transaction(async (tx) =>
      Promise.all(settingNames.map((name) => tx.$queryRawUnsafe<Record<string, string>[]>(`show ${name}`))),
    );
    expect(inside.map((rows, i) => rows[0]?.[settingNames[i]!])).toEqual(settingNames.map((name) => expected[name]));
  });

  it("pg-boss's own pool carries the same settings", async () => {
    const boss = await jobBoss({ working: false });
    for (const name of settingNames) {
      const { rows } = await boss.getDb().executeSql(`show ${name}`);
      expect((rows as Record<string, string>[])[0]?.[name]).toBe(expected[name]);
    }
  });

  it(
    "a write meeting a row lock held elsewhere fails in about lock_timeout with the pt-BR busy message",
    { timeout: 20_000 },
    async () => {
      const { account, owner } = await makeAccount();
      const caller = createCaller(contextFor(await signIn(owner), { db }));
      let elapsed = 0;
      const report = await whileLocksHeld(
        [{ text: `select "accountId" from "Settings" where "accountId" = $1 for update`, values: [account.id] }],
        async () => {
          const start = performance.now();
          try {
            return await caller.settings.update({ name: "Marca Bloqueada" });
          } finally {
            elapsed = performance.now() - start;
          }
        },
        DB_LIMITS.lockTimeoutMs + 4_000,
      );
      expect(report.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: BUSY_MESSAGE });
      expect(elapsed).toBeGreaterThanOrEqual(DB_LIMITS.lockTimeoutMs - 100);
      expect(elapsed).toBeLessThan(DB_LIMITS.lockTimeoutMs + 3_000);
    },
  );
});
