import crypto from "node:crypto";
import { signatureHeader } from "~/features/billing/mercadopago/signature";
import type { FakeState, FakePreapproval } from "./state";

// The fake's side of Mercado Pago's notifications: signed exactly as Mercado Pago signs them, each
// delivery recorded (tests read them) and skipped while the tests drop notifications.

export type Delivery = { url: string; headers: Record<string, string>; body: string; status: number | null };

export type Notifier = ReturnType<typeof createNotifier>;

export function createNotifier(
  state: FakeState,
  options: { webhookUrl: string; secret: string },
  deliveries: Delivery[],
) {
  async function notify(type: string, action: string, dataId: string) {
    const requestId = crypto.randomUUID();
    const ts = String(Date.now());
    const url = `${options.webhookUrl}?data.id=${encodeURIComponent(dataId)}&type=${encodeURIComponent(type)}`;
    const body = JSON.stringify({
      id: state.nextNumericId(),
      live_mode: false,
      type,
      action,
      api_version: "v1",
      date_created: new Date().toISOString(),
      user_id: "123456789",
      data: { id: dataId },
    });
    const headers = {
      "content-type": "application/json",
      "x-request-id": requestId,
      "x-signature": signatureHeader(options.secret, dataId, requestId, ts),
    };
    const delivery: Delivery = { url, headers, body, status: null };
    deliveries.push(delivery);
    if (state.dropNotifications) return;
    try {
      const res = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(20_000) });
      delivery.status = res.status;
    } catch {
      delivery.status = null;
    }
    state.sent.push({ type, dataId, status: delivery.status, at: new Date().toISOString() });
  }

  async function chargeAndNotify(pre: FakePreapproval, approved: boolean) {
    const { payment, authorized } = state.charge(pre, approved);
    await notify("subscription_authorized_payment", "created", String(authorized.id));
    await notify("payment", "payment.created", String(payment.id));
    return { payment, authorized };
  }

  async function approve(pre: FakePreapproval) {
    pre.status = "authorized";
    pre.last_modified = new Date().toISOString();
    await notify("subscription_preapproval", "updated", pre.id);
    return chargeAndNotify(pre, true);
  }

  return { chargeAndNotify, approve };
}
