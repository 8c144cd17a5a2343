import "server-only";
import type { AssemblyRecord } from "~/features/simulators";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { assemblyLabel, groupKey, type GroupHistoryDetail, type GroupHistorySummary } from "./schema";

export const NOT_FOUND_MESSAGE = "Histórico de grupo não encontrado.";

const day = (date: Date) => date.toISOString().slice(0, 10);
const dayOrNull = (date: Date | null) => (date ? day(date) : null);

/** The account's group histories, by group name. */
export async function listGroupHistories(db: Db, accountId: string): Promise<GroupHistorySummary[]> {
  const rows = await db.groupHistory.findMany({
    where: { accountId },
    orderBy: { key: "asc" },
    select: {
      id: true,
      name: true,
      source: true,
      readOn: true,
      updatedAt: true,
      _count: { select: { assemblies: true } },
      assemblies: {
        orderBy: [{ number: { sort: "desc", nulls: "last" } }, { heldOn: { sort: "desc", nulls: "last" } }],
        take: 1,
        select: { number: true, heldOn: true },
      },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    source: r.source,
    readOn: day(r.readOn),
    updatedAt: r.updatedAt,
    assemblyCount: r._count.assemblies,
    lastAssembly: r.assemblies[0] ? { number: r.assemblies[0].number, date: dayOrNull(r.assemblies[0].heldOn) } : null,
  }));
}

const detailSelect = {
  id: true,
  name: true,
  source: true,
  readOn: true,
  assemblies: {
    // By number where the statement numbers them, else by date.
    orderBy: [
      { number: { sort: "asc" as const, nulls: "last" as const } },
      { heldOn: { sort: "asc" as const, nulls: "last" as const } },
    ],
    select: {
      number: true,
      heldOn: true,
      activeCotas: true,
      drawWinners: true,
      bidWinners: true,
      lowestWinningBidPct: true,
    },
  },
};

type DetailRow = {
  id: string;
  name: string;
  source: string;
  readOn: Date;
  assemblies: Array<{
    number: number | null;
    heldOn: Date | null;
    activeCotas: number;
    drawWinners: number;
    bidWinners: number;
    lowestWinningBidPct: number | null;
  }>;
};

function detailOf(row: DetailRow): GroupHistoryDetail {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    readOn: day(row.readOn),
    assemblies: row.assemblies.map(({ heldOn, ...a }) => ({ date: dayOrNull(heldOn), ...a })),
  };
}

/** One of the account's histories; another account's id is NOT_FOUND. */
export async function getGroupHistory(db: Db, accountId: string, id: string): Promise<GroupHistoryDetail> {
  const row = await db.groupHistory.findFirst({ where: { id, accountId }, select: detailSelect });
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  return detailOf(row);
}

/** What the public page, the PDF and the odds need of a proposal's group: null without a history. */
export interface GroupOddsHistory {
  name: string;
  source: string;
  readOn: string;
  assemblies: AssemblyRecord[];
}

export async function historyForGroup(db: Db, accountId: string, group: string): Promise<GroupOddsHistory | null> {
  const key = groupKey(group);
  if (!key) return null;
  const row = await db.groupHistory.findUnique({ where: { accountId_key: { accountId, key } }, select: detailSelect });
  if (!row || row.assemblies.length === 0) return null;
  const { name, source, readOn, assemblies } = detailOf(row);
  // The odds only count the assemblies: one keyed by its number alone is named by it.
  return {
    name,
    source,
    readOn,
    assemblies: assemblies.map(({ number, date, ...a }) => ({ ...a, date: date ?? assemblyLabel({ number, date }) })),
  };
}
