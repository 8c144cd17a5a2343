// The e-mail queues are fair between accounts. One account's flood of notifications (300 client
// answers' e-mails) neither holds up another account's verification link (its own queue) nor reaches
// its sellers as 300 e-mails: each seller gets one that lists theirs. One account's flood of
// transactional e-mails does not hold up another's either (its backlog lowers its priority). The worker runs in this process
// (PROCESS_ROLE=all, as `npm start` has it) against a local SMTP server; the rate is the default.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { sendJob, startJobs, stopJobs } from "~/platform/jobs";
import { MAIL_QUEUE, mailJobs, NOTICE_QUEUE, sendNotification } from "~/platform/mail/queue";
import { sendMail } from "~/platform/mail/queue";
import { createCaller } from "~/server/api/root";
import { allJobs } from "~/server/jobs";
import { makeAccount, makeUser, uniqueIp } from "~/test/account-fixtures";
import { contextFor, testDb } from "~/test/db";
import { startFakeSmtp } from "~/test/fake-smtp";
import { waitFor } from "../../scripts/lib/processes.ts";

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp("up");
  Object.assign(env, { SMTP_URL: smtp.url(), PROCESS_ROLE: "all" });
  // The worker's list registers the e-mails built at sending (the verification link's).
  allJobs();
  await startJobs(mailJobs());
});
afterAll(async () => {
  await stopJobs();
  await smtp.close();
});

/** A message as the SMTP server got it, its quoted-printable body decoded. */
function decoded(raw: string): string {
  const bytes = raw
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
const to = (address: string) => smtp.messages.filter((m) => m.includes(`To: ${address}`)).map(decoded);

describe("the e-mail queues between accounts", () => {
  it(
    "one account's 300 notifications: another account's verification link goes out within 10 s, and each seller gets one e-mail listing theirs",
    { timeout: 120_000 },
    async () => {
      // A window longer than queueing the 300 takes on a loaded machine.
      Object.assign(env, { MAIL_COALESCE_SECONDS: 30 });
      const noisy = await makeAccount({ plan: "ten_users" });
      const sellers = [
        noisy.owner,
        await makeUser(noisy.account.id, "SELLER"),
        await makeUser(noisy.account.id, "SELLER"),
      ];
      const quiet = await makeAccount();
      await testDb.user.update({ where: { id: quiet.owner.id }, data: { emailVerifiedAt: null } });

      for (let batch = 0; batch < 300; batch += 30) {
        await Promise.all(
          Array.from({ length: 30 }, (_, j) => {
            const i = batch + j;
            const seller = sellers[i % sellers.length]!;
            return sendNotification(testDb, {
              accountId: noisy.account.id,
              userId: seller.id,
              to: seller.email,
              subject: `Novo interesse na proposta de Cliente ${i}`,
              text: `Mensagem numero ${i} do cliente`,
              tag: "interesse",
            });
          }),
        );
      }
      // Ids only in the jobs: one queued per seller, whatever the number of notices.
      const jobs = await testDb.$queryRaw<
        { data: Record<string, string> }[]
      >`SELECT data FROM pgboss.job WHERE name = ${NOTICE_QUEUE} AND data->>'accountId' = ${noisy.account.id}`;
      expect(jobs.map((j) => j.data).sort((a, b) => a.userId!.localeCompare(b.userId!))).toEqual(
        sellers
          .map((s) => ({ accountId: noisy.account.id, userId: s.id }))
          .sort((a, b) => a.userId.localeCompare(b.userId)),
      );

      const started = Date.now();
      await createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "vitest" })).auth.resendVerification({
        email: quiet.owner.email,
      });
      await waitFor(
        "the other account's verification link",
        () => to(quiet.owner.email).some((m) => m.includes("/verificar-email?token=")),
        { timeoutMs: 10_000, everyMs: 100 },
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      // The link's token was issued when the e-mail was sent: no job or queued row ever held it, nor an address.
      const token = /verificar-email\?token=([\w-]+)/.exec(to(quiet.owner.email).join("\n"))?.[1];
      expect(token).toBeTruthy();
      const holding = await testDb.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE data::text LIKE ${`%${token}%`} OR data::text LIKE ${`%${quiet.owner.email}%`} OR data::text LIKE ${`%${sellers[0]!.email}%`}`;
      expect(holding).toEqual([{ n: 0 }]);
      expect(
        await testDb.queuedEmail.count({ where: { OR: [{ text: { contains: token! } }, { to: quiet.owner.email }] } }),
      ).toBe(0);

      await waitFor(
        "every notice sent",
        async () => (await testDb.queuedEmail.count({ where: { accountId: noisy.account.id } })) === 0,
        { timeoutMs: 60_000 },
      );
      for (const [k, seller] of sellers.entries()) {
        const mails = to(seller.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toContain("Você recebeu 100 avisos nos últimos minutos");
        for (let i = k; i < 300; i += sellers.length) expect(mails[0]).toContain(`Mensagem numero ${i} do cliente`);
      }
    },
  );

  it(
    "one account's 300 transactional e-mails: another account's verification link and its seller's notification still go out promptly",
    { timeout: 120_000 },
    async () => {
      Object.assign(env, { MAIL_COALESCE_SECONDS: 5 });
      const noisy = await makeAccount();
      const quiet = await makeAccount();
      const quietSeller = await makeUser(quiet.account.id, "SELLER");
      await testDb.user.update({ where: { id: quiet.owner.id }, data: { emailVerifiedAt: null } });

      for (let batch = 0; batch < 300; batch += 30) {
        await Promise.all(
          Array.from({ length: 30 }, (_, j) =>
            sendMail(testDb, {
              accountId: noisy.account.id,
              to: noisy.owner.email,
              subject: `Recibo ${batch + j}`,
              text: `Pagamento numero ${batch + j}`,
            }),
          ),
        );
      }
      const started = Date.now();
      await createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "vitest" })).auth.resendVerification({
        email: quiet.owner.email,
      });
      await sendNotification(testDb, {
        accountId: quiet.account.id,
        userId: quietSeller.id,
        to: quietSeller.email,
        subject: "Novo interesse na proposta de Dora",
        text: "Mensagem da Dora",
      });
      await waitFor(
        "the other account's verification link",
        () => to(quiet.owner.email).some((m) => m.includes("/verificar-email?token=")),
        { timeoutMs: 10_000, everyMs: 100 },
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      // Its notification waits only its coalescing window (5 s here), not for the other's backlog.
      await waitFor(
        "the other account's notification",
        () => to(quietSeller.email).some((m) => m.includes("Mensagem da Dora")),
        { timeoutMs: 12_000, everyMs: 100 },
      );
      expect(to(noisy.owner.email).length).toBeLessThan(300);

      // The backlog drains at the default rate (10 a second), every message once.
      await waitFor(
        "the backlog sent",
        async () => (await testDb.queuedEmail.count({ where: { accountId: noisy.account.id } })) === 0,
        { timeoutMs: 60_000 },
      );
      expect(to(noisy.owner.email)).toHaveLength(300);
    },
  );

  it(
    "still delivers a message the previous version queued whole (address and text in the job)",
    { timeout: 30_000 },
    async () => {
      const address = `anterior-${Date.now()}@example.com`;
      await sendJob(MAIL_QUEUE, { to: address, subject: "Mensagem antiga", text: "Texto da versao anterior" });
      await waitFor("the old job's message", () => to(address).some((m) => m.includes("Texto da versao anterior")), {
        timeoutMs: 20_000,
      });
    },
  );
});
