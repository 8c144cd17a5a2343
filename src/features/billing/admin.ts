import "server-only";
import type { SessionContext } from "~/features/accounts";
import { liveSessionWhere } from "~/features/accounts/server";
import { AppError } from "~/lib/errors";
import { saoPauloDayStart } from "~/lib/sao-paulo-day";
import type { Db } from "~/platform/db";
import { accountAccess, addDays, BILLING_PERIOD_DAYS, suspensionDate } from "~/features/plans";
import { adjustCents } from "./money";
import { PLAN_IDS } from "~/features/plans";
import { priceInForce } from "./prices";
import type { AdjustmentInput } from "./schema";

// The operator's back office (/admin). Every function here runs behind adminProcedure.

export async function listAccounts(db: Db, query: string, now = new Date()) {
  const q = query.trim();
  const accounts = await db.account.findMany({
    where: q
      ? {
          OR: [
            { name: { contains: q, mode: "insensitive" } },
            { document: { contains: q.replace(/\D/g, "") || q } },
            { users: { some: { email: { contains: q.toLowerCase() } } } },
          ],
        }
      : {},
    orderBy: { createdAt: "desc" },
    take: 50,
    select: {
      id: true,
      name: true,
      document: true,
      plan: true,
      status: true,
      paidThrough: true,
      cancelAt: true,
      createdAt: true,
      users: { where: { role: "OWNER" }, select: { email: true, name: true }, take: 1 },
      _count: { select: { sessions: { where: liveSessionWhere(now) } } },
    },
  });
  return accounts.map(({ users, _count, ...account }) => ({
    ...account,
    owner: users[0] ?? null,
    seatsInUse: _count.sessions,
    access: accountAccess(account.status, account.paidThrough, now),
  }));
}

export async function accountDetail(db: Db, accountId: string) {
  const account = await db.account.findUnique({
    where: { id: accountId },
    select: {
      id: true,
      name: true,
      payments: {
        orderBy: { paidAt: "desc" },
        take: 24,
        select: { mpPaymentId: true, amountCents: true, paidAt: true, periodEnd: true },
      },
      termsAcceptances: {
        orderBy: { acceptedAt: "desc" },
        take: 20,
        select: { document: true, version: true, acceptedAt: true, ip: true, user: { select: { email: true } } },
      },
      events: {
        orderBy: { createdAt: "desc" },
        take: 30,
        select: { kind: true, detail: true, actorName: true, createdAt: true },
      },
      subscriptions: {
        orderBy: { createdAt: "desc" },
        take: 10,
        select: { id: true, plan: true, amountCents: true, status: true, createdAt: true },
      },
    },
  });
  if (!account) throw new AppError("NOT_FOUND", "Conta não encontrada.");
  return account;
}

/**
 * Activate or suspend by hand, recorded with who and when. Activating an account with no paid
 * period left gives it one billing period from now.
 */
export async function setAccountStatus(
  db: Db,
  admin: SessionContext,
  accountId: string,
  status: "ACTIVE" | "SUSPENDED",
  now = new Date(),
) {
  // The operator's own account runs the back office: suspending it would lock the operator out.
  if (status === "SUSPENDED" && accountId === admin.account.id) {
    throw new AppError("CONFLICT", "Você não pode suspender a conta da própria administração.");
  }
  const account = await db.account.findUnique({ where: { id: accountId }, select: { paidThrough: true } });
  if (!account) throw new AppError("NOT_FOUND", "Conta não encontrada.");
  const lapsed = !account.paidThrough || suspensionDate(account.paidThrough).getTime() < now.getTime();
  const paidThrough = status === "ACTIVE" && lapsed ? addDays(now, BILLING_PERIOD_DAYS) : undefined;
  await db.$transaction([
    db.account.update({ where: { id: accountId }, data: { status, ...(paidThrough ? { paidThrough } : {}) } }),
    db.accountEvent.create({
      data: {
        accountId,
        actorId: admin.user.id,
        actorName: `${admin.user.name} <${admin.user.email}>`,
        kind: status === "ACTIVE" ? "ADMIN_ACTIVATED" : "ADMIN_SUSPENDED",
        detail: paidThrough ? `Liberada até ${paidThrough.toISOString()}` : null,
      },
    }),
  ]);
  return { ok: true as const };
}

export const NOTICE_DAYS = 30;

/**
 * The annual adjustment: every plan's price in force on the effective date moves by the index,
 * rounded to the centavo. At least 30 days ahead, so each client can be told in time.
 */
export async function applyAdjustment(db: Db, admin: SessionContext, input: AdjustmentInput, now = new Date()) {
  const effectiveFrom = saoPauloDayStart(input.effectiveFrom);
  if (Number.isNaN(effectiveFrom.getTime()))
    throw new AppError("VALIDATION", "Data de vigência inválida.", {
      fieldErrors: { effectiveFrom: ["Data de vigência inválida."] },
    });
  if (effectiveFrom.getTime() < addDays(now, NOTICE_DAYS).getTime()) {
    throw new AppError("VALIDATION", "A vigência deve ser daqui a pelo menos 30 dias (aviso prévio aos clientes).", {
      fieldErrors: { effectiveFrom: ["A vigência deve ser daqui a pelo menos 30 dias (aviso prévio aos clientes)."] },
    });
  }
  const basisPoints = Math.round(input.percent * 100);
  const exists = await db.planPrice.findFirst({ where: { effectiveFrom }, select: { id: true } });
  if (exists) throw new AppError("CONFLICT", "Já existe um reajuste com essa data de vigência.");
  const prices = await Promise.all(
    PLAN_IDS.map(async (plan) => ({
      plan,
      priceCents: adjustCents(await priceInForce(db, plan, effectiveFrom), basisPoints),
    })),
  );
  return db.priceAdjustment.create({
    data: {
      basisPoints,
      effectiveFrom,
      createdById: admin.user.id,
      createdByName: admin.user.name,
      prices: { create: prices.map((p) => ({ ...p, effectiveFrom })) },
    },
    include: { prices: true },
  });
}

export async function adjustmentHistory(db: Db) {
  return db.priceAdjustment.findMany({
    orderBy: { effectiveFrom: "desc" },
    take: 20,
    include: { prices: { select: { plan: true, priceCents: true } } },
  });
}

/** The catalogue as it stands today and the next scheduled prices. */
export async function currentPrices(db: Db, now = new Date()) {
  return Promise.all(PLAN_IDS.map(async (plan) => ({ plan, priceCents: await priceInForce(db, plan, now) })));
}
