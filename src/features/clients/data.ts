import "server-only";
import { decodeCursor, encodeCursor } from "~/lib/list-cursor";
import { callName } from "~/lib/call-name";
import type { Prisma } from "~/generated/prisma/client";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import {
  listClientsSchema,
  type ClientDetail,
  type ClientSummary,
  type ListClientsInput,
  type NextContactFilter,
  type TimelineItem,
} from "./schema";
import { CLIENT_NOT_FOUND, clientScope, type Viewer } from "./scope";
import { nationalPhone } from "./status";
import { saoPauloToday, addDays } from "./days";
import { boardInfoFor, isHot } from "./board/board-signals";

export const summarySelect = {
  id: true,
  name: true,
  callName: true,
  phone: true,
  email: true,
  city: true,
  status: true,
  lostReason: true,
  nextContactOn: true,
  sellerId: true,
  lastActivityAt: true,
  lastContactAt: true,
  erasedAt: true,
  seller: { select: { name: true } },
} satisfies Prisma.ClientSelect;

type SummaryRow = Prisma.ClientGetPayload<{ select: typeof summarySelect }>;

/**
 * The rows as summaries, with each one's proposal count, last signal and latest live proposal from
 * one query over the page's ids (board-signals.ts). Not Prisma's `_count`: that joins an aggregate of
 * the whole Proposal table (every account's) into every page (npm run bench:clients; the figure
 * is in docs/benchmarks.md).
 */
export async function toClientSummaries(db: Db, rows: SummaryRow[], now = new Date()): Promise<ClientSummary[]> {
  const board = await boardInfoFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const { proposalCount, ...info } = board.get(row.id) ?? { proposalCount: 0, lastSignal: null, proposal: null };
    return {
      ...toClientSummary(row, proposalCount),
      board: { ...info, hot: isHot(info.lastSignal?.at, row.lastContactAt, now) },
    };
  });
}

