// An account's deletion leaves nothing of it behind. The account lives a little first: a client's
// answer whose notification is still waiting to be coalesced, an e-mail change whose link went out, a
// data export; then its owner deletes it, with the worker running in this process (PROCESS_ROLE=all)
// against a local SMTP server. Afterwards every text and JSON column of the database, pg-boss's
// schema included, is searched for its people's addresses and names, its client's name and the
// answer's name, phone and message: none is found, and the queued notification never went out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyJobs } from "~/features/privacy/server";
import { env } from "~/env";
import { startJobs, stopJobs } from "~/platform/jobs";
import { mailJobs } from "~/platform/mail/queue";
import { createCaller } from "~/server/api/root";
import { allJobs } from "~/server/jobs";
import { makeAccount, makeUser, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb, uniq } from "~/test/db";
import { startFakeSmtp } from "~/test/fake-smtp";
import { imovelDraft } from "~/test/proposal-fixtures";
import { waitFor } from "../../scripts/lib/processes.ts";

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp("up");
  // Notifications wait 10 minutes to be coalesced: the answer's is still queued when the owner
  // deletes, however slow the machine (the scans alone take seconds on a full test database).
  Object.assign(env, { SMTP_URL: smtp.url(), PROCESS_ROLE: "all", MAIL_COALESCE_SECONDS: 600 });
  allJobs();
  await startJobs([...mailJobs(), ...privacyJobs]);
});
afterAll(async () => {
  await stopJobs();
  await smtp.close();
});

type Column = { schema: string; table: string; column: string };

/** Every text, character and JSON column of the public and pgboss schemas (tables and partitions). */
async function textColumns(): Promise<Column[]> {
  return testDb.$queryRaw<Column[]>`
    SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema IN ('public', 'pgboss')
       AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb') OR c.udt_name IN ('_text', '_varchar'))`;
}

/** Where any of `needles` appears (case-insensitive), as "schema.table.column: needle". */
async function traces(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns()) {
    const rows = await testDb.$queryRawUnsafe<{ needle: string }[]>(
      `SELECT n AS needle FROM unnest($1::text[]) n WHERE EXISTS (SELECT 1 FROM "${schema}"."${table}" WHERE "${column}"::text ILIKE '%' || n || '%')`,
      needles,
    );
    for (const { needle } of rows) found.push(`${schema}.${table}.${column}: ${needle}`);
  }
  return found;
}

describe("an account's deletion", () => {
  it(
    "cancels its queued e-mails and leaves none of its people's or clients' data in any column, pg-boss's included",
    { timeout: 180_000 },
    async () => {
      const tag = uniq("rastro").replace(/[^a-z0-9]/gi, "");
      const { account, owner } = await makeAccount({ plan: "five_users" });
      const seller = await makeUser(account.id, "SELLER");
      await testDb.user.update({ where: { id: owner.id }, data: { name: `Otília Titular ${tag}` } });
      await testDb.user.update({ where: { id: seller.id }, data: { name: `Sebastião Vendedor ${tag}` } });
      const sellerCaller = callerFor(await signIn(seller));
      const proposal = await sellerCaller.proposals.create(imovelDraft({ client: { name: `Clara Cliente ${tag}` } }));

      // A client's answer: stored, and its notification waits (coalescing) on the queue.
      const answer = {
        name: `Rui Interessado ${tag}`,
        phone: "11976543210",
        message: `Quero a carta ${tag} ainda hoje`,
      };
      await createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "Mozilla/5.0 (iPhone)" })).proposals.respond({
        token: proposal.publicToken,
        ...answer,
      });
      expect(await testDb.queuedEmail.count({ where: { accountId: account.id } })).toBe(1);

      // The seller asks to change e-mail: the link's e-mail is built and sent by the worker.
      const newAddress = `novo-${tag}@example.com`.toLowerCase();
      await sellerCaller.users.changeEmail({ email: newAddress, currentPassword: PASSWORD });
      await waitFor("the change link sent", () => smtp.messages.some((m) => m.includes(`To: ${newAddress}`)), {
        timeoutMs: 20_000,
      });

      // The owner's data export, run by the worker.
      const ownerCaller = callerFor(await signIn(owner));
      const exported = await ownerCaller.users.requestExport();
      await waitFor(
        "the export done",
        async () => (await testDb.dataExport.findUnique({ where: { id: exported.id } }))?.status === "done",
        { timeoutMs: 60_000 },
      );

      const needles = [
        owner.email,
        seller.email,
        newAddress,
        `Titular ${tag}`,
        `Vendedor ${tag}`,
        `Cliente ${tag}`,
        `Interessado ${tag}`,
        `carta ${tag}`,
        answer.phone,
      ];
      // The search sees the account while it lives, and reaches pg-boss's job payloads.
      expect(await traces(needles)).toEqual(
        expect.arrayContaining([
          `public.ProposalResponse.message: carta ${tag}`,
          `public.QueuedEmail.text: carta ${tag}`,
          `public.User.email: ${owner.email}`,
        ]),
      );
      expect(await textColumns()).toContainEqual({ schema: "pgboss", table: "job", column: "data" });

      const before = smtp.messages.length;
      await ownerCaller.users.deleteMe({ confirm: "EXCLUIR" });
      await waitFor(
        "the account deleted",
        async () => (await testDb.account.findUnique({ where: { id: account.id } })) === null,
        { timeoutMs: 60_000 },
      );
      await waitFor("the owner told", () => smtp.messages.slice(before).some((m) => m.includes(`To: ${owner.email}`)), {
        timeoutMs: 20_000,
      });
      await waitFor(
        "the owner's e-mail no longer queued",
        async () => (await testDb.queuedEmail.count({ where: { to: owner.email } })) === 0,
        { timeoutMs: 20_000 },
      );

      // The answer's notification was cancelled, not delivered to the deleted seller.
      expect(smtp.messages.filter((m) => m.includes(`To: ${seller.email}`))).toEqual([]);
      expect(await traces(needles)).toEqual([]);
    },
  );
});
