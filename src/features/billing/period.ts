import { addDays, BILLING_PERIOD_DAYS, suspensionDate } from "~/features/plans";

/**
 * paidThrough after a payment approved at `paidAt`: 30 days on top of the paid period while the
 * account is within its grace (a late renewal covers the days already used); from the payment
 * itself for a first payment or after a suspension.
 */
export function nextPaidThrough(paidThrough: Date | null, paidAt: Date): Date {
  const continues = paidThrough !== null && suspensionDate(paidThrough).getTime() >= paidAt.getTime();
  const base = continues ? paidThrough : paidAt;
  return addDays(base, BILLING_PERIOD_DAYS);
}

/**
 * When a cancellation asked for `now` takes effect: at the end of the paid period if that is at
 * least 30 days away (spec §9: 30 days' notice before the automatic renewal), else at the end of
 * the following period.
 */
export function cancellationDate(paidThrough: Date, now: Date): Date {
  let end = paidThrough;
  while (end.getTime() - now.getTime() < BILLING_PERIOD_DAYS * 86_400_000) end = addDays(end, BILLING_PERIOD_DAYS);
  return end;
}

/** Anniversaries of a subscription: start + 1 year, + 2 years, … */
export function anniversaryAfter(start: Date, after: Date): Date {
  const date = new Date(start);
  let years = 1;
  for (;;) {
    const candidate = new Date(date);
    candidate.setUTCFullYear(date.getUTCFullYear() + years);
    if (candidate.getTime() > after.getTime()) return candidate;
    years += 1;
  }
}

/** The latest anniversary at or before `now`, or null in the first year. */
export function lastAnniversary(start: Date, now: Date): Date | null {
  let last: Date | null = null;
  for (let years = 1; ; years += 1) {
    const candidate = new Date(start);
    candidate.setUTCFullYear(start.getUTCFullYear() + years);
    if (candidate.getTime() > now.getTime()) return last;
    last = candidate;
  }
}