export function isoDay(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

function toClientSummary(row: SummaryRow, proposalCount: number): ClientSummary {
  const { seller, erasedAt, nextContactOn, callName: ownCallName, ...rest } = row;
  return {
    ...rest,
    callName: callName(row.name, ownCallName),
    ownCallName,
    nextContactOn: isoDay(nextContactOn),
    sellerName: seller.name,
    proposalCount,
    erased: erasedAt !== null,
  };
}

function nextContactWhere(filter: NextContactFilter, now: Date): Prisma.ClientWhereInput {
  const today = saoPauloToday(now);
  switch (filter) {
    case "overdue":
      return { nextContactOn: { lt: today } };
    case "today":
      return { nextContactOn: today };
    case "week":
      return { nextContactOn: { gte: today, lt: addDays(today, 7) } };
    case "none":
      return { nextContactOn: null };
  }
}

/**
 * Most recent activity first, keyset-paginated on (lastActivityAt, id) (one index range per page).
 * Search: a contains on the name (pg_trgm GIN index), the e-mail, or the phone's digits.
 */
export async function listClients(db: Db, viewer: Viewer, rawInput: ListClientsInput, now = new Date()) {
  const input = listClientsSchema.parse(rawInput);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  if (input.cursor && !cursor) throw new AppError("VALIDATION", "Página inválida. Recarregue a lista.");
  const search = input.search?.trim();
  const digits = nationalPhone(search?.replace(/\D/g, "")) ?? "";
  const where: Prisma.ClientWhereInput = {
    ...clientScope(viewer),
    ...(input.status ? { status: input.status } : {}),
    ...(input.sellerId && viewer.user.role !== "SELLER" ? { sellerId: input.sellerId } : {}),
    ...(input.nextContact ? nextContactWhere(input.nextContact, now) : {}),
    AND: [
      search
        ? {
            OR: [
              { name: { contains: search, mode: "insensitive" } },
              { email: { contains: search.toLowerCase() } },
              ...(digits.length >= 4 ? [{ phone: { contains: digits } }] : []),
            ],
          }
        : {},
      cursor
        ? {
            lastActivityAt: { lte: cursor.createdAt },
            OR: [{ lastActivityAt: { lt: cursor.createdAt } }, { id: { lt: cursor.id } }],
          }
        : {},
    ],
  };
  const rows = await db.client.findMany({
    where,
    select: summarySelect,
    orderBy: [{ lastActivityAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: await toClientSummaries(db, page, now),
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ createdAt: last.lastActivityAt, id: last.id }) : null,
  };
}

const TIMELINE_LIMIT = 300;

/** A client with their proposals and the timeline, newest first; NOT_FOUND outside the viewer's scope. */
export async function getClient(db: Db, viewer: Viewer, id: string): Promise<ClientDetail> {
  const row = await db.client.findFirst({
    where: { id, ...clientScope(viewer) },
    select: {
      ...summarySelect,
      document: true,
      source: true,
      notes: true,
      lgpdBasis: true,
      lgpdBasisAt: true,
      createdAt: true,
      importId: true,
    },
  });
  if (!row) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
  const [proposals, versions, answers, events] = await Promise.all([
    db.proposal.findMany({
      where: { clientId: id },
      select: {
        id: true,
        kind: true,
        publicToken: true,
        revokedAt: true,
        creditCents: true,
        instalmentCents: true,
        viewCount: true,
        createdAt: true,
        seller: { select: { name: true } },
      },
      orderBy: { createdAt: "desc" },
    }),
    db.proposalVersion.findMany({
      where: { proposal: { clientId: id }, version: { gt: 1 } },
      select: { id: true, proposalId: true, version: true, createdAt: true },
      orderBy: { createdAt: "desc" },
      take: TIMELINE_LIMIT,
    }),
    db.proposalResponse.findMany({
      where: { OR: [{ clientId: id }, { proposal: { clientId: id } }] },
      select: { id: true, proposalId: true, name: true, message: true, createdAt: true },
      orderBy: { createdAt: "desc" },
      take: TIMELINE_LIMIT,
    }),
    db.clientEvent.findMany({
      where: { clientId: id },
      select: { id: true, kind: true, proposalId: true, detail: true, actorId: true, createdAt: true },
      orderBy: { createdAt: "desc" },
      take: TIMELINE_LIMIT,
    }),
  ]);
  const actorIds = [...new Set(events.map((e) => e.actorId).filter((a): a is string => a !== null))];
  const actors = new Map(
    (
      await db.user.findMany({
        where: { id: { in: actorIds }, accountId: viewer.account.id },
        select: { id: true, name: true },
      })
    ).map((u) => [u.id, u.name]),
  );
  const timeline: TimelineItem[] = [
    ...proposals.map((p) => ({
      id: `p-${p.id}`,
      kind: "proposal" as const,
      at: p.createdAt,
      proposalId: p.id,
      detail: p.kind,
      actorName: p.seller.name,
    })),
    ...versions.map((v) => ({
      id: `v-${v.id}`,
      kind: "version" as const,
      at: v.createdAt,
      proposalId: v.proposalId,
      detail: String(v.version),
      actorName: null,
    })),
    ...answers.map((a) => ({
      id: `a-${a.id}`,
      kind: "answer" as const,
      at: a.createdAt,
      proposalId: a.proposalId,
      detail: a.message,
      actorName: a.name,
    })),
    ...events.map((e) => ({
      id: `e-${e.id}`,
      kind: e.kind,
      at: e.createdAt,
      proposalId: e.proposalId,
      detail: e.detail,
      actorName: e.actorId ? (actors.get(e.actorId) ?? null) : null,
    })),
    ...(row.importId
      ? [
          {
            id: `i-${row.id}`,
            kind: "imported" as const,
            at: row.createdAt,
            proposalId: null,
            detail: "",
            actorName: null,
          },
        ]
      : []),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, TIMELINE_LIMIT);
  const { document, source, notes, lgpdBasis, lgpdBasisAt, createdAt } = row;
  return {
    ...toClientSummary(row, proposals.length),
    document,
    source,
    notes,
    lgpdBasis,
    lgpdBasisAt,
    createdAt,
    proposals: proposals.map(({ seller: _seller, creditCents, instalmentCents, ...p }) => ({
      ...p,
      creditCents: Number(creditCents),
      instalmentCents: Number(instalmentCents),
    })),
    timeline,
  };
}
