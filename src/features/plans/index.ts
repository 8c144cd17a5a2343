// The plans: their prices and seats, and the one answer to "is this account paid?". Pure, so the
// accounts (seats, the session's `active`), billing (checkout, lifecycle) and the pages agree.
// Runs anywhere; no React, no Prisma. The rule: scripts/eslint/layers.mjs.

export { accountAccess, addDays, BILLING_PERIOD_DAYS, GRACE_DAYS, suspensionDate } from "./access";
export { PLAN_IDS, PLANS, seatsFor } from "./plans";
export { greeting, planByName } from "./plan-info";
