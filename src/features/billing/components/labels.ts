import type { AccountStatus } from "~/generated/prisma/enums";

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

const day = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" });

/** "05/03/2026" in São Paulo, or "—". */
export function formatDay(date: Date | string | null | undefined): string {
  return date ? day.format(new Date(date)) : "—";
}
