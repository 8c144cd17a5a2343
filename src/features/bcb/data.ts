import "server-only";
import type { Db } from "~/platform/db";
import { dataBaseLabel, quarterLabel } from "./layout";
import { bcbDrawChance, type BcbDrawRate } from "./draw-rate";
import type { BcbGroupCard, BcbGroupMatch, BcbGroupProfile, BcbLanceSplit } from "./schema";

/*
 * Reads of the imported BCB data: public figures (no account), only from imports in state `current`.
 * Every figure carries its data-base; the source is the Banco Central's "Consórcios – banco de dados".
 */

export const BCB_SOURCE = "Banco Central do Brasil, Consórcios – banco de dados";

/** The newest month imported (AAAAMM), or null before any import. */
export async function newestMonth(db: Db): Promise<string | null> {
  const row = await db.bcbImport.findFirst({
    where: { kind: "monthly", state: "current" },
    orderBy: { dataBase: "desc" },
    select: { dataBase: true },
  });
  return row?.dataBase ?? null;
}

async function currentImport(db: Db, kind: "monthly" | "quarterly_uf", dataBase?: string) {
  return db.bcbImport.findFirst({
    where: { kind, state: "current", ...(dataBase ? { dataBase } : {}) },
    orderBy: { dataBase: "desc" },
    select: { id: true, dataBase: true },
  });
}

/**
 * The groups of the newest month whose code is `group` (case and spaces ignored) and whose
 * administradora is `admin`: an 8-digit CNPJ root, or part of its name. Several matches: the seller
 * chooses. `{ dataBase: null }` before any import.
 */
