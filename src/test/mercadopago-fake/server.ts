import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { signatureHeader } from "~/features/billing/mercadopago/signature";
import { checkoutPage, notFoundPage, rejectedPage } from "./checkout-page";
import { FakeState, type FakeMode, type FakePreapproval } from "./state";

// A local stand-in for the part of Mercado Pago's API the app uses, plus its checkout page. The app
// reaches it through the real SDK (AppConfig.BASE_URL); after the checkout it sends notifications
// signed exactly as Mercado Pago signs them. /__fake/* lets tests steer it (down, slow, renewals).

export type FakeOptions = { port?: number; host?: string; webhookUrl: string; secret: string };
export type Delivery = { url: string; headers: Record<string, string>; body: string; status: number | null };
export type FakeMercadoPago = { url: string; state: FakeState; deliveries: Delivery[]; close: () => Promise<void> };

function send(res: http.ServerResponse, status: number, body: unknown) {
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
  if (typeof auto.transaction_amount !== "number" || auto.transaction_amount <= 0) return "transaction_amount is invalid";
  return null;
}

export async function startFakeMercadoPago(options: FakeOptions): Promise<FakeMercadoPago> {
  const state = new FakeState();
  const deliveries: Delivery[] = [];
  const sockets = new Set<Socket>();
  let baseUrl = "";

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

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const parts = url.pathname.split("/").filter(Boolean);
    const method = req.method ?? "GET";
    if (!/^Bearer \S+/.test(req.headers.authorization ?? "")) return send(res, 401, { message: "invalid access token", status: 401 });

    if (parts[0] === "preapproval") {
      const id = parts[1];
      if (method === "POST" && !id) {
        const body = parseJson(await readBody(req));
        const problem = validPreapproval(body);
        if (problem) return send(res, 400, { message: problem, status: 400, error: "bad_request" });
        const now = new Date().toISOString();
        const newId = state.newPreapprovalId();
        const pre: FakePreapproval = {
          id: newId,
          status: "pending",
          reason: body.reason as string,
          payer_email: body.payer_email as string,
          external_reference: body.external_reference as string,
          back_url: body.back_url as string,
          init_point: `${baseUrl}/subscriptions/checkout?preapproval_id=${newId}`,
          date_created: now,
          last_modified: now,
          auto_recurring: body.auto_recurring as FakePreapproval["auto_recurring"],
        };
        state.preapprovals.set(newId, pre);
        return send(res, 201, pre);
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
        if (body.status === "cancelled" || body.status === "paused" || body.status === "authorized") pre.status = body.status;
        const auto = body.auto_recurring as { transaction_amount?: number } | undefined;
        if (typeof auto?.transaction_amount === "number") pre.auto_recurring.transaction_amount = auto.transaction_amount;
        pre.last_modified = new Date().toISOString();
        return send(res, 200, pre);
      }
    }
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

  async function checkout(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const pre = state.preapprovals.get(url.searchParams.get("preapproval_id") ?? "");
    if (!pre) return html(res, 404, notFoundPage());
    if (req.method === "GET" && url.pathname === "/subscriptions/checkout") return html(res, 200, checkoutPage(pre));
    if (req.method === "POST" && url.pathname === "/subscriptions/checkout/approve") {
      // Notifications go out before the buyer returns, so the app already knows when they land.
      await approve(pre);
      const back = new URL(pre.back_url);
      back.searchParams.set("preapproval_id", pre.id);
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/subscriptions/checkout/reject") {
      await chargeAndNotify(pre, false);
      return html(res, 200, rejectedPage(pre));
    }
    return html(res, 404, notFoundPage());
  }

  async function control(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
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
        const result = url.pathname === "/__fake/approve" ? await approve(pre) : await chargeAndNotify(pre, body.approved !== false);
        return send(res, 200, { payment_id: result.payment.id, authorized_payment_id: result.authorized.id });
      }
      case "/__fake/deliveries":
        return send(res, 200, deliveries);
      case "/__fake/health":
        return send(res, 200, { ok: true });
    }
    return send(res, 404, { message: "unknown control" });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.local");
    const handle = async () => {
      if (url.pathname.startsWith("/__fake/")) return control(req, res, url);
      if (url.pathname.startsWith("/subscriptions/checkout")) return checkout(req, res, url);
      if (state.mode === "down") return void req.socket.destroy();
      if (state.mode === "hang") return; // never answers: the SDK's timeout fires
      return api(req, res, url);
    };
    handle().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;
  return {
    url: baseUrl,
    state,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
