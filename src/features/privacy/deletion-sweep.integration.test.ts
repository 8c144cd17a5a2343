// An account marked for deletion whose job gave up is finished by the sweep, which queues its job
// again on the real pg-boss queue; beside a live job, or twice at once, it queues no second one. The
// owner gets one confirmation e-mail, sent once the account's last row is gone. The marks here are
// dated in 2020 and the sweep runs "then", so it sees no other test's account.
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "~/platform/db";
import { declareJobs, jobBoss, sendJob, stopJobs } from "~/platform/jobs";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { DELETE_ACCOUNT_QUEUE, deleteAccountInBatches } from "./account-deletion";
import { resendStuckDeletions, STUCK_AFTER_MS } from "./deletion-sweep";
import { privacyJobs } from "./jobs";

// As every process of the app does at start-up (src/instrumentation-node.ts): a send that creates the
// deletion queue creates it "stately" (one live job per account), not with pg-boss's default policy.
declareJobs(privacyJobs);
afterAll(() => stopJobs());

const MARKED = new Date("2020-01-06T12:00:00Z");
const later = (ms: number) => new Date(MARKED.getTime() + ms);

/** An account whose owner asked for its deletion at MARKED (sessions ended), with a proposal and a client. */
async function markedAccount() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  await makeUser(account.id, "SELLER");
  await callerFor(await signIn(owner)).proposals.create(imovelDraft({ client: { name: "Ana Cliente" } }));
  await testDb.account.update({ where: { id: account.id }, data: { deletingAt: MARKED } });
  await testDb.session.updateMany({ where: { accountId: account.id }, data: { revokedAt: MARKED } });
  return { account, owner };
}

async function liveJobs(accountId: string) {
  const boss = await jobBoss();
  return (await boss.findJobs<{ accountId: string }>(DELETE_ACCOUNT_QUEUE, { key: accountId })).filter((job) =>
    ["created", "retry", "active"].includes(job.state),
  );
}

describe("the stuck-deletions sweep", () => {
  it(
    "queues the job again for an account marked long ago with no job; the job finishes it and the owner is told once",
    { timeout: 60_000 },
    async () => {
      const { account, owner } = await markedAccount();
      // Not yet stuck: a deletion marked a minute ago is left to its own job.
      expect(await resendStuckDeletions(testDb, later(60_000))).not.toContain(account.id);
      expect(await resendStuckDeletions(testDb, later(STUCK_AFTER_MS + 60_000))).toEqual([account.id]);
      const [job] = await liveJobs(account.id);
      expect(job?.data).toEqual({ accountId: account.id });

      // The worker runs it. The confirmation goes out once the account's rows are all gone.
      const atSend: { accounts: number; users: number; proposals: number }[] = [];
      const watched = testDb.$extends({
        query: {
          outboxEmail: {
            async create({ args, query }) {
              const where = { accountId: account.id };
              atSend.push({
                accounts: await testDb.account.count({ where: { id: account.id } }),
                users: await testDb.user.count({ where }),
                proposals: await testDb.proposal.count({ where }),
              });
              return query(args);
            },
          },
        },
      }) as unknown as Db;
      await deleteAccountInBatches(watched, job!.data.accountId);
      await deleteAccountInBatches(watched, account.id);
      expect(await testDb.account.findUnique({ where: { id: account.id } })).toBeNull();
      expect(atSend).toEqual([{ accounts: 0, users: 0, proposals: 0 }]);
      const mail = await testDb.outboxEmail.findMany({ where: { to: owner.email } });
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toMatch(/^Sua conta foi excluída em \d{2}\/\d{2}\/\d{4}$/);
      expect(mail[0]!.text).toContain("Sua conta no Consórcio Pro foi excluída em");
      expect(mail[0]!.text).not.toContain("Ana Cliente");

      // Nothing left to sweep for it.
      expect(await resendStuckDeletions(testDb, later(STUCK_AFTER_MS + 120_000))).not.toContain(account.id);
    },
  );

  it("beside a live job, or run twice at once, it never queues a second deletion of one account", async () => {
    const withJob = await markedAccount();
    await sendJob(DELETE_ACCOUNT_QUEUE, { accountId: withJob.account.id }, { singletonKey: withJob.account.id });
    const withoutJob = await markedAccount();

    const [first, second] = await Promise.all([
      resendStuckDeletions(testDb, later(STUCK_AFTER_MS + 60_000)),
      resendStuckDeletions(testDb, later(STUCK_AFTER_MS + 60_000)),
    ]);
    expect([...first!, ...second!]).not.toContain(withJob.account.id);
    expect(await liveJobs(withJob.account.id)).toHaveLength(1);
    expect(await liveJobs(withoutJob.account.id)).toHaveLength(1);

    // A live job taken by a worker (active) counts too.
    const boss = await jobBoss();
    await testDb.$executeRaw`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = ${DELETE_ACCOUNT_QUEUE} AND singleton_key = ${withJob.account.id}`;
    expect(await resendStuckDeletions(testDb, later(STUCK_AFTER_MS + 60_000))).toEqual([]);
    expect(await liveJobs(withJob.account.id)).toHaveLength(1);

    // Leave no job behind for a later suite's worker.
    for (const accountId of [withJob.account.id, withoutJob.account.id]) {
      for (const job of await liveJobs(accountId)) await boss.deleteJob(DELETE_ACCOUNT_QUEUE, job.id);
    }
  });
});
