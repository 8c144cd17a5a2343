// A busy account for the tests of account-wide work (long-work-sizes, the account's deletion), and a
// database client that notes its longest single operation.
import { expect } from "vitest";
import { createCaller } from "~/server/api/root";
import { makeAccount, makeUser, signIn } from "./account-fixtures";
import { contextFor, testDb } from "./db";
import { imovelDraft } from "./proposal-fixtures";

/** Copies of the row `id` of `table` for each of `count` new ids, with `overrides` (SQL expressions over g, the series index, and t, the template). */
async function cloneRows(table: string, templateId: string, count: number, overrides: Record<string, string>) {
  const columns = (
    await testDb.$queryRaw<{ name: string }[]>`
    select column_name as name from information_schema.columns where table_name = ${table} and table_schema = current_schema() order by ordinal_position`
  ).map((c) => c.name);
  const values = columns.map((c) => overrides[c] ?? `t."${c}"`);
  await testDb.$executeRawUnsafe(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) select ${values.join(", ")} from "${table}" t, generate_series(1, ${count}) g where t.id = $1`,
    templateId,
  );
}

/**
 * An account with `clients` clients (two timeline events each) and `proposals` proposals (with their
 * versions) by one seller, built by SQL in seconds: the size of a busy account for the long-work tests.
 */
export async function busyAccount({ clients: CLIENTS, proposals: PROPOSALS }: { clients: number; proposals: number }) {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  const sellerCaller = createCaller(contextFor(await signIn(seller)));
  const template = await sellerCaller.proposals.create(
    imovelDraft({ client: { name: "Modelo", phone: "(11) 91234-0000" } }),
  );
  const proposal = await testDb.proposal.findUniqueOrThrow({ where: { id: template.id }, select: { clientId: true } });
  await cloneRows("Client", proposal.clientId, CLIENTS, {
    id: `'cl' || md5(t.id || g)`,
    name: `'Cliente ' || g`,
    phone: `'119' || lpad(g::text, 8, '0')`,
    email: `'c' || g || '@carteira.example'`,
    document: "null",
  });
  await testDb.$executeRaw`insert into "ClientEvent" (id, "accountId", "clientId", kind, detail)
    select 'ev' || md5(c.id || k), c."accountId", c.id, 'note', 'Ligou e pediu a simulação de novo' from "Client" c, generate_series(1, 2) k where c."accountId" = ${account.id}`;
  await cloneRows("Proposal", template.id, PROPOSALS - 1, {
    id: `'pr' || md5(t.id || g)`,
    publicToken: `md5(t."publicToken" || g)`,
    idempotencyKey: "null",
    clientId: `(select id from "Client" where "accountId" = t."accountId" and phone = '119' || lpad(g::text, 8, '0'))`,
  });
  await testDb.$executeRaw`insert into "ProposalVersion" (id, "proposalId", "accountId", version, "engineVersion", inputs, results, "createdAt")
    select 'pv' || md5(p.id), p.id, p."accountId", v.version, v."engineVersion", v.inputs, v.results, v."createdAt"
    from "Proposal" p, "ProposalVersion" v where v."proposalId" = ${template.id} and p."accountId" = ${account.id} and p.id <> ${template.id}`;
  expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(CLIENTS + 1);
  expect(await testDb.proposal.count({ where: { accountId: account.id, sellerId: seller.id } })).toBe(PROPOSALS);
  return { account, owner, seller };
}

/** The test database, noting the longest single operation (a statement, or a whole interactive transaction's parts). */
export function watchedDb() {
  const longest = { ms: 0, what: "" };
  const calls = new Map<string, number>();
  const client = testDb.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        const start = performance.now();
        calls.set(`${model ?? ""}.${operation}`, (calls.get(`${model ?? ""}.${operation}`) ?? 0) + 1);
        try {
          return await query(args);
        } finally {
          const ms = performance.now() - start;
          if (ms > longest.ms) Object.assign(longest, { ms: Math.round(ms), what: `${model ?? ""}.${operation}` });
        }
      },
    },
  }) as unknown as typeof testDb;
  return {
    client,
    longest,
    calls,
    reset: () => {
      Object.assign(longest, { ms: 0, what: "" });
      calls.clear();
    },
  };
}
