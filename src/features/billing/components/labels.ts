import type { AccountStatus } from "~/generated/prisma/enums";
import { formatDate } from "~/lib/format";

export const STATUS_LABEL: Record<AccountStatus, string> = {
  PENDING_PAYMENT: "Aguardando pagamento",
  ACTIVE: "Ativa",
  SUSPENDED: "Suspensa",
  CANCELLED: "Cancelada",
};

export const STATUS_TONE: Record<AccountStatus, "brand" | "warning" | "danger" | "neutral"> = {
  PENDING_PAYMENT: "warning",
  ACTIVE: "brand",
  SUSPENDED: "danger",
  CANCELLED: "neutral",
};

/** "05/03/2026" in São Paulo, or "—". */
export function formatDay(date: Date | string | null | undefined): string {
  return date ? formatDate(date) : "—";
}
