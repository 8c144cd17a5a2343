// The pg-boss worker on the test database: queues, schedules and workers start, and a reconcile
// job sent to the queue runs the same function as `npm run billing:reconcile` (a lost
// notification repaired), once, even with two workers (two app servers) on the same database.
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES, startBillingWorker } from "~/features/billing/jobs";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { startFakeForTests } from "~/test/fake-mercadopago";

let mp: Awaited<ReturnType<typeof startFakeForTests>>;
const workers: PgBoss[] = [];
beforeAll(async () => {
  mp = await startFakeForTests();
  workers.push(await startBillingWorker(), await startBillingWorker());
});
afterAll(async () => {
  for (const boss of workers) await boss.stop({ graceful: true, wait: true });
  await mp.close();
});

async function settled(boss: PgBoss, id: string) {
  for (let i = 0; i < 600; i += 1) {
    const job = await boss.getJobById(QUEUES.reconcile, id);
    if (job && (job.state === "completed" || job.state === "failed")) return job.state;
    await new Promise((r) => setTimeout(r, 100));
  }
  return "still running";
}

describe("billing worker (pg-boss)", () => {
  it("schedules the hourly reconcile and the daily lifecycle pass", async () => {
    // Only billing's: other features (the official rates) schedule on the same pg-boss schema.
    const billing = new Set<string>([QUEUES.lifecycle, QUEUES.reconcile]);
    const schedules = (await workers[0]!.getSchedules()).filter((s) => billing.has(s.name));
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      [QUEUES.lifecycle, "10 3 * * *"],
      [QUEUES.reconcile, "17 * * * *"],
    ]);
  });

  it("a reconcile job repairs a lost notification", async () => {
    const { account, owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const { init_point } = await callerFor(await signIn(owner)).payments.create({ plan: "two_users" });
    await mp.control("drop-notifications", { drop: true });
    await mp.control("approve", { preapproval_id: new URL(init_point).searchParams.get("preapproval_id") });
    expect(await testDb.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ status: "PENDING_PAYMENT" });

    const id = await workers[1]!.send(QUEUES.reconcile, {});
    expect(id).toBeTruthy();
    expect(await settled(workers[1]!, id!)).toBe("completed");
    expect(await testDb.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ status: "ACTIVE", plan: "two_users" });
    expect(await testDb.payment.count({ where: { accountId: account.id } })).toBe(1);
  });
});
