import "server-only";
import { Invoice, MercadoPagoConfig, Payment, PreApproval } from "mercadopago";
import { env } from "~/env";
import { recordOf } from "~/lib/json";
import { centsToReais, reaisToCents } from "../money";
import { sdkBaseUrl, setSdkBaseUrl } from "./sdk-base-url";

// The one module that talks to Mercado Pago, through the real SDK. Without an access token the SDK
// is pointed at the local fake API (same requests, same answers); with one, at api.mercadopago.com
// (or MERCADOPAGO_API_URL, see sdk-base-url.ts).
// Amounts cross this edge in reais (the API's unit) and leave it in integer centavos.

const FAKE_ACCESS_TOKEN = "TEST-fake-mercadopago-access-token";

/**
 * The webhook signing secret. No constant fallback: without one no notification verifies. The npm
 * scripts give the local fake API and the app the same random secret per run; production requires it.
 */
export function webhookSecret(): string | null {
  return env.MERCADOPAGO_WEBHOOK_SECRET ?? null;
}

export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GatewayError";
  }
}

// A fresh config per call: the SDK keeps an idempotency key on a config's options once set.
function config(): MercadoPagoConfig {
  const url = sdkBaseUrl({
    accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
    fakeUrl: env.MERCADOPAGO_FAKE_URL,
    apiUrl: env.MERCADOPAGO_API_URL,
  });
  if (!url) throw new GatewayError("Mercado Pago sem credenciais e sem MERCADOPAGO_FAKE_URL (a API local de testes).");
  setSdkBaseUrl(url);
  return new MercadoPagoConfig({
    accessToken: env.MERCADOPAGO_ACCESS_TOKEN ?? FAKE_ACCESS_TOKEN,
    // No retries: a failed call surfaces at once; reconciliation repairs what a failure leaves.
    options: { timeout: env.MERCADOPAGO_TIMEOUT_MS, maxRetries: 0 },
  });
}

async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw new GatewayError(`Mercado Pago: ${what} falhou`, { cause: error });
  }
}

export type SubscriptionView = {
  id: string;
  status: string;
  accountId: string | null;
  amountCents: number | null;
  initPoint: string | null;
  dateCreated: Date | null;
};

function subscriptionView(r: {
  id?: string;
  status?: string;
  external_reference?: string | number;
  init_point?: string;
  date_created?: string | number;
  auto_recurring?: { transaction_amount?: number };
}): SubscriptionView {
  if (!r.id) throw new GatewayError("Mercado Pago: assinatura sem id");
  const amount = r.auto_recurring?.transaction_amount;
  return {
    id: r.id,
    status: r.status ?? "pending",
    accountId: r.external_reference !== undefined ? String(r.external_reference) : null,
    amountCents: typeof amount === "number" ? reaisToCents(amount) : null,
    initPoint: r.init_point ?? null,
    dateCreated: r.date_created ? new Date(r.date_created) : null,
  };
}

export type NewSubscription = {
  accountId: string;
  payerEmail: string;
  reason: string;
  amountCents: number;
  backUrl: string;
};

/** PreApproval: a monthly subscription in BRL; the buyer authorises it at init_point. */
export async function createSubscription(input: NewSubscription): Promise<SubscriptionView & { initPoint: string }> {
  const created = await call("criar assinatura", () =>
    new PreApproval(config()).create({
      body: {
        reason: input.reason,
        payer_email: input.payerEmail,
        external_reference: input.accountId,
        back_url: input.backUrl,
        status: "pending",
        auto_recurring: {
          frequency: 1,
          frequency_type: "months",
          transaction_amount: centsToReais(input.amountCents),
          currency_id: "BRL",
        },
      },
    }),
  );
  const view = subscriptionView(created);
  if (!view.initPoint) throw new GatewayError("Mercado Pago: assinatura sem init_point");
  return { ...view, initPoint: view.initPoint };
}

export async function getSubscription(id: string): Promise<SubscriptionView> {
  return subscriptionView(await call("ler assinatura", () => new PreApproval(config()).get({ id })));
}

export async function updateSubscriptionAmount(id: string, amountCents: number): Promise<void> {
  await call("reajustar assinatura", () =>
    new PreApproval(config()).update({
      id,
      body: { auto_recurring: { transaction_amount: centsToReais(amountCents), currency_id: "BRL" } },
    }),
  );
}

export async function cancelSubscription(id: string): Promise<void> {
  await call("cancelar assinatura", () => new PreApproval(config()).update({ id, body: { status: "cancelled" } }));
}

export type PaymentView = {
  id: string;
  status: string;
  accountId: string | null;
  subscriptionId: string | null;
  amountCents: number;
  approvedAt: Date | null;
};

/** A payment (v1/payments). Subscription payments carry the subscription in metadata or point of interaction. */
export async function getPayment(id: string): Promise<PaymentView> {
  const p = await call("ler pagamento", () => new Payment(config()).get({ id }));
  const metadata = recordOf(p.metadata);
  const subscriptionId = typeof metadata.preapproval_id === "string" ? metadata.preapproval_id : null;
  return {
    id: String(p.id),
    status: p.status ?? "unknown",
    accountId: p.external_reference ?? null,
    subscriptionId,
    amountCents: reaisToCents(p.transaction_amount ?? 0),
    approvedAt: p.date_approved ? new Date(p.date_approved) : null,
  };
}

export type AuthorizedPaymentView = {
  id: string;
  subscriptionId: string | null;
  accountId: string | null;
  paymentId: string | null;
  paymentStatus: string | null;
  amountCents: number;
  date: Date | null;
};

function authorizedPaymentView(r: Awaited<ReturnType<Invoice["get"]>>): AuthorizedPaymentView {
  return {
    id: String(r.id),
    subscriptionId: r.preapproval_id ?? null,
    accountId: r.external_reference ?? null,
    paymentId: r.payment?.id ? String(r.payment.id) : null,
    paymentStatus: r.payment?.status ?? null,
    amountCents: reaisToCents(r.transaction_amount ?? 0),
    date: r.debit_date ? new Date(r.debit_date) : r.date_created ? new Date(r.date_created) : null,
  };
}

/** A subscription's monthly charge (authorized_payments): its payment and that payment's status. */
export async function getAuthorizedPayment(id: string): Promise<AuthorizedPaymentView> {
  return authorizedPaymentView(await call("ler cobrança da assinatura", () => new Invoice(config()).get({ id })));
}

export async function searchAuthorizedPayments(subscriptionId: string): Promise<AuthorizedPaymentView[]> {
  const found = await call("buscar cobranças da assinatura", () =>
    new Invoice(config()).search({ options: { preapproval_id: subscriptionId, limit: 100 } }),
  );
  return (found.results ?? []).map(authorizedPaymentView);
}
