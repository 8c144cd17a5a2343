import type http from "node:http";
import { checkoutPage, notFoundPage, rejectedPage } from "./checkout-page";
import type { Delivery, Notifier } from "./notify";
import type { FakeMode, FakePreapproval, FakeState } from "./state";

// The fake's three surfaces: Mercado Pago's REST API (what the SDK calls), its checkout page, and
// /__fake/* for tests to steer it.

export type FakeContext = { state: FakeState; deliveries: Delivery[]; notifier: Notifier; baseUrl: () => string };

export function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function html(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(body);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text || "{}") as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function validPreapproval(body: Record<string, unknown>): string | null {
  const auto = body.auto_recurring as Record<string, unknown> | undefined;
  if (typeof body.reason !== "string" || !body.reason) return "reason is required";
  if (typeof body.payer_email !== "string" || !body.payer_email.includes("@")) return "payer_email is invalid";
  if (typeof body.external_reference !== "string" || !body.external_reference) return "external_reference is required";
  if (typeof body.back_url !== "string" || !/^https?:\/\//.test(body.back_url)) return "back_url is invalid";
  if (!auto || auto.frequency !== 1 || auto.frequency_type !== "months") return "auto_recurring must be monthly";
  if (auto.currency_id !== "BRL") return "currency_id must be BRL";
  if (typeof auto.transaction_amount !== "number" || auto.transaction_amount <= 0)
    return "transaction_amount is invalid";
  return null;
}

function createPreapproval(ctx: FakeContext, body: Record<string, unknown>): FakePreapproval {
  const now = new Date().toISOString();
  const id = ctx.state.newPreapprovalId();
  const pre: FakePreapproval = {
    id,
    status: "pending",
    reason: body.reason as string,
    payer_email: body.payer_email as string,
    external_reference: body.external_reference as string,
    back_url: body.back_url as string,
    init_point: `${ctx.baseUrl()}/subscriptions/checkout?preapproval_id=${id}`,
    date_created: now,
    last_modified: now,
    auto_recurring: body.auto_recurring as FakePreapproval["auto_recurring"],
  };
  ctx.state.preapprovals.set(id, pre);
  return pre;
}

/** /preapproval: create, search, read and update (status, amount) subscriptions. */
async function preapprovalApi(
  ctx: FakeContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  id: string | undefined,
) {
  const { state } = ctx;
  const method = req.method ?? "GET";
  if (method === "POST" && !id) {
    const body = parseJson(await readBody(req));
    const problem = validPreapproval(body);
    if (problem) return send(res, 400, { message: problem, status: 400, error: "bad_request" });
    return send(res, 201, createPreapproval(ctx, body));
  }
  if (method === "GET" && id === "search") {
    const ref = url.searchParams.get("external_reference");
    const results = [...state.preapprovals.values()].filter((p) => !ref || p.external_reference === ref).reverse();
    return send(res, 200, { paging: { total: results.length, offset: 0, limit: 50 }, results });
  }
  const pre = id ? state.preapprovals.get(id) : undefined;
  if (!pre) return send(res, 404, { message: "preapproval not found", status: 404 });
  if (method === "GET") return send(res, 200, pre);
  if (method === "PUT") {
    const body = parseJson(await readBody(req));
    if (body.status === "cancelled" || body.status === "paused" || body.status === "authorized")
      pre.status = body.status;
    const auto = body.auto_recurring as { transaction_amount?: number } | undefined;
    if (typeof auto?.transaction_amount === "number") pre.auto_recurring.transaction_amount = auto.transaction_amount;
    pre.last_modified = new Date().toISOString();
    return send(res, 200, pre);
  }
  return send(res, 404, { message: "resource not found", status: 404 });
}

/** The REST API the SDK calls (a Bearer token required, as Mercado Pago's). */
export async function api(ctx: FakeContext, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const { state } = ctx;
  const parts = url.pathname.split("/").filter(Boolean);
  const method = req.method ?? "GET";
  if (!/^Bearer \S+/.test(req.headers.authorization ?? ""))
    return send(res, 401, { message: "invalid access token", status: 401 });
  if (parts[0] === "preapproval") return preapprovalApi(ctx, req, res, url, parts[1]);
  if (parts[0] === "v1" && parts[1] === "payments" && parts[2] && method === "GET") {
    const payment = state.payments.get(Number(parts[2]));
    return payment ? send(res, 200, payment) : send(res, 404, { message: "Payment not found", status: 404 });
  }
  if (parts[0] === "authorized_payments" && method === "GET") {
    if (parts[1] === "search") {
      const pre = url.searchParams.get("preapproval_id");
      const results = [...state.authorizedPayments.values()].filter((a) => !pre || a.preapproval_id === pre);
      return send(res, 200, { paging: { total: results.length, offset: 0, limit: 100 }, results });
    }
    const found = state.authorizedPayments.get(Number(parts[1]));
    return found ? send(res, 200, found) : send(res, 404, { message: "authorized payment not found", status: 404 });
  }
  return send(res, 404, { message: "resource not found", status: 404 });
}

export async function checkout(
  { state, notifier }: FakeContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) {
  const pre = state.preapprovals.get(url.searchParams.get("preapproval_id") ?? "");
  if (!pre) return html(res, 404, notFoundPage());
  if (req.method === "GET" && url.pathname === "/subscriptions/checkout") return html(res, 200, checkoutPage(pre));
  if (req.method === "POST" && url.pathname === "/subscriptions/checkout/approve") {
    // Notifications go out before the buyer returns, so the app already knows when they land.
    await notifier.approve(pre);
    const back = new URL(pre.back_url);
    back.searchParams.set("preapproval_id", pre.id);
    res.writeHead(303, { location: back.toString() });
    return res.end();
  }
  if (req.method === "POST" && url.pathname === "/subscriptions/checkout/reject") {
    await notifier.chargeAndNotify(pre, false);
    return html(res, 200, rejectedPage(pre));
  }
  return html(res, 404, notFoundPage());
}

export async function control(
  { state, deliveries, notifier }: FakeContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) {
  const body = req.method === "POST" ? parseJson(await readBody(req)) : {};
  switch (url.pathname) {
    case "/__fake/mode":
      state.mode = (["up", "down", "hang"].includes(body.mode as string) ? body.mode : "up") as FakeMode;
      return send(res, 200, { mode: state.mode });
    case "/__fake/drop-notifications":
      state.dropNotifications = body.drop === true;
      return send(res, 200, { drop: state.dropNotifications });
    case "/__fake/approve":
    case "/__fake/charge": {
      const pre = state.preapprovals.get(String(body.preapproval_id));
      if (!pre) return send(res, 404, { message: "preapproval not found" });
      const result =
        url.pathname === "/__fake/approve"
          ? await notifier.approve(pre)
          : await notifier.chargeAndNotify(pre, body.approved !== false);
      return send(res, 200, { payment_id: result.payment.id, authorized_payment_id: result.authorized.id });
    }
    case "/__fake/deliveries":
      return send(res, 200, deliveries);
    case "/__fake/health":
      return send(res, 200, { ok: true });
  }
  return send(res, 404, { message: "unknown control" });
}
