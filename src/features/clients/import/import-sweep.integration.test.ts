// An import whose job failed for good without its handler ending the row (the worker killed on
// every attempt) is undone and marked failed by the sweep; one whose job is still live is left alone.
// The rows here are dated in 2020 and the sweep runs "then", so it sees no other test's import.
import { afterAll, describe, expect, it } from "vitest";
import { jobBoss, sendJob, stopJobs } from "~/platform/jobs";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { IMPORT_FAILED_MESSAGE, IMPORT_QUEUE, runClientImport } from "./import-job";
import { ABANDONED_AFTER_MS, failAbandonedImports } from "./import-sweep";
import { diesAfterFirstBatch } from "~/test/dying-db";

afterAll(() => stopJobs());

const LONG_AGO = new Date("2020-01-06T12:00:00Z");
const sweepAt = new Date(LONG_AGO.getTime() + ABANDONED_AFTER_MS + 60_000);
const csv = (text: string) => Buffer.from(text, "utf8").toString("base64");

async function stagedImport(id: string, extra = 200) {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  const caller = callerFor(await signIn(owner));
  const { id: helena } = await caller.clients.create({ name: "Helena", phone: "(11) 94444-1111" });
  const lines = ["Nome;Telefone;E-mail", "Helena Prado;(11) 94444-1111;helena@x.com"];
  for (let i = 0; i < extra; i += 1) lines.push(`Cliente ${i};(11) 9${String(80_000_000 + i).slice(-8)};`);
  const preview = await caller.clients.import({ fileBase64: csv(lines.join("\n")) });
  const rows = preview.rows.map((r) => ({
    name: r.name,
    phone: r.phone,
    email: r.email,
    document: null,
    city: null,
    source: null,
    notes: "",
    nextContactOn: null,
    lgpdBasis: "procedimentos_preliminares",
  }));
  const importId = `${id}-${account.id}`;
  await testDb.clientImport.create({
    data: { id: importId, accountId: account.id, userId: owner.id, total: rows.length, rows, createdAt: LONG_AGO },
  });
  return { account, helena, importId };
}

describe("the abandoned-imports sweep", () => {
  it(
    "undoes an import whose last attempt died (no retry left) and marks it failed in pt-BR",
    { timeout: 60_000 },
    async () => {
      const { account, helena, importId } = await stagedImport("imp-dead");
      // Its last attempt (none left after it) dies midway; pg-boss then fails the job, as on its expiry.
      const boss = await jobBoss();
      if (!(await boss.getQueue(IMPORT_QUEUE))) await boss.createQueue(IMPORT_QUEUE);
      const jobId = await boss.send(IMPORT_QUEUE, { importId }, { retryLimit: 0 });
      await expect(runClientImport(diesAfterFirstBatch(testDb), importId)).rejects.toThrow("Connection terminated");
      await boss.fail(IMPORT_QUEUE, jobId!);
      expect((await boss.findJobs(IMPORT_QUEUE, { id: jobId! }))[0]?.state).toBe("failed");
      // Left half written and "running": the handler never saw its last failure.
      expect((await testDb.clientImport.findUniqueOrThrow({ where: { id: importId } })).status).toBe("running");
      expect(await testDb.client.count({ where: { importId } })).toBeGreaterThan(0);
      expect((await testDb.client.findUniqueOrThrow({ where: { id: helena } })).email).toBe("helena@x.com");

      expect(await failAbandonedImports(testDb, sweepAt)).toEqual([importId]);
      expect(await testDb.clientImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({
        status: "failed",
        error: IMPORT_FAILED_MESSAGE,
        processed: 0,
      });
      expect(await testDb.client.count({ where: { importId } })).toBe(0);
      expect(
        await testDb.client.findMany({ where: { accountId: account.id }, select: { id: true, email: true } }),
      ).toEqual([{ id: helena, email: null }]);
      // The next sweep finds nothing left to do.
      expect(await failAbandonedImports(testDb, sweepAt)).toEqual([]);
    },
  );

  it("leaves alone an import whose job is still queued, and one already finished", async () => {
    const live = await stagedImport("imp-live", 3);
    await sendJob(IMPORT_QUEUE, { importId: live.importId });
    const done = await stagedImport("imp-done", 3);
    await runClientImport(testDb, done.importId);

    expect(await failAbandonedImports(testDb, sweepAt)).toEqual([]);
    expect((await testDb.clientImport.findUniqueOrThrow({ where: { id: live.importId } })).status).toBe("queued");
    const finished = await testDb.clientImport.findUniqueOrThrow({ where: { id: done.importId } });
    expect(finished).toMatchObject({ status: "done", created: 3 });
    expect(await testDb.client.count({ where: { importId: done.importId } })).toBe(3);

    // Once its job is gone for good (cancelled here), the queued import is failed too.
    const boss = await jobBoss();
    const [job] = await boss.findJobs(IMPORT_QUEUE, { data: { importId: live.importId } });
    await boss.cancel(IMPORT_QUEUE, job!.id);
    expect(await failAbandonedImports(testDb, sweepAt)).toEqual([live.importId]);
    expect((await testDb.clientImport.findUniqueOrThrow({ where: { id: live.importId } })).status).toBe("failed");
  });
});
