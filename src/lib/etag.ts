import crypto from "node:crypto";

/** A strong ETag for these bytes: 27 characters of their SHA-256 (base64url), quoted. */
export function etagOf(bytes: Uint8Array): string {
  return `"${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (or `*`): the asker already holds these bytes. */
export function holdsEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
