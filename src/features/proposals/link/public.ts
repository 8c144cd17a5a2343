import "server-only";
import { sendNotification } from "~/platform/mail/queue";
import { env } from "~/env";
import { accountAccess } from "~/features/plans";
import { MARKET_SERIES_KEYS, saoPauloMonth } from "~/features/rates";
import { getBrand } from "~/features/settings/server";
import type { AccountStatus } from "~/generated/prisma/enums";
import { hashToken } from "~/lib/hash";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { preparedRows } from "~/platform/prepared-statement";
import { logger } from "~/platform/log/logger";
import { responseEmail } from "./emails";
import { checkVariant } from "./explore-answer";
import { respondSchema, type RespondInput } from "../document/schema";
import { looksLikeToken } from "./token";
import { UNAVAILABLE_MESSAGE } from "../document/unavailable";

/**
 * Whether the account's public links are up: only while it is paid (billing's accountAccess), and
 * never once its owner asked for its deletion (loadProposalDocument then answers the 404).
 */
export function linksUp(
  account: { status: AccountStatus; paidThrough: Date | null; deletingAt: Date | null },
  now: Date,
): boolean {
  return !account.deletingAt && accountAccess(account.status, account.paidThrough, now).active;
}

/**
 * The seller's brand behind a revoked link, for its 404 page: the client sees whose link it
 * was, not Consórcio Pro. Null for an unknown or live link, and while the account is unpaid (the
 * unpaid page shows nothing of the seller either).
 */
export async function revokedLinkBrand(db: Db, token: string, now = new Date()) {
  if (!looksLikeToken(token)) return null;
  const row = await db.proposal.findUnique({
    where: { publicToken: token },
    select: {
      accountId: true,
      revokedAt: true,
      account: { select: { status: true, paidThrough: true, deletingAt: true } },
    },
  });
  if (!row?.revokedAt || !linksUp(row.account, now)) return null;
  return getBrand(db, row.accountId);
}

/**
 * The seller's brand and name behind a live link, for the pages its "Tenho interesse" form answers
 * without JavaScript: the client stays on the seller's page, not Consórcio Pro's. Null for an unknown
 * or revoked link, and while the account is unpaid.
 */
export async function liveLinkBrand(db: Db, token: string, now = new Date()) {
  if (!looksLikeToken(token)) return null;
  const row = await db.proposal.findUnique({
    where: { publicToken: token },
    select: {
      accountId: true,
      revokedAt: true,
      seller: { select: { name: true } },
      account: { select: { status: true, paidThrough: true, deletingAt: true } },
    },
  });
  if (!row || row.revokedAt || !linksUp(row.account, now)) return null;
  return { brand: await getBrand(db, row.accountId), sellerName: row.seller.name };
}

/**
 * What the public page shows, besides the version's immutable snapshot: the proposal's, the seller's
 * and the brand's rows, the only other data the page reads (`loadProposalDocument`). Digested from the very values
 * shown (so a change by raw SQL counts too) and each row's `updatedAt` (so a column the page starts
 * showing later counts even before it is listed here), the newest Banco Central reference points
 * (the verdict and the exploration are stated against them) and São Paulo's month (the page says the
 * reference's age). `pdf` adds what only the PDF draws: the
 * seller's e-mail and the account's PDF images (content-addressed keys, in order). Null for an
 * unknown or revoked link, and while the account is unpaid ("Proposta indisponível no momento"). The
 * view counter is not part of it: never shown.
 */
type FingerprintRow = {
  page: string;
  pdf: string;
  accountId: string;
  clientName: string;
  status: AccountStatus;
  paidThrough: Date | null;
  deletingAt: Date | null;
};

