// The noisy-neighbour test of each shared queue whose jobs belong to an account (the e-mail queues
// have theirs in mail-fairness.integration.test.ts): account A floods it, or holds it with a long job,
// and account B's job still runs at once. Each of these queues takes one job per account (a second
// request is refused or answered with the one under way) and runs two at once, so A's one long job
// never holds B's. The worker runs in this process (PROCESS_ROLE=all, as `npm start` has it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientJobs } from "~/features/clients/server";
import { privacyJobs } from "~/features/privacy/server";
import { env } from "~/env";
import { startJobs, stopJobs } from "~/platform/jobs";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { busyAccount } from "~/test/busy-account";
import { callerFor, testDb } from "~/test/db";
import { waitFor } from "../../scripts/lib/processes.ts";

beforeAll(async () => {
  Object.assign(env, { PROCESS_ROLE: "all" });
  await startJobs([...clientJobs, ...privacyJobs]);
});
afterAll(async () => {
  await stopJobs();
});

/** When each of `checks` first came true (ms since the start), polled together. */
async function finishOrder(
  checks: Record<string, () => Promise<boolean>>,
  timeoutMs = 90_000,
): Promise<Record<string, number>> {
  const started = Date.now();
  const at: Record<string, number> = {};
  await waitFor(
    "every job finished",
    async () => {
      for (const [name, check] of Object.entries(checks))
        if (at[name] === undefined && (await check())) at[name] = Date.now() - started;
      return Object.keys(at).length === Object.keys(checks).length;
    },
    { timeoutMs, everyMs: 50 },
  );
  return at;
}

const csv = (lines: string[]) => Buffer.from(["Nome;Telefone", ...lines].join("\n"), "utf8").toString("base64");

describe("each shared queue between accounts", () => {
  it(
    "clients-import: A's 5 000-line import, and A's further imports refused, do not hold B's small one",
    { timeout: 150_000 },
    async () => {
      const a = await makeAccount({ plan: "five_users" });
      const b = await makeAccount({ plan: "five_users" });
      const callerA = callerFor(await signIn(a.owner));
      const callerB = callerFor(await signIn(b.owner));
      const big = csv(Array.from({ length: 5000 }, (_, i) => `Cliente ${i};(11) 9${String(10_000_000 + i).slice(-8)}`));
      const importA = await callerA.clients.import({ fileBase64: big, confirm: true });
      for (let i = 0; i < 5; i += 1)
        await expect(callerA.clients.import({ fileBase64: big, confirm: true })).rejects.toMatchObject({
          code: "TOO_MANY_REQUESTS",
        });
      const importB = await callerB.clients.import({
        fileBase64: csv(["Bia Vizinha;(41) 98765-4321", "Caio Vizinho;(41) 98765-4322"]),
        confirm: true,
      });
      const done = (id: string) => async () =>
        (await testDb.clientImport.findUnique({ where: { id }, select: { status: true } }))?.status === "done";
      const at = await finishOrder({ a: done(importA.importId!), b: done(importB.importId!) });
      expect(at.b).toBeLessThan(at.a!);
    },
  );

  it(
    "privacy-export: A's export of a busy account, asked again and again, does not hold B's",
    { timeout: 150_000 },
    async () => {
      const a = await busyAccount({ clients: 3000, proposals: 800 });
      const b = await makeAccount({ plan: "five_users" });
      const callerA = callerFor(await signIn(a.owner));
      const callerB = callerFor(await signIn(b.owner));
      const exportA = await callerA.users.requestExport();
      // Asked again: the one under way, no second job.
      for (let i = 0; i < 5; i += 1)
        await expect(callerA.users.requestExport()).resolves.toMatchObject({ id: exportA.id });
      const exportB = await callerB.users.requestExport();
      const done = (id: string) => async () =>
        (await testDb.dataExport.findUnique({ where: { id }, select: { status: true } }))?.status === "done";
      const at = await finishOrder({ a: done(exportA.id), b: done(exportB.id) });
      expect(at.b).toBeLessThan(at.a!);
    },
  );

  it("privacy-delete-account: A's deletion of a busy account does not hold B's", { timeout: 150_000 }, async () => {
    const a = await busyAccount({ clients: 3000, proposals: 800 });
    const b = await makeAccount({ plan: "five_users" });
    await makeUser(b.account.id, "SELLER");
    const callerA = callerFor(await signIn(a.owner));
    const callerB = callerFor(await signIn(b.owner));
    await callerA.users.deleteMe({ confirm: "EXCLUIR" });
    await callerB.users.deleteMe({ confirm: "EXCLUIR" });
    const gone = (id: string) => async () =>
      (await testDb.account.findUnique({ where: { id }, select: { id: true } })) === null;
    const at = await finishOrder({ a: gone(a.account.id), b: gone(b.account.id) });
    expect(at.b).toBeLessThan(at.a!);
  });
});
