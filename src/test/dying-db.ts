// For the client import's integration tests: a database handle of a process that dies midway.
import type { Db } from "~/platform/db";

/**
 * The given database as a worker that "dies" once its first batch committed: from the second batch
 * on, no statement of it reaches the database, so it can neither undo nor mark anything.
 */
export function diesAfterFirstBatch(db: Db): Db {
  let dead = false;
  let batches = 0;
  return db.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        if (model === "Client" && operation === "createMany" && ++batches === 2) dead = true;
        if (dead) throw new Error("Connection terminated unexpectedly");
        return query(args);
      },
    },
  }) as unknown as Db;
}
