// After an annual adjustment takes effect, the price /select shows, the prices
// `payments.*` answer and the amount the checkout sends to Mercado Pago are one and the same.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { startFakeForTests } from "~/test/fake-mercadopago";

let mp: Awaited<ReturnType<typeof startFakeForTests>>;
beforeAll(async () => {
  mp = await startFakeForTests();
});
afterAll(async () => {
  await mp.close();
});
afterEach(async () => {
  // The adjustment below is in force for everyone: the other billing files expect the catalogue.
  await testDb.priceAdjustment.deleteMany({ where: { createdByName: "price-in-force test" } });
});

describe("price shown = price charged", () => {
  it("after an adjustment takes effect, /select's prices, payments.status and the checkout all use the adjusted price", async () => {
    const { account, owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    // An adjustment of 4.62% that took effect yesterday (applyAdjustment only schedules 30+ days ahead).
    const prices = { two_users: 31_281, five_users: 52_205, ten_users: 73_129 };
    await testDb.priceAdjustment.create({
      data: {
        basisPoints: 462,
        effectiveFrom: new Date(Date.now() - 86_400_000),
        createdById: owner.id,
        createdByName: "price-in-force test",
        prices: {
          create: Object.entries(prices).map(([plan, priceCents]) => ({
            plan: plan as keyof typeof prices,
            priceCents,
            effectiveFrom: new Date(Date.now() - 86_400_000),
          })),
        },
      },
    });

    const caller = callerFor(await signIn(owner));
    // What feeds PlanPicker on /select (the page asks payments.prices on the server).
    const shown = await caller.payments.prices();
    expect(shown).toEqual(prices);
    expect((await caller.payments.status()).priceCents).toBe(prices[account.plan]);

    for (const plan of ["two_users", "five_users", "ten_users"] as const) {
      const { init_point } = await caller.payments.create({ plan });
      const id = new URL(init_point).searchParams.get("preapproval_id")!;
      const charged = mp.fake.state.preapprovals.get(id)!.auto_recurring.transaction_amount;
      expect(Math.round(charged * 100)).toBe(shown[plan]);
      expect((await testDb.subscription.findUniqueOrThrow({ where: { id } })).amountCents).toBe(shown[plan]);
    }
  });

  it("with no adjustment in force the catalogue price is shown and charged", async () => {
    const { owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const caller = callerFor(await signIn(owner));
    const shown = await caller.payments.prices();
    expect(shown).toEqual({ two_users: 29_900, five_users: 49_900, ten_users: 69_900 });
    const { init_point } = await caller.payments.create({ plan: "ten_users" });
    const id = new URL(init_point).searchParams.get("preapproval_id")!;
    expect(mp.fake.state.preapprovals.get(id)!.auto_recurring.transaction_amount).toBe(699);
  });
});
