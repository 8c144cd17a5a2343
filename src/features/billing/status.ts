import "server-only";
import type { SessionContext } from "~/features/accounts";
import { liveSessionWhere } from "~/features/accounts/server";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { accountAccess } from "~/features/plans";
import { cancellationDate } from "./period";
import { PLANS } from "~/features/plans";
import { priceInForce } from "./prices";

/** The signed-in account's plan, status and who to ask: for /conta, /select and the restricted screen. */
export async function billingStatus(db: Db, viewer: SessionContext, now = new Date()) {
  const accountId = viewer.account.id;
  const account = await db.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { plan: true, status: true, paidThrough: true, cancelAt: true },
  });
  const [priceCents, owner, seatsInUse, payments] = await Promise.all([
    priceInForce(db, account.plan, now),
    db.user.findFirst({
      where: { accountId, role: "OWNER" },
      orderBy: { createdAt: "asc" },
      select: { name: true, email: true },
    }),
    db.session.count({ where: { accountId, ...liveSessionWhere(now) } }),
    viewer.user.role === "OWNER"
      ? db.payment.findMany({
          where: { accountId },
          orderBy: { paidAt: "desc" },
          take: 12,
          select: { mpPaymentId: true, amountCents: true, paidAt: true, periodEnd: true },
        })
      : Promise.resolve([]),
  ]);
  const plan = PLANS[account.plan];
  return {
    plan: account.plan,
    planName: plan.name,
    seats: plan.seats,
    priceCents,
    seatsInUse,
    status: account.status,
    access: accountAccess(account.status, account.paidThrough, now),
    paidThrough: account.paidThrough,
    cancelAt: account.cancelAt,
    owner,
    payments,
  };
}

/** The owner cancels: effective at the end of a paid period at least 30 days away (spec §9). */
export async function requestCancellation(
  db: Db,
  viewer: SessionContext,
  now = new Date(),
): Promise<{ cancelAt: Date }> {
  if (viewer.user.role !== "OWNER")
    throw new AppError("FORBIDDEN", "Apenas o responsável pela conta pode cancelar a assinatura.");
  const account = await db.account.findUniqueOrThrow({
    where: { id: viewer.account.id },
    select: { status: true, paidThrough: true, cancelAt: true },
  });
  if (account.status !== "ACTIVE" || !account.paidThrough)
    throw new AppError("CONFLICT", "Não há assinatura ativa para cancelar.");
  if (account.cancelAt) return { cancelAt: account.cancelAt };
  const cancelAt = cancellationDate(account.paidThrough, now);
  await db.$transaction([
    db.account.update({ where: { id: viewer.account.id }, data: { cancelAt } }),
    db.accountEvent.create({
      data: {
        accountId: viewer.account.id,
        actorId: viewer.user.id,
        actorName: viewer.user.name,
        kind: "CANCEL_REQUESTED",
        detail: `Cancelamento em ${cancelAt.toISOString()}`,
      },
    }),
  ]);
  return { cancelAt };
}
