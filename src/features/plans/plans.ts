import type { Plan } from "~/generated/prisma/enums";

// Prices in integer centavos; names spelled as in the product ("stardard").
export const PLANS = {
  two_users: { id: "two_users", name: "basic", priceCents: 29_900, seats: 2, highlighted: false },
  five_users: { id: "five_users", name: "stardard", priceCents: 49_900, seats: 5, highlighted: true },
  ten_users: { id: "ten_users", name: "premium", priceCents: 69_900, seats: 10, highlighted: false },
} as const satisfies Record<Plan, { id: Plan; name: string; priceCents: number; seats: number; highlighted: boolean }>;

export const PLAN_IDS = ["two_users", "five_users", "ten_users"] as const satisfies readonly Plan[];

export function seatsFor(plan: Plan): number {
  return PLANS[plan].seats;
}
