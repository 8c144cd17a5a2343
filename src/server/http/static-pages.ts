import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/*
 * Pages that need no request data (/, /termos, /privacidade, /cadastro, /forgot-password, the 404)
 * are prerendered at build time and served as files: no render, no session lookup. Their HTML cannot
 * carry a per-request nonce, so their CSP allows exactly the inline scripts that build wrote, by hash
 * ('sha256-…'), read once per path from the prerendered file. Any other page renders per request and
 * gets the nonce (Next.js puts it on its scripts).
 */

const APP_DIR = path.join(process.cwd(), ".next", "server", "app");
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Each inline script of an HTML document as a CSP hash source. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => sha256Source(match[1] ?? ""));
}

const cache = new Map<string, string[] | null>();

function prerenderedFile(pathname: string): string | null {
  // Only plain page paths; anything else (dots, encodings, doubled slashes) is never a prerendered file.
  if (!/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(pathname)) return null;
  return path.join(APP_DIR, `${pathname === "/" ? "index" : pathname.slice(1)}.html`);
}

function hashesOfFile(file: string): string[] | null {
  try {
    return inlineScriptHashes(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * The inline-script hashes of the prerendered page at `pathname`, or null when that page renders per
 * request. The unknown-address page is prerendered too, so `notFound` gives its hashes.
 */
export function prerenderedScriptHashes(pathname: string | "notFound"): string[] | null {
  const file = pathname === "notFound" ? path.join(APP_DIR, "_not-found.html") : prerenderedFile(pathname);
  if (file === null) return null;
  let hashes = cache.get(file);
  if (hashes === undefined) {
    hashes = hashesOfFile(file);
    cache.set(file, hashes);
  }
  return hashes;
}
