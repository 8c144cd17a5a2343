// The access sweep: every procedure of appRouter, called as five people, against the ladder step the
// table below gives it. A procedure missing from the table fails the sweep with the line to add, so
// nothing ships unclassified. Unpaid accounts keep their session, export and deletion; the team and
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

/**
 * The lowest ladder step each procedure requires.
 * - public: anyone; session: a live session (unpaid and terms-pending included);
 * - account: + current terms accepted; active: + a paid account;
 * - accountOwner: the account's OWNER, paid or not (billing); owner: the OWNER of a paid account;
 * - admin: the platform operator.
 */
type Step = "public" | "session" | "account" | "accountOwner" | "active" | "owner" | "admin";
/**
 * The ids one person of account A holds (their session, proposal, its client and an answer, a
 * spreadsheet import, a data export): a procedure that takes an id must answer NOT_FOUND to account
 * B, and to a seller of A holding the owner's or another seller's ids (docs/security.md, "Roles
 * inside the account").
 */
type Fixtures = {
  sessionId: string;
  sellerId: string;
  proposalId: string;
  clientId: string;
  responseId: string;
  importId: string;
  exportId: string;
};
type Rule = { step: Step; otherAccount?: (a: Fixtures) => unknown };

const ACCESS: Record<string, Rule> = {
  "auth.session": { step: "public" },
  "auth.me": { step: "session" },
  "auth.signUp": { step: "public" },
  "auth.verifyEmail": { step: "public" },
  "auth.resendVerification": { step: "public" },
  "auth.requestPasswordReset": { step: "public" },
  "auth.resetPassword": { step: "public" },
  "auth.createToken": { step: "public" },
  "auth.signOut": { step: "session" },
  "auth.sessions": { step: "session" },
  "auth.endSession": { step: "session", otherAccount: (a) => ({ sessionId: a.sessionId }) },
  "auth.endSessionWithCredentials": { step: "public" },
  "auth.devOutbox": { step: "public" },
  "users.acceptTerms": { step: "session" },
  "users.setTheme": { step: "session" },
  "users.list": { step: "owner" },
  "users.addSeller": { step: "owner" },
  "users.removeSeller": { step: "owner", otherAccount: (a) => ({ userId: a.sellerId }) },
  "users.profile": { step: "session" },
  "users.updateProfile": { step: "session" },
  "users.changePassword": { step: "session" },
  "users.changeEmail": { step: "session" },
  "users.requestExport": { step: "session" },
  "users.exportStatus": { step: "session", otherAccount: (a) => ({ id: a.exportId }) },
  "users.deleteMe": { step: "session" },
  "settings.get": { step: "active" },
  "settings.update": { step: "owner" },
  "settings.simulatorDefaults": { step: "active" },
  "uploads.pdfImages": { step: "active" },
  "uploads.reorderPdfImages": { step: "owner" },
  "proposals.create": { step: "active" },
  "proposals.get": { step: "active", otherAccount: (a) => ({ id: a.proposalId }) },
  "proposals.list": { step: "active" },
  "proposals.update": { step: "active", otherAccount: (a) => ({ ...imovelDraft(), id: a.proposalId }) },
  "proposals.duplicate": { step: "active", otherAccount: (a) => ({ id: a.proposalId }) },
  "proposals.delete": { step: "active", otherAccount: (a) => ({ id: a.proposalId }) },
  "proposals.revokeLink": { step: "active", otherAccount: (a) => ({ id: a.proposalId }) },
  "proposals.dashboard": { step: "active" },
  "proposals.responses": { step: "active" },
  "proposals.newResponsesCount": { step: "active" },
  "proposals.setResponseStatus": { step: "active", otherAccount: (a) => ({ id: a.responseId, status: "em_contato" }) },
  "proposals.respond": { step: "public" },
  "proposals.versionFromAnswer": { step: "active", otherAccount: (a) => ({ responseId: a.responseId }) },
  // Another account's group history: NOT_FOUND on read, replace and delete (features/groups' own integration test).
  "groups.list": { step: "active" },
  "groups.get": { step: "active" },
  "groups.save": { step: "active" },
  "groups.delete": { step: "active" },
  // The Banco Central's figures are public; the links are the account's own (keyed by the group's name).
  "bcb.search": { step: "active" },
  "bcb.profile": { step: "active" },
  "bcb.links": { step: "active" },
  "bcb.card": { step: "active" },
  "bcb.link": { step: "active" },
  "bcb.unlink": { step: "active" },
  "clients.list": { step: "active" },
  "clients.get": { step: "active", otherAccount: (a) => ({ id: a.clientId }) },
  "clients.today": { step: "active" },
  "clients.badge": { step: "active" },
  "clients.create": { step: "active" },
  "clients.update": { step: "active", otherAccount: (a) => ({ id: a.clientId, name: "Outra Conta" }) },
  "clients.setStatus": { step: "active", otherAccount: (a) => ({ id: a.clientId, status: "negociacao" }) },
  "clients.setNextContact": { step: "active", otherAccount: (a) => ({ id: a.clientId, nextContactOn: "2030-01-01" }) },
  "clients.addNote": { step: "active", otherAccount: (a) => ({ id: a.clientId, text: "de outra conta" }) },
  "clients.logContact": { step: "active", otherAccount: (a) => ({ id: a.clientId, kind: "whatsapp" }) },
  "clients.reassign": { step: "owner", otherAccount: (a) => ({ id: a.clientId, sellerId: a.sellerId }) },
  "clients.import": { step: "active" },
  "clients.importStatus": { step: "active", otherAccount: (a) => ({ id: a.importId }) },
  "clients.export": { step: "active" },
  "clients.exportData": { step: "active", otherAccount: (a) => ({ id: a.clientId }) },
  "clients.erase": { step: "owner", otherAccount: (a) => ({ id: a.clientId, confirm: "EXCLUIR" }) },
  "clients.alerts": { step: "active" },
  "clients.alertsShown": { step: "active" },
  "clients.seeAlerts": { step: "active", otherAccount: (a) => ({ id: a.clientId }) },
  "clients.notices": { step: "active" },
  "clients.setNotices": { step: "active" },
  "clients.templates": { step: "active" },
  "clients.saveTemplates": { step: "owner" },
  // Paying is what an unpaid account must still be able to do.
  "payments.prices": { step: "public" },
  "payments.create": { step: "account" },
  "payments.status": { step: "account" },
  "payments.cancel": { step: "accountOwner" },
  "admin.accounts": { step: "admin" },
  "admin.account": { step: "admin" },
  "admin.setStatus": { step: "admin" },
  "admin.adjustments": { step: "admin" },
  "admin.applyAdjustment": { step: "admin" },
  "admin.bankRates": { step: "admin" },
  "admin.saveBankRate": { step: "admin" },
  "admin.bcbImports": { step: "admin" },
  "admin.deleteBankRate": { step: "admin" },
  "proposals.verifyPdf": { step: "public" },
  "rates.presets": { step: "account" },
};

