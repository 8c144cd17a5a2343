import type { Plan } from "~/generated/prisma/enums";
import { recordOf } from "~/lib/json";

export const PAYMENT_ERROR_TOAST = "Houve um erro ao gerar o pagamento!";

export type BuyOutcome = { kind: "redirect"; url: string } | { kind: "error" } | { kind: "silent" };

/**
 * The documented call (spec §7, §8): POST /api/payments/create {plan} with the session cookie.
 * 200 with init_point → follow it; a network error or an exception (the server's 5xx: Mercado Pago
 * down or slow) → the error toast; any other status → nothing shown.
 */
export async function buyPlan(plan: Plan, fetcher: typeof fetch = fetch): Promise<BuyOutcome> {
  try {
    const response = await fetcher("/api/payments/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan }),
    });
    if (response.status >= 500) return { kind: "error" };
    if (response.status !== 200) return { kind: "silent" };
    const { init_point: url } = recordOf(await response.json());
    return typeof url === "string" && url ? { kind: "redirect", url } : { kind: "silent" };
  } catch {
    return { kind: "error" };
  }
}
