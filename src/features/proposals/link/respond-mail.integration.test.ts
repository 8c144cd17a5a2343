// "Tenho interesse" must not wait for the mail server. With jobs running in this process
// (PROCESS_ROLE=all, as `npm start` has it), the seller's e-mail goes on the pg-boss queue:
// the client's answer comes back while SMTP hangs, and the message is still delivered once SMTP is back,
// after failed attempts while it was down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { startJobs, stopJobs } from "~/platform/jobs";
import { mailJobs } from "~/platform/mail/queue";
import { createCaller } from "~/server/api/root";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { startFakeSmtp } from "~/test/fake-smtp";
import { imovelDraft } from "~/test/proposal-fixtures";
import { waitFor } from "../../../../scripts/lib/processes.ts";

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp("hang");
  Object.assign(env, { SMTP_URL: smtp.url(), PROCESS_ROLE: "all", MAIL_COALESCE_SECONDS: 0 });
});
afterAll(async () => {
  await stopJobs();
  await smtp.close();
});

type MailJob = { state: string; retryCount: number; userId: string };
// The seller's notification job carries the seller's and account's ids, never the address or text.
async function mailJobsTo(userId: string): Promise<MailJob[]> {
  return testDb.$queryRaw<MailJob[]>`
    SELECT state::text AS state, retry_count AS "retryCount", data->>'userId' AS "userId"
      FROM pgboss.job WHERE name = 'email-notifications' AND data->>'userId' = ${userId}`;
}

describe("respond and the seller's e-mail", () => {
  it("answers while SMTP hangs, retries while it is down, delivers once it is back", { timeout: 60_000 }, async () => {
    const { account } = await makeAccount({ plan: "five_users" });
    const seller = await makeUser(account.id, "SELLER");
    const proposal = await callerFor(await signIn(seller)).proposals.create(
      imovelDraft({ client: { name: "Ana Cliente" } }),
    );
    const anonymous = createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "Mozilla/5.0 (iPhone)" }));

    const started = performance.now();
    await expect(
      anonymous.proposals.respond({
        token: proposal.publicToken,
        name: "Bruna Lead",
        phone: "11987654321",
        message: "Quero saber mais",
      }),
    ).resolves.toEqual({ ok: true });
    // A hanging SMTP server would hold a request that sends at once for nodemailer's 30 s greeting timeout.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await testDb.proposalResponse.count({ where: { proposalId: proposal.id } })).toBe(1);
    expect(await mailJobsTo(seller.id)).toEqual([{ state: "created", retryCount: 0, userId: seller.id }]);

    await smtp.set("down");
    await startJobs(mailJobs());
    await waitFor("a failed delivery retried", async () => ((await mailJobsTo(seller.id))[0]?.retryCount ?? 0) >= 1, {
      timeoutMs: 30_000,
    });
    expect(smtp.messages).toHaveLength(0);

    await smtp.set("up");
    await waitFor("delivered", async () => (await mailJobsTo(seller.id))[0]?.state === "completed", {
      timeoutMs: 30_000,
    });
    const mail = smtp.messages.find((m) => m.includes("Bruna Lead"));
    expect(mail).toContain(`To: ${seller.email}`);
    expect(mail).toContain("Quero saber mais");
    expect(await testDb.proposalResponse.count({ where: { proposalId: proposal.id } })).toBe(1);
  });
});