/** One statement per cached visit: prepared once per connection (src/platform/prepared-statement.ts). */
const LINK_FINGERPRINTS = {
  name: "public-link-fingerprints",
  text: `
    SELECT md5(row(
             p."id", p."kind", p."clientName", p."currentVersion", p."savingCents", p."creditCents", p."updatedAt",
             u."name", u."updatedAt",
             -- The client's "Como chamar": the page greets them by it.
             (SELECT c."callName" FROM "Client" c WHERE c."id" = p."clientId"),
             s."name", s."avatarWhite", s."avatarBlack", s."colorSlider", s."colorBadge", s."emphasisPeople",
             s."emphasisPeopleShadow", s."whatsapp", s."administradoraName", s."administradoraCnpj", s."shortName", s."markImage", s."updatedAt",
             -- The group histories behind the contemplation odds: any save or removal changes the page.
             (SELECT count(*)::text || max(g."updatedAt")::text FROM "GroupHistory" g WHERE g."accountId" = p."accountId"),
             -- The group's link to the Banco Central's files, and a new or re-imported month of them.
             (SELECT count(*)::text || max(l."updatedAt")::text FROM "BcbGroupLink" l WHERE l."accountId" = p."accountId"),
             (SELECT max(b."finishedAt")::text FROM "BcbImport" b WHERE b."state" = 'current'),
             -- The Banco Central references the page's verdict is stated against: the newest point of
             -- each series (a new month, or a corrected value) changes the page.
             (SELECT string_agg(o."series" || ':' || o."refDate"::text || ':' || o."value"::text, ',' ORDER BY o."series")
                FROM (SELECT DISTINCT ON (r."series") r."series", r."refDate", r."value" FROM "OfficialRate" r
                       WHERE r."series" = ANY($2::text[]) ORDER BY r."series", r."refDate" DESC) o),
             -- São Paulo's month: the page says the reference's age ("de jul/2026, há 4 meses").
             $3::text
           )::text) AS "page",
           md5(row(
             u."email",
             (SELECT string_agg(up."storageKey", ',' ORDER BY up."position", up."createdAt")
                FROM "Upload" up WHERE up."accountId" = p."accountId" AND up."kind" = 'pdf_image')
           )::text) AS "pdf",
           p."accountId", p."clientName", a."status"::text AS "status",
           a."paidThrough" AT TIME ZONE 'UTC' AS "paidThrough", a."deletingAt" AT TIME ZONE 'UTC' AS "deletingAt"
      FROM "Proposal" p
      JOIN "User" u ON u."id" = p."sellerId"
      JOIN "Settings" s ON s."accountId" = p."accountId"
      JOIN "Account" a ON a."id" = p."accountId"
     WHERE p."publicToken" = $1 AND p."revokedAt" IS NULL`,
};

async function linkFingerprints(db: Db, token: string, now: Date) {
  if (!looksLikeToken(token)) return null;
  const rows = await preparedRows<FingerprintRow>(db, LINK_FINGERPRINTS, [
    token,
    MARKET_SERIES_KEYS,
    saoPauloMonth(now),
  ]);
  const row = rows[0];
  return row && linksUp(row, now) ? row : null;
}

/**
 * The public page's fingerprint (see linkFingerprints). The page cache (public-page-cache.ts)
 * compares it on every request, so an edit, a revocation or a new logo is seen by the next visitor.
 */
export async function publicPageFingerprint(db: Db, token: string, now = new Date()): Promise<string | null> {
  return (await linkFingerprints(db, token, now))?.page ?? null;
}

/**
 * The public PDF's fingerprint, with what its answer needs besides the bytes: one query, so a
 * repeated download (public-pdf.ts) costs no other. Null as for the page.
 */
export async function publicPdfFingerprint(db: Db, token: string, now = new Date()) {
  const row = await linkFingerprints(db, token, now);
  return row ? { fingerprint: `${row.page}.${row.pdf}`, accountId: row.accountId, clientName: row.clientName } : null;
}

const log = logger("proposals");

export const RESPONSE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };
const RATE_LIMITED_MESSAGE = "Você já enviou várias mensagens. Tente de novo em alguns minutos ou fale pelo WhatsApp.";
/** Answers one proposal takes in 24 h, whoever sends them (RESPONSES_PER_PROPOSAL_PER_DAY). */
const PROPOSAL_DAY_MS = 24 * 60 * 60 * 1000;
export const PROPOSAL_FULL_MESSAGE =
  "Esta proposta já recebeu muitas mensagens hoje. Fale com o vendedor pelo WhatsApp ou tente de novo amanhã.";

