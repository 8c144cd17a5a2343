import type { SessionContext } from "~/features/accounts";
import { accountAccess } from "~/features/plans";
import { AppError } from "~/lib/errors";

/**
 * Who may change the account's settings and images: a signed-in owner (or the platform admin) of a
 * paid account who accepted the terms. Sellers read settings but change nothing (spec §6 roles).
 * The tRPC procedure and the upload routes both ask this one function.
 */
export function assertSettingsEditor(session: SessionContext | null): SessionContext {
  if (!session) throw new AppError("UNAUTHORIZED", "Faça login para continuar.");
  if (!session.termsAccepted) throw new AppError("TERMS_REQUIRED", "Aceite os Termos de Uso para continuar.");
  const { status, paidThrough } = session.account;
  if (!accountAccess(status, paidThrough, new Date()).active && session.user.role !== "ADMIN") {
    throw new AppError("PAYMENT_REQUIRED", "Sua conta não está ativa. Escolha um plano para liberar o acesso.");
  }
  if (session.user.role === "SELLER")
    throw new AppError("FORBIDDEN", "Apenas o titular da conta pode alterar as configurações.");
  return session;
}
