import { isRecord } from "~/lib/json";

/** Prisma's code for a write refused by a unique index. */
const UNIQUE_VIOLATION = "P2002";

/**
 * When `error` is Prisma's unique-index refusal (P2002), the index's description (its `meta`, as
 * JSON text, to tell which columns clashed); otherwise null.
 *
 * Read by shape, not with `instanceof Prisma.PrismaClientKnownRequestError`: the process has one
 * client (./db.ts) but each server bundle its own copy of Prisma's runtime, so the class an error
 * was made with is not always the one the reading module imported.
 */
export function uniqueViolationTarget(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== "PrismaClientKnownRequestError") return null;
  if (!("code" in error) || error.code !== UNIQUE_VIOLATION) return null;
  const meta = "meta" in error && isRecord(error.meta) ? error.meta : {};
  return JSON.stringify(meta);
}
