import { createHash } from "node:crypto";

// Inline scripts of an HTML document and their CSP sources: the prerendered pages
// (src/server/http/static-pages.ts) and the page cache (page-cache.ts) allow them by hash.

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Each inline script (no src) of an HTML document: the attributes of its tag and its text. */
export function inlineScripts(html: string): Array<{ attributes: string; text: string }> {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => ({ attributes: match[1] ?? "", text: match[2] ?? "" }));
}

/** A fresh nonce for a CSP `'nonce-…'` source. */
export function newNonce(): string {
  return btoa(crypto.randomUUID());
}
