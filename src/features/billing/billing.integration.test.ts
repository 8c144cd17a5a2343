// Billing end to end below the browser: the real SDK against the fake Mercado Pago API, signed
// notifications over HTTP into the real webhook route handler, a real PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createPayment } from "~/app/api/payments/create/route";
import { POST as webhook } from "~/app/api/webhooks/mercadopago/route";
import { env } from "~/env";
import { addDays } from "~/features/plans";
import { runLifecyclePass } from "~/features/billing/lifecycle";
import { signatureHeader } from "~/features/billing/mercadopago/signature";
import { runReconcile } from "~/features/billing/reconcile";
import { makeAccount, makeUser, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, sessionContext, testDb } from "~/test/db";
import { startFakeForTests } from "~/test/fake-mercadopago";
import { POST as postToken } from "~/app/api/auth/token/route";

type Harness = Awaited<ReturnType<typeof startFakeForTests>>;
let mp: Harness;

beforeAll(async () => {
  mp = await startFakeForTests();
});
afterAll(async () => {
  await mp.close();
});
beforeEach(async () => {
  await mp.control("mode", { mode: "up" });
  await mp.control("drop-notifications", { drop: false });
});

function request(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${env.NEXTAUTH_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function bearerFor(email: string) {
  const res = await postToken(request("/api/auth/token", { email, password: PASSWORD }));
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

async function pendingOwner() {
  const { account, owner } = await makeAccount({ status: "PENDING_PAYMENT" });
  return { account, owner, auth: await bearerFor(owner.email) };
}

async function buy(auth: Record<string, string>, plan = "five_users") {
  const res = await createPayment(request("/api/payments/create", { plan }, auth));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function preapprovalIdOf(initPoint: unknown) {
  return new URL(String(initPoint)).searchParams.get("preapproval_id")!;
}

const account = (id: string) => testDb.account.findUniqueOrThrow({ where: { id } });

describe("POST /api/payments/create", () => {
  it("200 {init_point}: a PreApproval at Mercado Pago with the server's price, the account as external_reference", async () => {
    const { account: acc, owner, auth } = await pendingOwner();
    const { status, body } = await buy(auth, "five_users");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["init_point"]);
    const id = preapprovalIdOf(body.init_point);
    const remote = mp.fake.state.preapprovals.get(id)!;
    expect(remote).toMatchObject({
      external_reference: acc.id,
      payer_email: owner.email,
      back_url: `${env.NEXTAUTH_URL}/conta?assinatura=retorno`,
      auto_recurring: { frequency: 1, frequency_type: "months", transaction_amount: 499, currency_id: "BRL" },
    });
    expect(remote.reason).toContain("stardard");
    expect(await testDb.subscription.findUniqueOrThrow({ where: { id } })).toMatchObject({
      accountId: acc.id,
      plan: "five_users",
      amountCents: 49_900,
      status: "pending",
    });
  });

  it.each([
    ["anonymous → 401", {}, { plan: "two_users" }, 401],
    ["a plan outside the list → 400", "owner", { plan: "gold_users" }, 400],
    ["no plan → 400", "owner", {}, 400],
    ["malformed JSON → 400", "owner", "{plan:", 400],
    ["a seller of the account → 403", "seller", { plan: "two_users" }, 403],
  ] as const)("%s and nothing is created", async (_label, who, body, expected) => {
    const { account: acc, owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const seller = await makeUser(acc.id, "SELLER");
    const auth = who === "owner" ? await bearerFor(owner.email) : who === "seller" ? await bearerFor(seller.email) : {};
    const res = await createPayment(request("/api/payments/create", body, auth));
    expect(res.status).toBe(expected);
    expect(await testDb.subscription.count({ where: { accountId: acc.id } })).toBe(0);
  });

  it("a cookie call from another origin is refused (403)", async () => {
    const { owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const session = await signIn(owner);
    const { encode } = await import("next-auth/jwt");
    const jwt = await encode({ token: { sid: session.sessionId }, secret: env.NEXTAUTH_SECRET });
    const res = await createPayment(
      request(
        "/api/payments/create",
        { plan: "two_users" },
        { cookie: `next-auth.session-token=${jwt}`, origin: "https://evil.example" },
      ),
    );
    expect(res.status).toBe(403);
  });

  it.each([
    ["down (connection refused)", "down"],
    ["slow (no answer before the timeout)", "hang"],
  ])("Mercado Pago %s → 502 with the spec's message, nothing changes", async (_label, mode) => {
    const { account: acc, auth } = await pendingOwner();
    await mp.control("mode", { mode });
    const { status, body } = await buy(auth, "two_users");
    expect(status).toBe(502);
    expect(body.error).toBe("Houve um erro ao gerar o pagamento!");
    expect(await testDb.subscription.count({ where: { accountId: acc.id } })).toBe(0);
    expect(await account(acc.id)).toMatchObject({ status: "PENDING_PAYMENT", paidThrough: null, plan: "two_users" });
  });
});

describe("webhook /api/webhooks/mercadopago", () => {
  it("the checkout's approval activates the account on stardard: ACTIVE, 5 seats, paidThrough +30 days, a receipt e-mail", async () => {
    const { account: acc, owner, auth } = await pendingOwner();
    const { body } = await buy(auth, "five_users");
    const before = Date.now();
    await mp.control("approve", { preapproval_id: preapprovalIdOf(body.init_point) });
    const after = await account(acc.id);
    expect(after).toMatchObject({ status: "ACTIVE", plan: "five_users" });
    expect(after.paidThrough!.getTime()).toBeGreaterThanOrEqual(addDays(new Date(before), 30).getTime() - 1000);
    expect(after.paidThrough!.getTime()).toBeLessThanOrEqual(addDays(new Date(), 30).getTime());
    expect(await testDb.payment.count({ where: { accountId: acc.id } })).toBe(1);
    // The owner gets one receipt: the amount, the plan and the new paid-through date.
    const receipts = await testDb.outboxEmail.findMany({
      where: { to: owner.email, subject: { startsWith: "Pagamento recebido" } },
    });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe("Pagamento recebido: plano stardard");
    expect(receipts[0]!.text).toContain("R$\u00a0499,00");
    expect(receipts[0]!.text).toContain(
      `pago até ${new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" }).format(after.paidThrough!)}`,
    );
    // Every delivery was accepted (the signature verified).
    expect(mp.fake.deliveries.slice(-3).map((d) => d.status)).toEqual([200, 200, 200]);
  });

  it("a replayed notification extends paidThrough once", async () => {
    const { account: acc, auth } = await pendingOwner();
    const { body } = await buy(auth);
    const id = preapprovalIdOf(body.init_point);
    await mp.control("approve", { preapproval_id: id });
    await mp.control("drop-notifications", { drop: true });
    await mp.control("charge", { preapproval_id: id });
    const renewal = mp.fake.deliveries.filter((d) => d.url.includes("type=subscription_authorized_payment")).at(-1)!;
    const before = (await account(acc.id)).paidThrough!;
    expect((await mp.replay(renewal)).status).toBe(200);
    const once = (await account(acc.id)).paidThrough!;
    expect(once.getTime()).toBe(addDays(before, 30).getTime());
    const again = await mp.replay(renewal);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ result: "duplicate" });
    expect((await account(acc.id)).paidThrough!.getTime()).toBe(once.getTime());
    expect(await testDb.payment.count({ where: { accountId: acc.id } })).toBe(2);
  });

  it("20 copies of one notification in parallel have one effect", async () => {
    const { account: acc, auth } = await pendingOwner();
    const { body } = await buy(auth);
    const id = preapprovalIdOf(body.init_point);
    await mp.control("approve", { preapproval_id: id });
    await mp.control("drop-notifications", { drop: true });
    await mp.control("charge", { preapproval_id: id });
    const renewal = mp.fake.deliveries.filter((d) => d.url.includes("type=payment")).at(-1)!;
    const before = (await account(acc.id)).paidThrough!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => mp.replay(renewal)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await account(acc.id)).paidThrough!.getTime()).toBe(addDays(before, 30).getTime());
    expect(await testDb.payment.count({ where: { accountId: acc.id } })).toBe(2);
    expect(await testDb.accountEvent.count({ where: { accountId: acc.id, kind: "PAYMENT_APPROVED" } })).toBe(2);
    // One receipt per payment applied, not per notification.
    const owner = await testDb.user.findFirstOrThrow({ where: { accountId: acc.id, role: "OWNER" } });
    expect(
      await testDb.outboxEmail.count({ where: { to: owner.email, subject: { startsWith: "Pagamento recebido" } } }),
    ).toBe(2);
  });

  it("the same payment through its two notifications (authorized payment and payment) counts once", async () => {
    const { account: acc, auth } = await pendingOwner();
    const { body } = await buy(auth);
    const id = preapprovalIdOf(body.init_point);
    await mp.control("approve", { preapproval_id: id });
    const paidThrough = (await account(acc.id)).paidThrough!;
    await mp.control("charge", { preapproval_id: id });
    expect((await account(acc.id)).paidThrough!.getTime()).toBe(addDays(paidThrough, 30).getTime());
  });

  it.each([
    ["no signature", (h: Record<string, string>) => ({ ...h, "x-signature": "" })],
    [
      "a signature made with another secret",
      (h: Record<string, string>) => ({
        ...h,
        "x-signature": signatureHeader("outro-segredo", "1", h["x-request-id"]!, String(Date.now())),
      }),
    ],
    [
      "a signature 10 minutes old",
      (h: Record<string, string>) => ({
        ...h,
        "x-signature": h["x-signature"]!.replace(/ts=\d+/, `ts=${Date.now() - 600_000}`),
      }),
    ],
    [
      "another x-request-id",
      (h: Record<string, string>) => ({ ...h, "x-request-id": "00000000-0000-4000-8000-000000000000" }),
    ],
  ])("%s → 401 and nothing changes", async (_label, tamper) => {
    const { account: acc, auth } = await pendingOwner();
    const { body } = await buy(auth);
    await mp.control("drop-notifications", { drop: true });
    await mp.control("approve", { preapproval_id: preapprovalIdOf(body.init_point) });
    const deliveries = mp.fake.deliveries.slice(-3);
    for (const d of deliveries) {
      const res = await webhook(new Request(d.url, { method: "POST", headers: tamper(d.headers), body: d.body }));
      expect(res.status).toBe(401);
    }
    expect(await account(acc.id)).toMatchObject({ status: "PENDING_PAYMENT", paidThrough: null });
    expect(
      await testDb.webhookEvent.count({
        where: { dataId: { in: deliveries.map((d) => new URL(d.url).searchParams.get("data.id")!) } },
      }),
    ).toBe(0);
  });

  it("a body over 64 KB is refused while it streams, without reading it to the end (413)", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const res = await webhook(
      new Request("http://localhost/api/webhooks/mercadopago?type=payment&data.id=1", {
        method: "POST",
        body: endless,
        headers: { "content-type": "application/json" },
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Notificação grande demais." });
    expect(pulled).toBeLessThan(10);
  });

  it("a rejected payment leaves the account waiting", async () => {
    const { account: acc, auth } = await pendingOwner();
    const { body } = await buy(auth);
    await mp.control("charge", { preapproval_id: preapprovalIdOf(body.init_point), approved: false });
    expect(await account(acc.id)).toMatchObject({ status: "PENDING_PAYMENT", paidThrough: null });
  });
});

describe("reconciliation", () => {
  it("repairs a lost notification: the approved charge is read back from Mercado Pago", async () => {
    const { account: acc, auth } = await pendingOwner();
    const { body } = await buy(auth, "ten_users");
    await mp.control("drop-notifications", { drop: true });
    await mp.control("approve", { preapproval_id: preapprovalIdOf(body.init_point) });
    expect(await account(acc.id)).toMatchObject({ status: "PENDING_PAYMENT" });
    const report = await runReconcile(testDb, new Date());
    expect(report.paymentsApplied).toBeGreaterThanOrEqual(1);
    expect(await account(acc.id)).toMatchObject({ status: "ACTIVE", plan: "ten_users" });
    // Run again: nothing more to apply for this account.
    const paidThrough = (await account(acc.id)).paidThrough;
    await runReconcile(testDb, new Date());
    expect((await account(acc.id)).paidThrough).toEqual(paidThrough);
  });
});

describe("lifecycle", () => {
  const noMail = async () => {};

  it("past paidThrough + 15 days: PAYMENT_REQUIRED at once, SUSPENDED after the daily pass", async () => {
    const { account: acc, owner } = await makeAccount();
    const session = await signIn(owner);
    await testDb.account.update({ where: { id: acc.id }, data: { paidThrough: addDays(new Date(), -16) } });
    const caller = callerFor({ ...session, account: { ...session.account, paidThrough: addDays(new Date(), -16) } });
    await expect(caller.proposals.list({})).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
    await runLifecyclePass(testDb, new Date(), noMail);
    expect(await account(acc.id)).toMatchObject({ status: "SUSPENDED" });
    const suspended = callerFor({ ...session, account: { ...session.account, status: "SUSPENDED" } });
    await expect(suspended.proposals.list({})).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
    expect((await suspended.auth.me()).active).toBe(false);
  });

  it("14 days overdue is still inside the grace: ACTIVE and served", async () => {
    const { account: acc, owner } = await makeAccount();
    const session = await signIn(owner);
    const paidThrough = addDays(new Date(), -14);
    await testDb.account.update({ where: { id: acc.id }, data: { paidThrough } });
    await runLifecyclePass(testDb, new Date(), noMail);
    expect(await account(acc.id)).toMatchObject({ status: "ACTIVE" });
    const caller = callerFor({ ...session, account: { ...session.account, paidThrough } });
    await expect(caller.proposals.list({})).resolves.toBeDefined();
  });

  it("cancellation: 30 days' notice, charges stopped at Mercado Pago, CANCELLED at the end of the paid period", async () => {
    const { account: acc, owner, auth } = await pendingOwner();
    const { body } = await buy(auth, "two_users");
    const id = preapprovalIdOf(body.init_point);
    await mp.control("approve", { preapproval_id: id });
    const session = await signIn(owner);
    const { cancelAt } = await callerFor(session).payments.cancel();
    const paidThrough = (await account(acc.id)).paidThrough!;
    // Asked about 30 days before the renewal: less than 30 days' notice → the end of the next period.
    expect(cancelAt.getTime()).toBe(addDays(paidThrough, 30).getTime());
    // That renewal is still charged (the notice period is paid) …
    await mp.control("charge", { preapproval_id: id });
    expect((await account(acc.id)).paidThrough!.getTime()).toBe(cancelAt.getTime());
    await runLifecyclePass(testDb, addDays(cancelAt, -1), noMail);
    expect(mp.fake.state.preapprovals.get(id)!.status).toBe("cancelled");
    expect(await account(acc.id)).toMatchObject({ status: "ACTIVE" });
    await runLifecyclePass(testDb, cancelAt, noMail);
    expect(await account(acc.id)).toMatchObject({ status: "CANCELLED" });
  });

  it("a lowered plan caps the next sign-in, without ending sessions in use", async () => {
    const { account: acc, owner } = await makeAccount({ plan: "five_users" });
    const sellers = await Promise.all([makeUser(acc.id, "SELLER"), makeUser(acc.id, "SELLER")]);
    const live = [await signIn(owner), await signIn(sellers[0]!), await signIn(sellers[1]!)];
    await testDb.account.update({ where: { id: acc.id }, data: { plan: "two_users" } });
    // The three sessions in use keep working …
    for (const s of live)
      await expect(callerFor(await sessionContext(s.sessionId)).auth.me()).resolves.toMatchObject({ plan: "basic" });
    // … and the next sign-in meets the new cap of 2.
    await expect(signIn(owner)).rejects.toMatchObject({ code: "SEAT_LIMIT" });
  });
});

describe("plan change", () => {
  it("an ACTIVE basic account buys premium: after the payment the seat cap is 10 and the old subscription is cancelled at Mercado Pago", async () => {
    const { account: acc, auth } = await pendingOwner();
    const first = await buy(auth, "two_users");
    const oldId = preapprovalIdOf(first.body.init_point);
    await mp.control("approve", { preapproval_id: oldId });
    expect(await account(acc.id)).toMatchObject({ status: "ACTIVE", plan: "two_users" });

    const second = await buy(auth, "ten_users");
    const newId = preapprovalIdOf(second.body.init_point);
    // Until the new plan is paid nothing changes.
    expect(await account(acc.id)).toMatchObject({ plan: "two_users" });
    await mp.control("approve", { preapproval_id: newId });
    expect(await account(acc.id)).toMatchObject({ status: "ACTIVE", plan: "ten_users" });
    expect(mp.fake.state.preapprovals.get(oldId)!.status).toBe("cancelled");
    expect(mp.fake.state.preapprovals.get(newId)!.status).toBe("authorized");
    expect(await testDb.subscription.findUniqueOrThrow({ where: { id: oldId } })).toMatchObject({
      status: "cancelled",
    });
  });
});

describe("payments.status", () => {
  it("tells a seller of an unpaid account who to ask (the owner's name and e-mail), without payments", async () => {
    const { account: acc, owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const seller = await makeUser(acc.id, "SELLER");
    const status = await callerFor(await signIn(seller)).payments.status();
    expect(status).toMatchObject({
      status: "PENDING_PAYMENT",
      access: { active: false, reason: "pending" },
      owner: { name: owner.name, email: owner.email },
      payments: [],
    });
    await expect(callerFor(await signIn(seller)).payments.cancel()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
