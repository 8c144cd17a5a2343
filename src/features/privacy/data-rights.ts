import "server-only";
import type { SessionContext } from "~/features/accounts";
import type { Db } from "~/platform/db";
import { AppError } from "~/lib/errors";
import { inPages } from "~/lib/pages";
import { clientsForExport } from "~/features/clients/server";
import { getSettings } from "~/features/settings/server";
import { defaultStorage, exportUploads } from "~/features/uploads/server";
import { handOverInBatches, handOverToOwner } from "~/features/accounts/server";
import { requestAccountDeletion } from "./account-deletion";

// LGPD data-subject rights: a copy of one's data and its deletion. The owner answers for the whole
// account (its business data and every login); a seller for their own login.

const USER_FIELDS = {
  id: true,
  name: true,
  email: true,
  role: true,
  theme: true,
  emailVerifiedAt: true,
  adultDeclaredAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

const SESSION_FIELDS = {
  id: true,
  userId: true,
  kind: true,
  userAgent: true,
  ip: true,
  createdAt: true,
  lastSeenAt: true,
  expiresAt: true,
  revokedAt: true,
} as const;

// Proposals with every saved version, and the clients' responses on them (the seller's customer data).
const PROPOSAL_EXPORT = {
  omit: { publicToken: true },
  include: {
    versions: {
      orderBy: { version: "asc" },
      select: { version: true, engineVersion: true, inputs: true, createdAt: true },
    },
    responses: { orderBy: { createdAt: "asc" }, omit: { ipHash: true } },
  },
} as const;
const PROPOSAL_ORDER: ({ createdAt: "asc" } | { id: "asc" })[] = [{ createdAt: "asc" }, { id: "asc" }];

/** BigInt centavos as JSON numbers (JSON has no BigInt). */
function exportableProposals<T extends { savingCents: bigint; creditCents: bigint; instalmentCents: bigint }>(
  rows: T[],
) {
  return rows.map((p) => ({
    ...p,
    savingCents: Number(p.savingCents),
    creditCents: Number(p.creditCents),
    instalmentCents: Number(p.instalmentCents),
  }));
}

const ACCEPTANCE_FIELDS = {
  userId: true,
  document: true,
  version: true,
  acceptedAt: true,
  ip: true,
  userAgent: true,
} as const;

/** Whose data an export holds: a SessionContext is one; the privacy-export job builds one from its rows. */
export type ExportSubject = {
  user: Pick<SessionContext["user"], "id" | "role">;
  account: Pick<SessionContext["account"], "id" | "name">;
};

/**
 * JSON-ready export: no password hashes, no token hashes. The proposals and the clients (thousands
 * of rows with their versions and timelines in a busy account) are read in pages, one statement at
 * a time, after the small reads; `onPage` hears each page's row count (the job's progress).
 */
export async function exportData(
  db: Db,
  session: ExportSubject,
  now = new Date(),
  onPage: (rows: number) => Promise<unknown> = async () => undefined,
) {
  const { account, user } = session;
  const paged = <T>(rows: Promise<T[]>) => rows.then(async (r) => (await onPage(r.length), r));
  if (user.role === "OWNER") {
    const [accountRow, users, settings, uploads, sessions, termsAcceptances] = await Promise.all([
      db.account.findUniqueOrThrow({ where: { id: account.id } }),
      db.user.findMany({ where: { accountId: account.id }, select: USER_FIELDS, orderBy: { createdAt: "asc" } }),
      // The settings as settings.get answers them, and every uploaded image with its bytes.
      getSettings(db, account.id).catch(() => null),
      exportUploads(db, defaultStorage(db), account.id),
      db.session.findMany({ where: { accountId: account.id }, select: SESSION_FIELDS, orderBy: { createdAt: "asc" } }),
      db.termsAcceptance.findMany({
        where: { accountId: account.id },
        select: ACCEPTANCE_FIELDS,
        orderBy: { acceptedAt: "asc" },
      }),
    ]);
    const proposals = await inPages((page) =>
      paged(
        db.proposal.findMany({
          where: { accountId: account.id },
          ...PROPOSAL_EXPORT,
          orderBy: PROPOSAL_ORDER,
          ...page,
        }),
      ),
    );
    // The clients with their timelines, and the account's WhatsApp templates.
    const clients = await clientsForExport(db, session, onPage);
    return {
      exportedAt: now.toISOString(),
      scope: "account" as const,
      account: accountRow,
      users,
      settings,
      uploads,
      sessions,
      termsAcceptances,
      proposals: exportableProposals(proposals),
      ...clients,
    };
  }
  const [userRow, sessions, termsAcceptances] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: user.id }, select: USER_FIELDS }),
    db.session.findMany({ where: { userId: user.id }, select: SESSION_FIELDS, orderBy: { createdAt: "asc" } }),
    db.termsAcceptance.findMany({
      where: { userId: user.id },
      select: ACCEPTANCE_FIELDS,
      orderBy: { acceptedAt: "asc" },
    }),
  ]);
  const proposals = await inPages((page) =>
    paged(
      db.proposal.findMany({
        where: { accountId: account.id, sellerId: user.id },
        ...PROPOSAL_EXPORT,
        orderBy: PROPOSAL_ORDER,
        ...page,
      }),
    ),
  );
  const clients = await clientsForExport(db, session, onPage);
  return {
    exportedAt: now.toISOString(),
    scope: "user" as const,
    account: { id: account.id, name: account.name },
    users: [userRow],
    sessions,
    termsAcceptances,
    proposals: exportableProposals(proposals),
    clients: clients.clients,
  };
}

/**
 * A seller deletes their own login (their proposals pass to the owner, in batches first); login
 * attempts and log-only e-mails to their address go too. The owner deletes the whole account: the
 * request marks it and ends its sessions at once, and a job deletes its rows in batches
 * (account-deletion.ts). The platform operator's login is not deleted this way.
 */
export async function deleteMe(db: Db, session: SessionContext) {
  const { account, user } = session;
  if (user.role === "ADMIN") throw new AppError("FORBIDDEN", "A conta do operador não pode ser excluída por aqui.");
  if (user.role === "OWNER") {
    await requestAccountDeletion(db, account.id);
    return { deleted: "account" as const };
  }
  await handOverInBatches(db, account.id, user);
  await db.$transaction(async (tx) => {
    await handOverToOwner(tx, account.id, user);
    await tx.user.delete({ where: { id: user.id } });
    await tx.loginAttempt.deleteMany({ where: { email: user.email } });
    await tx.outboxEmail.deleteMany({ where: { to: user.email } });
  });
  return { deleted: "user" as const };
}
