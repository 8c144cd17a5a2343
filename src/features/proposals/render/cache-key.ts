import { createHash } from "node:crypto";

/** A render's cache key: the SHA-256 of everything that decides what is drawn. */
export function cacheKey(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}
