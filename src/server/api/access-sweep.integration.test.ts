// The access sweep: every procedure of appRouter, called as five people, against the ladder step the
// table below gives it. A procedure missing from the table fails the sweep with the line to add, so
// nothing ships unclassified (the table: src/test/access-ladder.ts). Unpaid accounts keep their session, export and deletion; the team and
// the product need a paid account.
import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_TTL_MS } from "~/features/accounts/login";
import type { SessionContext } from "~/features/accounts/types";
import type { Role } from "~/generated/prisma/enums";
import { appRouter, createCaller } from "~/server/api/root";
import { makeAccount, makeUser } from "~/test/account-fixtures";
import { contextFor, sessionContext, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { ACCESS, ACCESS_CODES, OUTCOME, PERSONAS, type Fixtures, type Persona } from "~/test/access-ladder";

/** A live DB session for the user, built without a password check (no bcrypt in the sweep). */
async function sessionOf(user: { id: string; accountId: string }): Promise<SessionContext> {
  const row = await testDb.session.create({
    data: { userId: user.id, accountId: user.accountId, kind: "WEB", expiresAt: new Date(Date.now() + SESSION_TTL_MS) },
  });
  return sessionContext(row.id);
}

async function userIn(accountId: string, role: Role, options?: { terms?: boolean }) {
  return makeUser(accountId, role, options);
}

const procedures = Object.keys(
  (appRouter._def as unknown as { procedures: Record<string, unknown> }).procedures,
).sort();

let sessions: Record<Persona, SessionContext | null>;
/** Account A's owner's ids, and each of its two sellers' own. */
let fixtures: Fixtures;
let sellerFixtures: Fixtures;
let otherSellerFixtures: Fixtures;
let otherSeller: SessionContext;

/** A proposal (with its client and a client's answer), an import and an export of the session's person. */
async function idsOf(session: SessionContext, sellerId: string): Promise<Fixtures> {
  const { account, user } = session;
  const proposal = await createCaller(contextFor(session)).proposals.create(
    imovelDraft({ client: { name: "Ana Cliente" } }),
  );
  const response = await testDb.proposalResponse.create({
    data: {
      accountId: account.id,
      proposalId: proposal.id,
      clientId: proposal.clientId,
      name: "Ana Cliente",
      phone: "11987654321",
    },
  });
  const spreadsheet = await testDb.clientImport.create({
    data: { accountId: account.id, userId: user.id, total: 0, rows: [], status: "done" },
  });
  const dataExport = await testDb.dataExport.create({
    data: { accountId: account.id, userId: user.id, status: "done", expiresAt: new Date(Date.now() + 86_400_000) },
  });
  // A session of their own for the fixtures: the sweep above signs its personas' sessions out.
  const device = await sessionOf({ id: user.id, accountId: account.id });
  return {
    sessionId: device.sessionId,
    sellerId,
    proposalId: proposal.id,
    clientId: proposal.clientId,
    responseId: response.id,
    importId: spreadsheet.id,
    exportId: dataExport.id,
  };
}

beforeAll(async () => {
  const a = await makeAccount({ plan: "ten_users" });
  const b = await makeAccount();
  const unpaid = await makeAccount({ status: "PENDING_PAYMENT" });
  const seller = await userIn(a.account.id, "SELLER");
  const secondSeller = await userIn(a.account.id, "SELLER");
  const pending = await userIn(a.account.id, "SELLER", { terms: false });
  const aOwner = await sessionOf(a.owner);
  sessions = {
    anonymous: null,
    termsPendingSeller: await sessionOf(pending),
    unpaidOwner: await sessionOf(unpaid.owner),
    sameAccountSeller: await sessionOf(seller),
    otherAccountOwner: await sessionOf(b.owner),
  };
  otherSeller = await sessionOf(secondSeller);
  fixtures = await idsOf(aOwner, seller.id);
  sellerFixtures = await idsOf(sessions.sameAccountSeller!, seller.id);
  otherSellerFixtures = await idsOf(otherSeller, secondSeller.id);
}, 60_000);

function call(session: SessionContext | null, path: string, input: unknown): Promise<unknown> {
  const caller = createCaller(contextFor(session, { ip: "203.0.113.9" })) as unknown as Record<
    string,
    Record<string, (i: unknown) => Promise<unknown>>
  >;
  const [router, name] = path.split(".") as [string, string];
  const procedure = caller[router]?.[name];
  if (!procedure) throw new Error(`no procedure ${path} on the caller`);
  return procedure(input);
}

/** The refusal code, or "through" when the ladder let the call in (it may still fail on its input). */
async function outcomeOf(session: SessionContext | null, path: string): Promise<string> {
  // An input no schema accepts: a caller the ladder lets through gets BAD_REQUEST and changes nothing.
  const error = await call(session, path, { __sweep: true }).then(
    () => null,
    (e: unknown) => e,
  );
  if (error === null) return "through";
  if (!(error instanceof TRPCError)) throw error;
  return ACCESS_CODES.has(error.code) ? error.code : "through";
}

describe("access sweep over appRouter", () => {
  it("every procedure has an entry in ACCESS, and every entry is a procedure", () => {
    const missing = procedures.filter((path) => !(path in ACCESS));
    const stale = Object.keys(ACCESS).filter((path) => !procedures.includes(path));
    const hint = missing
      .map(
        (path) =>
          `  "${path}": { step: "active" },  // public | session | account | accountOwner | active | owner | admin`,
      )
      .join("\n");
    expect(
      missing,
      `Classify these procedures in ACCESS (src/server/api/access-sweep.integration.test.ts):\n${hint}\n`,
    ).toEqual([]);
    expect(stale, "ACCESS names procedures appRouter no longer has: remove them").toEqual([]);
  });

  it.each(procedures)("%s answers each persona as its ladder step says", async (path) => {
    const rule = ACCESS[path];
    if (!rule) return; // reported by the completeness test above
    const got: Record<string, string> = {};
    for (const persona of PERSONAS) got[persona] = await outcomeOf(sessions[persona], path);
    expect(got, `${path} is classified "${rule.step}"`).toEqual(OUTCOME[rule.step]);
  });

  /** The holder's rows are as the fixtures left them. */
  async function untouched(ids: Fixtures) {
    expect(await testDb.session.findUniqueOrThrow({ where: { id: ids.sessionId } })).toMatchObject({ revokedAt: null });
    expect(await testDb.user.count({ where: { id: ids.sellerId } })).toBe(1);
    expect(await testDb.proposal.findUniqueOrThrow({ where: { id: ids.proposalId } })).toMatchObject({
      publicToken: expect.any(String),
    });
    expect(await testDb.proposalVersion.count({ where: { proposalId: ids.proposalId } })).toBe(1);
    expect(await testDb.proposalResponse.findUniqueOrThrow({ where: { id: ids.responseId } })).toMatchObject({
      status: "novo",
    });
    expect(await testDb.client.findUniqueOrThrow({ where: { id: ids.clientId } })).toMatchObject({
      name: "Ana Cliente",
      erasedAt: null,
      status: "proposta_enviada",
    });
    expect(
      await testDb.clientEvent.count({
        where: { clientId: ids.clientId, kind: { in: ["note", "whatsapp", "call", "email"] } },
      }),
    ).toBe(0);
  }

  const crossAccount = Object.entries(ACCESS).filter(([, rule]) => rule.otherAccount);
  it.each(crossAccount.map(([path]) => path))(
    "%s with account A's ids is NOT_FOUND for account B, and A's data stays",
    async (path) => {
      const input = ACCESS[path]?.otherAccount?.(fixtures);
      const error = await call(sessions.otherAccountOwner, path, input).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: "NOT_FOUND" });
      await untouched(fixtures);
    },
  );

  // Inside account A: a seller holding the owner's ids, or another seller's, reaches nothing of
  // theirs. The procedures only the owner may call refuse a seller before any id (FORBIDDEN above).
  const sellerReachable = crossAccount.filter(([, rule]) => OUTCOME[rule.step].sameAccountSeller === "through");
  const holders = [
    ["a seller with the owner's ids", () => sessions.sameAccountSeller, () => fixtures],
    ["a seller with another seller's ids", () => sessions.sameAccountSeller, () => otherSellerFixtures],
    ["the other seller with the first seller's ids", () => otherSeller, () => sellerFixtures],
  ] as const;
  it.each(
    sellerReachable.flatMap(([path]) => holders.map(([who, session, ids]) => [path, who, session, ids] as const)),
  )("%s: %s is NOT_FOUND, and their data stays", async (path, _who, session, ids) => {
    const input = ACCESS[path]?.otherAccount?.(ids());
    const error = await call(session(), path, input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "NOT_FOUND" });
    await untouched(ids());
  });

  it("the owner reaches each seller's rows of the account (the same ids are not simply unknown)", async () => {
    const owner = createCaller(contextFor(await sessionContext(fixtures.sessionId)));
    for (const ids of [sellerFixtures, otherSellerFixtures]) {
      await expect(owner.proposals.get({ id: ids.proposalId })).resolves.toMatchObject({ id: ids.proposalId });
      await expect(owner.clients.get({ id: ids.clientId })).resolves.toMatchObject({ id: ids.clientId });
      await expect(owner.clients.importStatus({ id: ids.importId })).resolves.toMatchObject({ id: ids.importId });
    }
    // And each seller their own, export included; the owner's export stays the owner's.
    const seller = createCaller(contextFor(sessions.sameAccountSeller));
    await expect(seller.proposals.get({ id: sellerFixtures.proposalId })).resolves.toMatchObject({
      id: sellerFixtures.proposalId,
    });
    await expect(seller.users.exportStatus({ id: sellerFixtures.exportId })).resolves.toMatchObject({
      id: sellerFixtures.exportId,
    });
    await expect(owner.users.exportStatus({ id: sellerFixtures.exportId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("the unpaid-account matrix", () => {
  it("an unpaid owner exports and deletes their data, but reaches no team or product feature", async () => {
    const { owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const caller = createCaller(contextFor(await sessionOf(owner)));
    await expect(caller.users.requestExport()).resolves.toMatchObject({ status: "queued" });
    for (const refused of [
      caller.users.list(),
      caller.users.addSeller({ name: "Carlos Vendedor", email: "c@example.com", password: "senha-forte-do-time" }),
      caller.settings.get(),
    ]) {
      await expect(refused).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
    }
    await expect(caller.users.deleteMe({ confirm: "EXCLUIR" })).resolves.toBeTruthy();
  });
});
