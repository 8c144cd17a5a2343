import type pg from "pg";

/*
 * The hottest reads as named prepared statements. Prisma's raw queries reach PostgreSQL as unnamed
 * statements, parsed and planned again on every call: for the public page's fingerprint (one query
 * per cached visit) planning cost three times the execution, on the database's share of the CPU.
 * A named statement is parsed once per pooled connection, and PostgreSQL moves it to a generic plan
 * after five runs. The Prisma clients built here register their pool (src/platform/db.ts,
 * src/test/db.ts); a client without one runs the same text through Prisma.
 */

declare global {
  var __consorcioPreparedPools: WeakMap<object, pg.Pool> | undefined;
}

// Kept on globalThis: the client is one per process (src/platform/db.ts) but this module is loaded
// once per bundle, and each copy must find its pool.
const pools = (globalThis.__consorcioPreparedPools ??= new WeakMap<object, pg.Pool>());

/** `client`'s reads through `preparedRows` go straight to `pool`, the one its adapter uses. */
export function attachPool(client: object, pool: pg.Pool): void {
  pools.set(client, pool);
}

export type PreparedStatement = { name: string; text: string };

/**
 * The rows of `statement` with `values` ($1, $2…). Columns come as node-postgres reads them:
 * select timestamps as `timestamptz` (`AT TIME ZONE 'UTC'`) so they are the same instants either way.
 */
export async function preparedRows<T extends pg.QueryResultRow>(
  client: { $queryRawUnsafe<R>(query: string, ...values: unknown[]): Promise<R> },
  statement: PreparedStatement,
  values: unknown[],
): Promise<T[]> {
  const pool = pools.get(client);
  if (!pool) return client.$queryRawUnsafe<T[]>(statement.text, ...values);
  return (await pool.query<T>({ name: statement.name, text: statement.text, values })).rows;
}
