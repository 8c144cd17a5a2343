import "server-only";
import * as z from "zod";
import { Plan } from "~/generated/prisma/enums";
import type { Db } from "~/platform/db";
import { PLANS } from "~/features/plans";
import { keysOf } from "~/lib/json";

/** The plan's monthly price in force at `at`: the latest annual adjustment, else the catalogue. */
export async function priceInForce(db: Db, plan: Plan, at: Date): Promise<number> {
  const row = await db.planPrice.findFirst({
    where: { plan, effectiveFrom: { lte: at } },
    orderBy: { effectiveFrom: "desc" },
    select: { priceCents: true },
  });
  return row?.priceCents ?? PLANS[plan].priceCents;
}

const pricesByPlan = z.record(z.enum(Plan), z.number());

/** Every plan's monthly price in force at `at`: what /select shows, `payments.*` answers and the checkout charges. */
export async function pricesInForce(db: Db, at = new Date()): Promise<Record<Plan, number>> {
  const ids: Plan[] = keysOf(PLANS);
  const prices = await Promise.all(ids.map((plan) => priceInForce(db, plan, at)));
  // A record keyed by the enum has every plan (zod checks it), so no plan can go missing unseen.
  return pricesByPlan.parse(Object.fromEntries(ids.map((plan, i) => [plan, prices[i]])));
}
