// The back office and the annual adjustment: adminProcedure, the recorded actions, the new prices
// on each subscription's anniversary through the SDK (fake API) and the notice 30 days ahead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "~/platform/mail/send";
import { addDays } from "~/features/plans";
import { saoPauloDay } from "~/lib/sao-paulo-day";
import { runLifecyclePass } from "~/features/billing/lifecycle";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { startFakeForTests } from "~/test/fake-mercadopago";

let mp: Awaited<ReturnType<typeof startFakeForTests>>;
beforeAll(async () => {
  mp = await startFakeForTests();
});
afterAll(async () => {
  await mp.close();
});

async function adminCaller() {
  const { account } = await makeAccount();
  const admin = await makeUser(account.id, "ADMIN");
  return { caller: callerFor(await signIn(admin)), admin };
}

/** São Paulo calendar date (yyyy-mm-dd) `days` from now. */
function dateIn(days: number) {
  return saoPauloDay(addDays(new Date(), days));
}

describe("admin router", () => {
  it("an owner or seller gets FORBIDDEN on every admin procedure", async () => {
    const { account, owner } = await makeAccount();
    const seller = await makeUser(account.id, "SELLER");
    for (const user of [owner, seller]) {
      const caller = callerFor(await signIn(user));
      await expect(caller.admin.accounts({ query: "" })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(caller.admin.setStatus({ accountId: account.id, status: "SUSPENDED" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(caller.admin.applyAdjustment({ percent: 5, effectiveFrom: dateIn(40) })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
  });

  it("lists and searches accounts with plan, status, paid-through and seats in use; suspend and activate are recorded with who", async () => {
    const { caller, admin } = await adminCaller();
    const { account, owner } = await makeAccount({ plan: "five_users" });
    await signIn(owner);
    const [row] = await caller.admin.accounts({ query: owner.email });
    expect(row).toMatchObject({
      id: account.id,
      plan: "five_users",
      status: "ACTIVE",
      seatsInUse: 1,
      owner: { email: owner.email },
    });

    await caller.admin.setStatus({ accountId: account.id, status: "SUSPENDED" });
    expect(await testDb.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({
      status: "SUSPENDED",
    });
    await caller.admin.setStatus({ accountId: account.id, status: "ACTIVE" });
    const detail = await caller.admin.account({ accountId: account.id });
    expect(detail.events.map((e) => e.kind)).toEqual(["ADMIN_ACTIVATED", "ADMIN_SUSPENDED"]);
    expect(detail.events[0]!.actorName).toContain(admin.email);
    expect(detail.termsAcceptances.length).toBeGreaterThan(0);
    await expect(caller.admin.account({ accountId: "nao-existe" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("the operator cannot suspend its own account (it would lock itself out); others' still can be", async () => {
    const { caller, admin } = await adminCaller();
    await expect(caller.admin.setStatus({ accountId: admin.accountId, status: "SUSPENDED" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Você não pode suspender a conta da própria administração.",
    });
    expect(await testDb.account.findUniqueOrThrow({ where: { id: admin.accountId } })).toMatchObject({
      status: "ACTIVE",
    });
    expect(await testDb.accountEvent.count({ where: { accountId: admin.accountId, kind: "ADMIN_SUSPENDED" } })).toBe(0);
  });
});

describe("annual adjustment", () => {
  it("refuses an effective date less than 30 days ahead, with the message on the field", async () => {
    const { caller } = await adminCaller();
    await expect(caller.admin.applyAdjustment({ percent: 4.62, effectiveFrom: dateIn(10) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "A vigência deve ser daqui a pelo menos 30 dias (aviso prévio aos clientes).",
    });
    expect(await testDb.priceAdjustment.count()).toBe(0);
  });

  it("new prices from the effective date; a subscription takes it on its anniversary through the SDK, the owner told 30 days before, once", async () => {
    const { caller } = await adminCaller();
    const adjustment = await caller.admin.applyAdjustment({ percent: 4.62, effectiveFrom: dateIn(40) });
    expect(Object.fromEntries(adjustment.prices.map((p) => [p.plan, p.priceCents]))).toEqual({
      two_users: 31_281,
      five_users: 52_205,
      ten_users: 73_129,
    });
    const { history } = await caller.admin.adjustments();
    expect(history[0]).toMatchObject({ basisPoints: 462 });

    // A stardard subscription whose first anniversary falls 50 days from now.
    const { account, owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const { init_point } = await callerFor(await signIn(owner)).payments.create({ plan: "five_users" });
    const id = new URL(init_point).searchParams.get("preapproval_id")!;
    await mp.control("approve", { preapproval_id: id });
    const anniversary = addDays(new Date(), 50);
    const started = new Date(anniversary);
    started.setUTCFullYear(started.getUTCFullYear() - 1);
    await testDb.subscription.update({ where: { id }, data: { authorizedAt: started } });
    await testDb.account.update({ where: { id: account.id }, data: { paidThrough: addDays(new Date(), 400) } });

    const sent: MailMessage[] = [];
    const mail = async (m: MailMessage) => void sent.push(m);
    // 25 days before the anniversary, two servers run the pass at once: one notice.
    const noticeDay = addDays(anniversary, -25);
    await Promise.all([runLifecyclePass(testDb, noticeDay, mail), runLifecyclePass(testDb, noticeDay, mail)]);
    const mine = sent.filter((m) => m.to === owner.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toMatch(/R\$\s499,00/);
    expect(mine[0]!.text).toMatch(/R\$\s522,05/);
    expect(mp.fake.state.preapprovals.get(id)!.auto_recurring.transaction_amount).toBe(499);

    // On the anniversary the subscription is updated at Mercado Pago.
    await runLifecyclePass(testDb, addDays(anniversary, 0.01), mail);
    expect(mp.fake.state.preapprovals.get(id)!.auto_recurring.transaction_amount).toBe(522.05);
    expect(await testDb.subscription.findUniqueOrThrow({ where: { id } })).toMatchObject({ amountCents: 52_205 });
    // New checkouts after the effective date use the new price.
    expect(sent.filter((m) => m.to === owner.email)).toHaveLength(1);
  });

  it("two servers running the daily pass at once suspend an overdue account once", async () => {
    const { account } = await makeAccount();
    await testDb.account.update({ where: { id: account.id }, data: { paidThrough: addDays(new Date(), -20) } });
    const noMail = async () => {};
    await Promise.all([runLifecyclePass(testDb, new Date(), noMail), runLifecyclePass(testDb, new Date(), noMail)]);
    expect(await testDb.accountEvent.count({ where: { accountId: account.id, kind: "SUSPENDED" } })).toBe(1);
  });
});
