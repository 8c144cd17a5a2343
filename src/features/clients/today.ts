import "server-only";
import type { Db } from "~/platform/db";
import { HOT_WINDOW_MS } from "./board/board-signals";
import { summarySelect, toClientSummaries } from "./data";
import { saoPauloToday } from "./days";
import type { Today } from "./schema";
import { clientScope, type Viewer } from "./scope";

const OPEN_STAGES = { notIn: ["fechado" as const, "perdido" as const] };

/**
 * The dashboard's "Hoje": contacts due today or overdue; hot clients (opened a proposal twice, or
 * downloaded its PDF, in the last 48 h, and not contacted since); answers still new.
 */
export async function todayFor(db: Db, viewer: Viewer, now = new Date()): Promise<Today> {
  const scope = clientScope(viewer);
  const since = new Date(now.getTime() - HOT_WINDOW_MS);
  const [due, signals, answers] = await Promise.all([
    db.client.findMany({
      where: { ...scope, erasedAt: null, status: OPEN_STAGES, nextContactOn: { lte: saoPauloToday(now) } },
      select: summarySelect,
      orderBy: [{ nextContactOn: "asc" }, { id: "asc" }],
      take: 50,
    }),
    db.clientEvent.groupBy({
      by: ["clientId", "kind"],
      where: {
        accountId: viewer.account.id,
        kind: { in: ["view", "pdf"] },
        createdAt: { gte: since, lte: now },
        client: { ...scope, status: OPEN_STAGES },
      },
      _count: { _all: true },
      _max: { createdAt: true },
    }),
    db.proposalResponse.findMany({
      where: {
        accountId: viewer.account.id,
        status: "novo",
        proposal: viewer.user.role === "SELLER" ? { sellerId: viewer.user.id } : {},
      },
      select: { id: true, clientId: true, name: true, phone: true, message: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 20,
    }),
  ]);
  const hotSignals = new Map<string, { reason: "views" | "pdf"; last: Date }>();
  for (const s of signals) {
    const last = s._max.createdAt ?? since;
    if (s.kind === "pdf" || s._count._all >= 2) {
      const prev = hotSignals.get(s.clientId);
      hotSignals.set(s.clientId, {
        reason: s.kind === "pdf" ? "pdf" : (prev?.reason ?? "views"),
        last: prev && prev.last > last ? prev.last : last,
      });
    }
  }
  const candidates = hotSignals.size
    ? await db.client.findMany({ where: { id: { in: [...hotSignals.keys()] }, ...scope }, select: summarySelect })
    : [];
  const hotRows = candidates.filter((c) => {
    const signal = hotSignals.get(c.id);
    return signal && (!c.lastContactAt || c.lastContactAt < signal.last);
  });
  const hot = (await toClientSummaries(db, hotRows, now))
    .map((c) => ({ ...c, reason: hotSignals.get(c.id)?.reason ?? ("views" as const) }))
    .sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime());
  return { due: await toClientSummaries(db, due, now), hot, newAnswers: answers };
}

/**
 * The "Carteira" badge in the navigation: what needs the seller today. Contacts due today or
 * overdue, answers still new, first opens not looked at yet; each counted as "Hoje" and the
 * morning digest count them, for the viewer's own scope.
 */
export async function badgeFor(db: Db, viewer: Viewer, now = new Date()) {
  const [due, answers, firstOpens] = await Promise.all([
    db.client.count({
      where: {
        ...clientScope(viewer),
        erasedAt: null,
        status: OPEN_STAGES,
        nextContactOn: { lte: saoPauloToday(now) },
      },
    }),
    db.proposalResponse.count({
      where: {
        accountId: viewer.account.id,
        status: "novo",
        proposal: viewer.user.role === "SELLER" ? { sellerId: viewer.user.id } : {},
      },
    }),
    db.clientAlert.count({ where: { userId: viewer.user.id, accountId: viewer.account.id, seenAt: null } }),
  ]);
  return { due, answers, firstOpens, total: due + answers + firstOpens };
}