type Persona = "anonymous" | "termsPendingSeller" | "unpaidOwner" | "sameAccountSeller" | "otherAccountOwner";
const PERSONAS: Persona[] = [
  "anonymous",
  "termsPendingSeller",
  "unpaidOwner",
  "sameAccountSeller",
  "otherAccountOwner",
];

/** What each persona gets at each step: the refusal's tRPC code, or "through" (past the ladder). */
const OUTCOME: Record<Step, Record<Persona, string>> = {
  public: {
    anonymous: "through",
    termsPendingSeller: "through",
    unpaidOwner: "through",
    sameAccountSeller: "through",
    otherAccountOwner: "through",
  },
  session: {
    anonymous: "UNAUTHORIZED",
    termsPendingSeller: "through",
    unpaidOwner: "through",
    sameAccountSeller: "through",
    otherAccountOwner: "through",
  },
  account: {
    anonymous: "UNAUTHORIZED",
    termsPendingSeller: "FORBIDDEN",
    unpaidOwner: "through",
    sameAccountSeller: "through",
    otherAccountOwner: "through",
  },
  accountOwner: {
    anonymous: "UNAUTHORIZED",
    termsPendingSeller: "FORBIDDEN",
    unpaidOwner: "through",
    sameAccountSeller: "FORBIDDEN",
    otherAccountOwner: "through",
  },
  active: {
    anonymous: "UNAUTHORIZED",
    termsPendingSeller: "FORBIDDEN",
    unpaidOwner: "PAYMENT_REQUIRED",
    sameAccountSeller: "through",
    otherAccountOwner: "through",
  },
  owner: {
    anonymous: "UNAUTHORIZED",
    termsPendingSeller: "FORBIDDEN",
    unpaidOwner: "PAYMENT_REQUIRED",
    sameAccountSeller: "FORBIDDEN",
    otherAccountOwner: "through",
  },
  admin: {
    anonymous: "UNAUTHORIZED",
    termsPendingSeller: "FORBIDDEN",
    unpaidOwner: "PAYMENT_REQUIRED",
    sameAccountSeller: "FORBIDDEN",
    otherAccountOwner: "FORBIDDEN",
  },
};
const ACCESS_CODES = new Set(["UNAUTHORIZED", "FORBIDDEN", "PAYMENT_REQUIRED"]);

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