export async function findBcbGroups(
  db: Db,
  { admin, group }: { admin: string; group: string },
): Promise<{ dataBase: string | null; matches: BcbGroupMatch[] }> {
  const month = await currentImport(db, "monthly");
  if (!month) return { dataBase: null, matches: [] };
  const code = group.trim();
  const who = admin.trim();
  const byCnpj = /^\d{1,8}$/.test(who.replace(/[.\-/]/g, "").slice(0, 8)) && /^[\d.\-/\s]+$/.test(who);
  const rows = await db.bcbGroup.findMany({
    where: {
      importId: month.id,
      groupCode: { equals: code, mode: "insensitive" },
      ...(who === ""
        ? {}
        : byCnpj
          ? { cnpjRoot: who.replace(/\D/g, "").slice(0, 8).padStart(8, "0") }
          : { adminName: { contains: who, mode: "insensitive" } }),
    },
    select: { cnpjRoot: true, adminName: true, groupCode: true, segment: true },
    orderBy: [{ adminName: "asc" }],
    take: 20,
  });
  return { dataBase: month.dataBase, matches: rows };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A group's profile in the newest month (or why it has none: `missing` names that month), with its
 * history across every month imported, the segment's median fee across administradoras and the
 * administradora's size and exclusion rate in that segment.
 */
export async function bcbGroupProfile(
  db: Db,
  { cnpjRoot, groupCode }: { cnpjRoot: string; groupCode: string },
): Promise<BcbGroupProfile> {
  const month = await currentImport(db, "monthly");
  if (!month) return { status: "no-data" };
  const history = await db.bcbGroup.findMany({
    where: {
      cnpjRoot,
      groupCode: { equals: groupCode.trim(), mode: "insensitive" },
      import: { kind: "monthly", state: "current" },
    },
    orderBy: { dataBase: "asc" },
  });
  const latest = history.find((row) => row.dataBase === month.dataBase);
  if (!latest) return { status: "missing", dataBase: month.dataBase, label: dataBaseLabel(month.dataBase) };
  const segments = await db.bcbSegment.findMany({
    where: { importId: month.id, segment: latest.segment },
    select: {
      cnpjRoot: true,
      adminFeePct: true,
      activeGroups: true,
      upToDate: true,
      contemplatedDelinquent: true,
      notContemplatedDelinquent: true,
      excluded: true,
    },
  });
  const own = segments.find((row) => row.cnpjRoot === cnpjRoot);
  const active = (r: { upToDate: number; contemplatedDelinquent: number; notContemplatedDelinquent: number }) =>
    r.upToDate + r.contemplatedDelinquent + r.notContemplatedDelinquent;
  const groupActive = active(latest);
  return {
    status: "found",
    dataBase: month.dataBase,
    label: dataBaseLabel(month.dataBase),
    source: BCB_SOURCE,
    adminName: latest.adminName,
    cnpjRoot: latest.cnpjRoot,
    groupCode: latest.groupCode,
    segment: latest.segment,
    termMonths: latest.termMonths,
    assembliesHeld: latest.assembliesHeld,
    activeQuotas: groupActive,
    delinquencyPct:
      groupActive > 0 ? ((latest.contemplatedDelinquent + latest.notContemplatedDelinquent) / groupActive) * 100 : null,
    adminFeePct: latest.adminFeePct,
    correctionIndex: latest.correctionIndex || null,
    segmentMedianFeePct: median(segments.filter((row) => row.activeGroups > 0).map((row) => row.adminFeePct)),
    segmentAdministradoras: segments.filter((row) => row.activeGroups > 0).length,
    admin: own
      ? {
          activeGroups: own.activeGroups,
          activeQuotas: active(own),
          exclusionPct: active(own) + own.excluded > 0 ? (own.excluded / (active(own) + own.excluded)) * 100 : null,
        }
      : null,
    months: history.map((row) => ({
      dataBase: row.dataBase,
      label: dataBaseLabel(row.dataBase),
      contemplated: row.contemplatedInMonth,
      activeQuotas: active(row),
    })),
  };
}

/** The administradora's quarterly lance/sorteio split in a segment and state (newest UF file), or null. */
export async function bcbLanceSplit(
  db: Db,
  { cnpjRoot, segment, uf }: { cnpjRoot: string; segment: number; uf: string },
): Promise<BcbLanceSplit | null> {
  const quarter = await currentImport(db, "quarterly_uf");
  if (!quarter) return null;
  const row = await db.bcbUf.findFirst({
    where: { importId: quarter.id, cnpjRoot, segment, uf: uf.toUpperCase() },
    select: { byBidInQuarter: true, byDrawInQuarter: true },
  });
  if (!row) return null;
  const total = row.byBidInQuarter + row.byDrawInQuarter;
  if (total === 0) return null;
  return {
    dataBase: quarter.dataBase,
    quarter: quarterLabel(quarter.dataBase),
    uf: uf.toUpperCase(),
    byBid: row.byBidInQuarter,
    byDraw: row.byDrawInQuarter,
    bidPct: (row.byBidInQuarter / total) * 100,
    source: BCB_SOURCE,
  };
}

/**
 * The draw rate per assembly of a linked group (draw-rate.ts): its contemplations in every month
 * imported, times the administradora's sorteio share in the group's segment in the newest quarter
 * (in the state the seller gave, else summed over every state), over its active quotas. Null when the
 * group is not in the newest month or no quarterly split exists for its administradora and segment.
 */
export async function bcbDrawRate(db: Db, card: BcbGroupCard | null): Promise<BcbDrawRate | null> {
  if (card?.profile.status !== "found") return null;
  const profile = card.profile;
  let split: { byBid: number; byDraw: number; quarter: string; uf: string | null } | null = card.split;
  if (!split) {
    const quarter = await currentImport(db, "quarterly_uf");
    if (!quarter) return null;
    const sum = await db.bcbUf.aggregate({
      where: { importId: quarter.id, cnpjRoot: profile.cnpjRoot, segment: profile.segment },
      _sum: { byBidInQuarter: true, byDrawInQuarter: true },
    });
    split = {
      byBid: sum._sum.byBidInQuarter ?? 0,
      byDraw: sum._sum.byDrawInQuarter ?? 0,
      quarter: quarterLabel(quarter.dataBase),
      uf: null,
    };
  }
  if (split.byBid + split.byDraw === 0) return null;
  const drawShare = split.byDraw / (split.byBid + split.byDraw);
  const chance = bcbDrawChance(profile.months, drawShare);
  if (chance === null) return null;
  return {
    chance,
    dataBase: profile.dataBase,
    label: profile.label,
    months: profile.months.filter((m) => m.activeQuotas > 0).length,
    drawShare,
    quarter: split.quarter,
    uf: split.uf,
    source: BCB_SOURCE,
  };
}

/** The imports for the back office: newest first. */
export async function listBcbImports(db: Db) {
  return db.bcbImport.findMany({
    where: { state: { in: ["current", "failed", "loading"] } },
    orderBy: { createdAt: "desc" },
    take: 30,
    select: {
      id: true,
      kind: true,
      dataBase: true,
      fileName: true,
      state: true,
      origin: true,
      rowCount: true,
      error: true,
      createdAt: true,
    },
  });
}
