import "server-only";
import { formatCents, formatDate } from "~/lib/format";
import type { Db } from "~/platform/db";
import type { MailMessage } from "~/platform/mail/send";
import { addDays, GRACE_DAYS } from "~/features/plans";
import { cancelSubscription, updateSubscriptionAmount } from "./mercadopago/gateway";
import { anniversaryAfter, lastAnniversary } from "./period";
import { PLANS } from "~/features/plans";
import { priceInForce } from "./prices";
import { logger } from "~/platform/log/logger";

const log = logger("billing");

const NOTICE_DAYS = 30;
/** A cancelled subscription is stopped at Mercado Pago this long before its end, ahead of the renewal charge. */
const STOP_CHARGES_DAYS = 2;

export type LifecycleReport = {
  suspended: number;
  cancelled: number;
  stopped: number;
  adjusted: number;
  noticed: number;
  errors: number;
};

type Mail = (message: MailMessage) => Promise<void>;

/** What every job of one pass shares: the database, the pass's time, its report and its guard. */
interface Pass {
  db: Db;
  now: Date;
  report: LifecycleReport;
  /** Runs one subscription's step; a failure is counted and logged, and the pass goes on. */
  guarded: (what: string, step: () => Promise<void>) => Promise<void>;
}

/**
 * The daily pass. Each step is a conditional update, so two servers running it at once (or a
 * re-run) change nothing twice. Mercado Pago calls happen before the local write they justify.
 */
export async function runLifecyclePass(db: Db, now: Date, mail: Mail): Promise<LifecycleReport> {
  const report: LifecycleReport = { suspended: 0, cancelled: 0, stopped: 0, adjusted: 0, noticed: 0, errors: 0 };
  // One failing subscription (Mercado Pago away, an unknown id) never stops the rest of the pass.
  const guarded = async (what: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      report.errors += 1;
      log.error({ step: what, err: error }, "lifecycle: um passo falhou");
    }
  };
  const pass: Pass = { db, now, report, guarded };
  await suspendOverdue(pass);
  await stopEndingCharges(pass);
  await cancelEnded(pass);
  await adjustPrices(pass, mail);
  return report;
}

/** Overdue more than 15 days → SUSPENDED (the predicate already denies access; this records it). */
async function suspendOverdue({ db, now, report }: Pass) {
  const overdue = await db.account.findMany({
    where: { status: "ACTIVE", paidThrough: { lt: addDays(now, -GRACE_DAYS) } },
    select: { id: true },
  });
  for (const { id } of overdue) {
    const { count } = await db.account.updateMany({
      where: { id, status: "ACTIVE", paidThrough: { lt: addDays(now, -GRACE_DAYS) } },
      data: { status: "SUSPENDED" },
    });
    if (count) {
      report.suspended += 1;
      await db.accountEvent.create({
        data: { accountId: id, kind: "SUSPENDED", detail: "Pagamento em atraso há mais de 15 dias" },
      });
    }
  }
}

/** Cancellations, first step: stop the charges at Mercado Pago shortly before the end. */
async function stopEndingCharges({ db, now, report, guarded }: Pass) {
  const ending = await db.subscription.findMany({
    where: {
      status: { in: ["pending", "authorized", "paused"] },
      account: { cancelAt: { lte: addDays(now, STOP_CHARGES_DAYS) } },
    },
    select: { id: true },
  });
  for (const { id } of ending) {
    await guarded(`cancelar ${id}`, async () => {
      await cancelSubscription(id);
      await db.subscription.update({ where: { id }, data: { status: "cancelled" } });
      report.stopped += 1;
    });
  }
}

/** Cancellations, second step: end access at cancelAt. */
async function cancelEnded({ db, now, report }: Pass) {
  const cancelled = await db.account.findMany({
    where: { cancelAt: { lte: now }, status: { not: "CANCELLED" } },
    select: { id: true },
  });
  for (const { id } of cancelled) {
    const { count } = await db.account.updateMany({
      where: { id, status: { not: "CANCELLED" } },
      data: { status: "CANCELLED" },
    });
    if (count) {
      report.cancelled += 1;
      await db.accountEvent.create({
        data: { accountId: id, kind: "CANCELLED", detail: "Cancelamento pedido pelo responsável" },
      });
    }
  }
}

/** The annual adjustment: the new price on each subscription's anniversary, notice 30 days ahead. */
async function adjustPrices({ db, now, report, guarded }: Pass, mail: Mail) {
  const live = await db.subscription.findMany({
    where: { status: "authorized", authorizedAt: { not: null } },
    include: {
      account: {
        select: { id: true, users: { where: { role: "OWNER" }, select: { email: true, name: true }, take: 1 } },
      },
    },
  });
  for (const sub of live)
    await guarded(`reajuste ${sub.id}`, async () => {
      if (!sub.authorizedAt) return;
      const start = sub.authorizedAt;
      const reached = lastAnniversary(start, now);
      if (reached) {
        const price = await priceInForce(db, sub.plan, reached);
        if (price !== sub.amountCents) {
          await updateSubscriptionAmount(sub.id, price);
          await db.subscription.update({ where: { id: sub.id }, data: { amountCents: price } });
          await db.accountEvent.create({
            data: {
              accountId: sub.accountId,
              kind: "PRICE_ADJUSTED",
              detail: `${formatCents(sub.amountCents)} → ${formatCents(price)}`,
            },
          });
          report.adjusted += 1;
        }
      }
      const next = anniversaryAfter(start, now);
      const owner = sub.account.users[0];
      if (
        owner &&
        next.getTime() - now.getTime() <= NOTICE_DAYS * 86_400_000 &&
        sub.noticeSentFor?.getTime() !== next.getTime()
      ) {
        const price = await priceInForce(db, sub.plan, next);
        if (price === sub.amountCents) return;
        // Claim the notice first: a second server finds it taken and sends nothing.
        const { count } = await db.subscription.updateMany({
          where: { id: sub.id, OR: [{ noticeSentFor: null }, { noticeSentFor: { not: next } }] },
          data: { noticeSentFor: next },
        });
        if (!count) return;
        await mail({
          accountId: sub.accountId,
          to: owner.email,
          subject: "Reajuste anual da sua assinatura do Consórcio Pro",
          text: [
            `Olá, ${owner.name}.`,
            "",
            `Conforme os Termos de Uso, o valor do plano ${PLANS[sub.plan].name} será reajustado pelo índice anual de inflação a partir de ${formatDate(next, "long")}, aniversário da sua assinatura.`,
            `Valor atual: ${formatCents(sub.amountCents)} por mês. Novo valor: ${formatCents(price)} por mês.`,
            "",
            "Se não concordar, você pode cancelar a assinatura em Minha conta com 30 dias de antecedência da renovação.",
          ].join("\n"),
        });
        report.noticed += 1;
      }
    });
}
