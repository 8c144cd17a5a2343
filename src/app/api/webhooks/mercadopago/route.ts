import { answer, handleMercadoPagoWebhook, WEBHOOK_MAX_BODY_BYTES } from "~/features/billing/server";
import { BodyRefusal, readLimitedBody } from "~/server/http/body-limit";

export const dynamic = "force-dynamic";

/** The body is read with its ceiling while it streams: a huge or endless one stops at 64 KB (413). */
export async function POST(req: Request) {
  let body: Uint8Array;
  try {
    body = await readLimitedBody(req, WEBHOOK_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyRefusal) return answer(413, { error: "Notificação grande demais." });
    throw error;
  }
  return handleMercadoPagoWebhook(req, new TextDecoder().decode(body));
}
