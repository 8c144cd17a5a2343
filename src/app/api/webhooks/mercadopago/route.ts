import { handleMercadoPagoWebhook } from "~/features/billing/webhook/http";

export const dynamic = "force-dynamic";

export function POST(req: Request) {
  return handleMercadoPagoWebhook(req);
}
