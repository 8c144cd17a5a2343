import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { sellerLabel } from "../document/format";
import { callName } from "~/lib/call-name";
import { saoPauloMonthStart } from "~/lib/sao-paulo-day";
import { decodeCursor, encodeCursor } from "~/lib/list-cursor";
import { saoPauloDayRange } from "./list-query";
import {
  listProposalsSchema,
  verdictDetailSchema,
  type ListProposalsInput,
  type ProposalDetail,
  type ProposalSummary,
} from "../document/schema";
import { readStoredVersion } from "../document/stored-version";
import { proposalStatus, proposalStatusWhere } from "../document/status";
import { proposalScope, type Viewer } from "./viewer";

export const NOT_FOUND_MESSAGE = "Proposta não encontrada.";

export const summarySelect = {
  id: true,
  kind: true,
  clientName: true,
  clientPhone: true,
  clientEmail: true,
  clientId: true,
  sellerId: true,
  creditCents: true,
  savingCents: true,
  verdictKind: true,
  verdictBasis: true,
  verdictDetail: true,
  instalmentCents: true,
  currentVersion: true,
  publicToken: true,
  revokedAt: true,
  viewCount: true,
  firstViewedAt: true,
  lastViewedAt: true,
  responseCount: true,
  createdAt: true,
  updatedAt: true,
  formerSellerName: true,
  seller: { select: { name: true } },
  client: { select: { callName: true } },
} satisfies Prisma.ProposalSelect;

type SummaryRow = Prisma.ProposalGetPayload<{ select: typeof summarySelect }>;

export function toSummary(row: SummaryRow): ProposalSummary {
  const {
    seller,
    client,
    formerSellerName,
    creditCents,
    savingCents,
    instalmentCents,
    verdictKind,
    verdictBasis,
    verdictDetail,
    ...rest
  } = row;
  const detail = verdictDetailSchema.safeParse(verdictDetail);
  return {
    ...rest,
    clientCallName: callName(row.clientName, client.callName),
    verdictKind: verdictKind === "saves" || verdictKind === "costs-more" || verdictKind === "even" ? verdictKind : null,
    verdictBasis: verdictBasis === "typed" || verdictBasis === "market" ? verdictBasis : null,
    verdictDetail: detail.success ? detail.data : null,
    sellerName: sellerLabel(seller.name, formerSellerName),
    creditCents: Number(creditCents),
    savingCents: Number(savingCents),
    instalmentCents: Number(instalmentCents),
    status: proposalStatus(row),
  };
}

/** One proposal with its latest snapshot; NOT_FOUND outside the viewer's scope. */
export async function getProposal(db: Db, viewer: Viewer, id: string): Promise<ProposalDetail> {
  const row = await db.proposal.findFirst({
    where: { id, ...proposalScope(viewer) },
    select: { ...summarySelect, clientDocument: true },
  });
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  const version = await db.proposalVersion.findUnique({
    where: { proposalId_version: { proposalId: id, version: row.currentVersion } },
  });
  if (!version) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  return { ...toSummary(row), clientDocument: row.clientDocument, snapshot: readStoredVersion(version) };
}

/**
 * Newest first, keyset-paginated on (createdAt, id) so every page is one index range scan, however
 * deep the seller scrolls. Search matches the client's name, e-mail or phone.
 */
export async function listProposals(db: Db, viewer: Viewer, rawInput: ListProposalsInput) {
  const input = listProposalsSchema.parse(rawInput);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  if (input.cursor && !cursor) throw new AppError("VALIDATION", "Página inválida. Recarregue a lista.");
  const search = input.search?.trim();
  const digits = search?.replace(/\D/g, "") ?? "";
  const where: Prisma.ProposalWhereInput = {
    ...proposalScope(viewer),
    ...(input.kind ? { kind: input.kind } : {}),
    ...(input.status ? proposalStatusWhere(input.status) : {}),
    ...(saoPauloDayRange(input.from, input.to) ? { createdAt: saoPauloDayRange(input.from, input.to) } : {}),
    AND: [
      search
        ? {
            OR: [
              { clientName: { contains: search, mode: "insensitive" } },
              { clientEmail: { contains: search.toLowerCase() } },
              ...(digits.length >= 4 ? [{ clientPhone: { contains: digits } }] : []),
            ],
          }
        : {},
      // (createdAt, id) < cursor. The redundant `createdAt <= c` is what PostgreSQL can turn into an
      // index range (the OR alone is only a filter, which would re-read every earlier page).
      cursor
        ? {
            createdAt: { lte: cursor.createdAt },
            OR: [{ createdAt: { lt: cursor.createdAt } }, { id: { lt: cursor.id } }],
          }
        : {},
    ],
  };
  const rows = await db.proposal.findMany({
    where,
    select: summarySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return { items: page.map(toSummary), nextCursor: rows.length > input.limit && last ? encodeCursor(last) : null };
}

/** /dashboard: this month's proposals, views and responses in the viewer's scope, and the latest ones. */
export async function dashboardFigures(db: Db, viewer: Viewer, now = new Date()) {
  const scope = proposalScope(viewer);
  const monthStart = saoPauloMonthStart(now);
  const [month, totals, newResponses, latest] = await Promise.all([
    db.proposal.count({ where: { ...scope, createdAt: { gte: monthStart } } }),
    db.proposal.aggregate({ where: scope, _sum: { viewCount: true, responseCount: true }, _count: true }),
    db.proposalResponse.count({ where: { status: "novo", proposal: scope } }),
    db.proposal.findMany({
      where: scope,
      select: summarySelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 5,
    }),
  ]);
  return {
    proposalsThisMonth: month,
    proposalsTotal: totals._count,
    views: totals._sum.viewCount ?? 0,
    responses: totals._sum.responseCount ?? 0,
    newResponses,
    latest: latest.map(toSummary),
  };
}
