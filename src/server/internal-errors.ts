import { databaseDownReason, markDatabaseDown } from "~/platform/database-state";
import { logger } from "~/platform/log/logger";
import { currentRequest, newRequestId } from "~/platform/request-scope";
import { isRecord } from "~/lib/json";

// What the client sees of a failure we did not plan for: a pt-BR sentence and an id that finds the
// cause in the server log. The cause itself (Prisma call, file paths, PostgreSQL text) stays here.

export const UNAVAILABLE_MESSAGE = "Serviço temporariamente indisponível. Tente novamente em instantes.";
export const BUSY_MESSAGE = "Servidor ocupado no momento. Tente novamente em instantes.";

export function internalErrorMessage(requestId: string): string {
  return `Erro interno. Tente novamente em instantes. Se persistir, informe o código ${requestId} ao suporte.`;
}

const log = logger("erro");

/**
 * Logs the cause under the request's id (X-Request-Id, see ~/platform/request-scope; a new one
 * outside a request) and returns the id to show: the same code is in the answer, its header and
 * this log line.
 */
export function logInternalError(
  where: string,
  error: unknown,
  requestId = currentRequest()?.requestId ?? newRequestId(),
): string {
  log.error({ reqId: requestId, where, err: error }, `erro interno em ${where}`);
  return requestId;
}

// node-postgres and PostgreSQL codes for "the database is not there right now": refused or dropped
// connections, a server shutting down or starting up, a new connection that could not be made in time.
const UNAVAILABLE_CODES = new Set([
  "DATABASE_UNREACHABLE",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
  "P1001",
  "P1002",
  "P1017",
]);
const UNAVAILABLE_TEXT =
  /connection terminated|connection refused|server closed the connection|terminating connection|the database system is (starting up|shutting down)|can't reach database|ECONNREFUSED/i;
// Waiting for a free connection of our own pool (every connection busy) is load, not an outage:
// pg-pool's "timeout exceeded when trying to connect" is only ever a wait for a pooled client (a
// connection that cannot be made says "Connection terminated due to connection timeout"). So is a
// statement that hit the connection's lock_timeout (55P03) or statement_timeout (57014): something
// else held the row or the server for longer than any request may wait (platform/db-limits.ts).
// A statement the server never answered (node-postgres's query_timeout, platform/db.ts), and a
// request refused at once because the server was seen not answering and the probe agrees, are the
// same answer: the request could not use a connection within the bound.
const BUSY_CODES = new Set(["P2024", "P2028", "55P03", "57014", "DATABASE_NOT_ANSWERING"]);
const BUSY_TEXT =
  /timeout exceeded when trying to connect|unable to start a transaction in the given time|timed out fetching a new connection|canceling statement due to (lock|statement) timeout|query read timeout/i;

/**
 * Thrown before a request touches the pool while the database is known not to answer. Its code says
 * why it was marked down, so the refusal says what the first failure said: an outage (refused
 * connections) is "Serviço temporariamente indisponível", a server that stopped answering "Servidor
 * ocupado".
 */
export class DatabaseNotAnswering extends Error {
  readonly code: "DATABASE_NOT_ANSWERING" | "DATABASE_UNREACHABLE";
  constructor() {
    super("the database does not answer the health probe");
    this.name = "DatabaseNotAnswering";
    this.code = databaseDownReason() === "unreachable" ? "DATABASE_UNREACHABLE" : "DATABASE_NOT_ANSWERING";
  }
}

/**
 * Whether an error (or anything in its cause chain) says the database is unreachable; when it does,
 * the server remembers it (src/platform/database-state.ts) until the database answers again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const down = causedByUnreachableDatabase(error);
  if (down) markDatabaseDown();
  return down;
}

/**
 * The 503 message for a failure that is the database's absence (UNAVAILABLE_MESSAGE, remembered as
 * above) or a wait for a pooled connection (BUSY_MESSAGE, not an outage); null for anything else.
 */
export function unavailableMessage(error: unknown): string | null {
  if (isDatabaseUnavailable(error)) return UNAVAILABLE_MESSAGE;
  if (causedBy(error, BUSY_CODES, BUSY_TEXT)) return BUSY_MESSAGE;
  return null;
}

function causedByUnreachableDatabase(error: unknown): boolean {
  return causedBy(error, UNAVAILABLE_CODES, UNAVAILABLE_TEXT);
}

function causedBy(error: unknown, codes: Set<string>, text: RegExp, depth = 0): boolean {
  if (!isRecord(error) || depth > 8) return false;
  if (typeof error.code === "string" && codes.has(error.code)) return true;
  if (typeof error.message === "string" && text.test(error.message)) return true;
  if (Array.isArray(error.errors) && error.errors.some((e) => causedBy(e, codes, text, depth + 1))) return true;
  return causedBy(error.cause, codes, text, depth + 1);
}
