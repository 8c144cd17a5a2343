import crypto from "node:crypto";
import { markDatabaseDown } from "~/platform/database-state";

// What the client sees of a failure we did not plan for: a pt-BR sentence and an id that finds the
// cause in the server log. The cause itself (Prisma call, file paths, PostgreSQL text) stays here.

export const UNAVAILABLE_MESSAGE = "Serviço temporariamente indisponível. Tente novamente em instantes.";

export function internalErrorMessage(requestId: string): string {
  return `Erro interno. Tente novamente em instantes. Se persistir, informe o código ${requestId} ao suporte.`;
}

export function newRequestId(): string {
  return crypto.randomBytes(6).toString("hex");
}

/** Logs the cause under a fresh request id and returns the id to show. */
export function logInternalError(where: string, error: unknown): string {
  const requestId = newRequestId();
  console.error(`[erro ${requestId}] ${where}:`, error);
  return requestId;
}

// node-postgres and PostgreSQL codes for "the database is not there right now": refused or dropped
// connections, a server shutting down or starting up, a pool that could not connect in time.
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "EPIPE", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006", "P1001", "P1002", "P1017"]);
const UNAVAILABLE_TEXT = /connection terminated|timeout exceeded when trying to connect|connection refused|server closed the connection|terminating connection|the database system is (starting up|shutting down)|can't reach database|ECONNREFUSED/i;

/**
 * Whether an error (or anything in its cause chain) says the database is unreachable; when it does,
 * the server remembers it (src/platform/database-state.ts) until the database answers again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const down = causedByUnreachableDatabase(error);
  if (down) markDatabaseDown();
  return down;
}

function causedByUnreachableDatabase(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const record = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof record.code === "string" && UNAVAILABLE_CODES.has(record.code)) return true;
  if (typeof record.message === "string" && UNAVAILABLE_TEXT.test(record.message)) return true;
  if (Array.isArray(record.errors) && record.errors.some((e) => causedByUnreachableDatabase(e, depth + 1))) return true;
  return causedByUnreachableDatabase(record.cause, depth + 1);
}
