// Billing's queues on the test database's pg-boss: the schedules are set, and a reconcile job sent to
// the queue runs the same function as `npm run billing:reconcile` (a lost notification repaired).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_QUEUES, billingJobs } from "~/features/billing/jobs";
import { jobBoss, startJobs, stopJobs } from "~/platform/jobs";
import { metrics } from "~/platform/metrics";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { startFakeForTests } from "~/test/fake-mercadopago";

let mp: Awaited<ReturnType<typeof startFakeForTests>>;
beforeAll(async () => {
  mp = await startFakeForTests();
  await startJobs(billingJobs);
});
afterAll(async () => {
  await stopJobs();
  await mp.close();
});

async function settled(id: string) {
  const boss = await jobBoss();
  for (let i = 0; i < 600; i += 1) {
    const [job] = await boss.findJobs(BILLING_QUEUES.reconcile, { id });
    if (job && (job.state === "completed" || job.state === "failed")) return job.state;
    await new Promise((r) => setTimeout(r, 100));
  }
  return "still running";
}

describe("billing's jobs (pg-boss)", () => {
  it("schedules the hourly reconcile and the daily lifecycle pass, one run at a time across servers", async () => {
    const boss = await jobBoss();
    // Only billing's: other features (the official rates) schedule on the same pg-boss schema.
    const billing = new Set<string>([BILLING_QUEUES.lifecycle, BILLING_QUEUES.reconcile]);
    const schedules = (await boss.getSchedules()).filter((s) => billing.has(s.name));
    expect(schedules.map((s) => [s.name, s.cron, s.options?.tz]).sort()).toEqual([
      [BILLING_QUEUES.lifecycle, "10 3 * * *", "America/Sao_Paulo"],
      [BILLING_QUEUES.reconcile, "17 * * * *", "America/Sao_Paulo"],
    ]);
    for (const queue of billing) expect((await boss.getQueue(queue))?.policy).toBe("singleton");
  });

  it("a reconcile job repairs a lost notification; the queue's depth is in the metrics", async () => {
    const { account, owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const { init_point } = await callerFor(await signIn(owner)).payments.create({ plan: "two_users" });
    await mp.control("drop-notifications", { drop: true });
    await mp.control("approve", { preapproval_id: new URL(init_point).searchParams.get("preapproval_id") });
    expect(await testDb.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({
      status: "PENDING_PAYMENT",
    });

    const id = await (await jobBoss()).send(BILLING_QUEUES.reconcile, {});
    expect(id).toBeTruthy();
    expect(await settled(id!)).toBe("completed");
    expect(await testDb.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({
      status: "ACTIVE",
      plan: "two_users",
    });
    expect(await testDb.payment.count({ where: { accountId: account.id } })).toBe(1);
    const scraped = await metrics().registry.metrics();
    expect(scraped).toMatch(/^job_queue_depth\{queue="billing-reconcile"\} \d+/m);
    expect(scraped).toMatch(/^jobs_failed_total\{queue="billing-lifecycle"\} 0/m);
  });
});
