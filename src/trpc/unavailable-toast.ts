import { toast } from "~/lib/lazy-toast";
import { isRecord } from "~/lib/json";

export const UNAVAILABLE_TOAST_ID = "service-unavailable";

/** The API's SERVICE_UNAVAILABLE (database away): true for a tRPC client error carrying it. */
export function isServiceUnavailable(error: unknown): boolean {
  const data = isRecord(error) && isRecord(error.data) ? error.data : {};
  return data.code === "SERVICE_UNAVAILABLE" || data.httpStatus === 503;
}

/** One toast for the outage, however many calls fail (same id: sonner replaces it). */
export function toastIfUnavailable(error: unknown): void {
  if (!isServiceUnavailable(error)) return;
  const message =
    error instanceof Error && error.message
      ? error.message
      : "Serviço temporariamente indisponível. Tente novamente em instantes.";
  toast.error(message, { id: UNAVAILABLE_TOAST_ID });
}
