import type { AccountStatus } from "~/generated/prisma/enums";

// The one answer to "is this account paid?", read by activeProcedure, auth.me's `active` and the
// (app) layout. Pure (no Prisma, no clock of its own) so every caller and test agrees.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Each approved payment buys 30 days, billed in advance (spec §9). */
export const BILLING_PERIOD_DAYS = 30;
/** The terms allow termination when payment is overdue more than 15 days (spec §9). */
export const GRACE_DAYS = 15;

export type AccessReason = "paid" | "grace" | "pending" | "overdue" | "suspended" | "cancelled";
export type AccountAccess = { active: boolean; reason: AccessReason };

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The moment an unpaid period turns into a suspension: paidThrough + 15 days. */
export function suspensionDate(paidThrough: Date): Date {
  return addDays(paidThrough, GRACE_DAYS);
}

/**
 * ACTIVE while now ≤ paidThrough + 15 days ("grace" once paidThrough has passed). An ACTIVE row
 * without paidThrough never paid and an ACTIVE row past the grace is overdue even before the daily
 * lifecycle pass writes SUSPENDED: the predicate, not the job's timing, decides access.
 */
export function accountAccess(status: AccountStatus, paidThrough: Date | null, now: Date): AccountAccess {
  switch (status) {
    case "PENDING_PAYMENT":
      return { active: false, reason: "pending" };
    case "SUSPENDED":
      return { active: false, reason: "suspended" };
    case "CANCELLED":
      return { active: false, reason: "cancelled" };
    case "ACTIVE":
      if (!paidThrough) return { active: false, reason: "pending" };
      if (now.getTime() <= paidThrough.getTime()) return { active: true, reason: "paid" };
      if (now.getTime() <= suspensionDate(paidThrough).getTime()) return { active: true, reason: "grace" };
      return { active: false, reason: "overdue" };
  }
}
