import "server-only";
import { recordOf } from "~/lib/json";
import { db } from "~/platform/db";
import { webhookSecret } from "../mercadopago/gateway";
import { verifySignature } from "../mercadopago/signature";
import { receiveNotification } from "./receive";
import { logger } from "~/platform/log/logger";

const log = logger("mercadopago");

/** A notification is a few hundred bytes; the route reads at most this much (refused while streaming). */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

export function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/**
 * POST /api/webhooks/mercadopago. The signature covers data.id (from the query string, as Mercado
 * Pago signs it), x-request-id and ts; a bad, missing or stale one answers 401 and changes nothing.
 * `text` is the body, read by the route within WEBHOOK_MAX_BODY_BYTES.
 */
export async function handleMercadoPagoWebhook(req: Request, text: string, now = new Date()): Promise<Response> {
  const url = new URL(req.url);
  let body: Record<string, unknown>;
  try {
    body = recordOf(text ? JSON.parse(text) : {});
  } catch {
    body = {};
  }
  const bodyDataId = recordOf(body.data).id;
  const dataId = url.searchParams.get("data.id") ?? (bodyDataId !== undefined ? String(bodyDataId) : null);
  const requestId = req.headers.get("x-request-id");
  const secret = webhookSecret();
  if (!secret) return answer(401, { error: "Assinatura inválida.", reason: "unconfigured" });
  const check = verifySignature({ secret, header: req.headers.get("x-signature"), requestId, dataId, now });
  if (!check.ok || !dataId || !requestId)
    return answer(401, { error: "Assinatura inválida.", reason: check.ok ? "missing" : check.reason });

  const type =
    url.searchParams.get("type") ?? url.searchParams.get("topic") ?? (typeof body.type === "string" ? body.type : "");
  const id = body.id !== undefined && body.id !== null ? String(body.id) : `request:${requestId}`;
  try {
    const result = await receiveNotification(db, {
      id,
      type,
      action: typeof body.action === "string" ? body.action : null,
      dataId,
    });
    return answer(200, { ok: true, result });
  } catch (error) {
    // Mercado Pago retries a non-2xx answer; reconciliation repairs whatever stays missed.
    log.error({ err: error, type, dataId }, "webhook: falha ao processar");
    return answer(500, { error: "Falha ao processar a notificação." });
  }
}
