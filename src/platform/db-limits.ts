/**
 * Limits every pooled connection carries, the app's Prisma pool and pg-boss's alike
 * (docs/tenant-fairness.md). No statement, lock wait or transaction left open may hold a connection
 * for long: one account's slow work would otherwise keep it from every other account's requests.
 */
export const DB_LIMITS = {
  /** A statement running longer is cancelled (the longest legitimate ones, exports, take < 1 s). */
  statementTimeoutMs: 10_000,
  /** Waiting on a row or table lock longer than this fails the statement instead of queueing. */
  lockTimeoutMs: 2_000,
  /** A transaction idle between statements this long is ended by the server. */
  idleInTransactionMs: 15_000,
  /** Interactive transactions: time to get a connection, and the transaction's whole budget. */
  transactionMaxWaitMs: 3_000,
  transactionTimeoutMs: 10_000,
  /** Waiting for a free pooled connection (or a new one to open) longer than this fails the query. */
  connectionWaitMs: 3_000,
  /**
   * The client's own bound on one statement's answer: PostgreSQL cancels a slow statement at
   * statement_timeout, so no answer a second later means the server itself does not answer (hung,
   * or the network to it gone). The query fails and its connection is dropped.
   */
  queryTimeoutMs: 11_000,
} as const;

/** The session settings above as node-postgres connection parameters (sent at connect). */
export function connectionTimeouts() {
  return {
    statement_timeout: DB_LIMITS.statementTimeoutMs,
    lock_timeout: DB_LIMITS.lockTimeoutMs,
    idle_in_transaction_session_timeout: DB_LIMITS.idleInTransactionMs,
  };
}