/**
 * "Tenho interesse": stored as a response (status novo) and e-mailed to the seller through the queue. Limited per IP
 * through the responses table itself (PostgreSQL, so it holds across several app servers). A filled
 * honeypot gets the same "ok" as a person, so a bot learns nothing, and nothing is stored.
 */
export async function respond(
  db: Db,
  rawInput: RespondInput,
  { ip, now = new Date() }: { ip: string | null; now?: Date },
) {
  const input = respondSchema.parse(rawInput);
  if (input.website) return { ok: true as const };
  const proposal = looksLikeToken(input.token)
    ? await db.proposal.findUnique({
        where: { publicToken: input.token },
        select: {
          id: true,
          accountId: true,
          clientId: true,
          revokedAt: true,
          clientName: true,
          currentVersion: true,
          seller: { select: { id: true, name: true, email: true } },
          account: { select: { status: true, paidThrough: true, deletingAt: true } },
        },
      })
    : null;
  if (!proposal || proposal.revokedAt) throw new AppError("NOT_FOUND", "Proposta não encontrada ou link desativado.");
  if (!linksUp(proposal.account, now)) throw new AppError("NOT_FOUND", UNAVAILABLE_MESSAGE);
  // "Quero esta opção": checked against the version the client saw; its line leads the message.
  const variantLine = input.variant
    ? await checkVariant(db, proposal.id, proposal.currentVersion, input.variant)
    : null;
  const message = variantLine ? [variantLine, input.message].filter(Boolean).join("\n") : input.message;

  const ipHash = ip ? hashToken(`response:${ip}`) : null;
  const response = await lockedTransaction(db, async (tx) => {
    if (ipHash) {
      // Serialise responses from one IP so that parallel posts cannot all pass the count.
      await transactionLock(tx, ipHash);
      const recent = await tx.proposalResponse.count({
        where: { ipHash, createdAt: { gt: new Date(now.getTime() - RESPONSE_LIMIT.windowMs) } },
      });
      if (recent >= RESPONSE_LIMIT.max) throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
    }
    // And per proposal, whatever the addresses: many senders cannot flood one seller.
    await transactionLock(tx, `responses:${proposal.id}`);
    const today = await tx.proposalResponse.count({
      where: { proposalId: proposal.id, createdAt: { gt: new Date(now.getTime() - PROPOSAL_DAY_MS) } },
    });
    if (today >= env.RESPONSES_PER_PROPOSAL_PER_DAY) throw new AppError("RATE_LIMITED", PROPOSAL_FULL_MESSAGE);
    const created = await tx.proposalResponse.create({
      data: {
        accountId: proposal.accountId,
        proposalId: proposal.id,
        clientId: proposal.clientId,
        name: input.name,
        phone: input.phone,
        message,
        variant: input.variant,
        ipHash,
        createdAt: now,
      },
    });
    await tx.proposal.update({ where: { id: proposal.id }, data: { responseCount: { increment: 1 } } });
    // The answer belongs to the proposal's client: it tops their list of recent activity.
    await tx.client.update({ where: { id: proposal.clientId }, data: { lastActivityAt: now } });
    return created;
  });

  // The answer is stored and listed in the app: a mail that cannot even be queued is logged, never a
  // 500 that would make the client send the stored answer again. It is queued (a worker sends it,
  // retrying), so this waits for two inserts, never for the SMTP server; a seller's answers of a few
  // minutes go as one e-mail that lists them.
  await sendNotification(db, {
    accountId: proposal.accountId,
    userId: proposal.seller.id,
    ...responseEmail({
      to: proposal.seller.email,
      sellerName: proposal.seller.name,
      proposalClientName: proposal.clientName,
      name: response.name,
      phone: response.phone,
      message: response.message,
      link: `${env.NEXTAUTH_URL}/propostas/clients-proposal`,
    }),
  }).catch((error: unknown) =>
    log.error({ err: error, proposalId: proposal.id }, "e-mail de interesse não enfileirado"),
  );
  return { ok: true as const };
}
