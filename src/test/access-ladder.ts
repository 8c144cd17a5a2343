// The access sweep's ladder (src/server/api/access-sweep.integration.test.ts): the step each procedure
// of appRouter requires, the five personas, and what each persona gets at each step.
import { imovelDraft } from "~/test/proposal-fixtures";

/**
 * The lowest ladder step each procedure requires.
 * - public: anyone; session: a live session (unpaid and terms-pending included);
 * - account: + current terms accepted; active: + a paid account;
 * - accountOwner: the account's OWNER, paid or not (billing); owner: the OWNER of a paid account;
 * - admin: the platform operator.
 */
export type Step = "public" | "session" | "account" | "accountOwner" | "active" | "owner" | "admin";
/**
 * The ids one person of account A holds (their session, proposal, its client and an answer, a
 * spreadsheet import, a data export): a procedure that takes an id must answer NOT_FOUND to account
 * B, and to a seller of A holding the owner's or another seller's ids (docs/security.md, "Roles
 * inside the account").
 */
export type Fixtures = {
  sessionId: string;
  sellerId: string;
  proposalId: string;
  clientId: string;
  responseId: string;
  importId: string;
  exportId: string;
};
export type Rule = { step: Step; otherAccount?: (a: Fixtures) => unknown };

export const ACCESS: Record<string, Rule> = {
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

export type Persona = "anonymous" | "termsPendingSeller" | "unpaidOwner" | "sameAccountSeller" | "otherAccountOwner";
export const PERSONAS: Persona[] = [
  "anonymous",
  "termsPendingSeller",
  "unpaidOwner",
  "sameAccountSeller",
  "otherAccountOwner",
];

/** What each persona gets at each step: the refusal's tRPC code, or "through" (past the ladder). */
export const OUTCOME: Record<Step, Record<Persona, string>> = {
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
export const ACCESS_CODES = new Set(["UNAUTHORIZED", "FORBIDDEN", "PAYMENT_REQUIRED"]);
