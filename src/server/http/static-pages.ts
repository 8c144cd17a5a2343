import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineScripts, sha256Source } from "~/platform/inline-scripts";

/*
 * Pages that need no request data (/, /termos, /privacidade, /cadastro, /forgot-password, the 404)
 * are prerendered at build time and served as files: no render, no session lookup. Their HTML cannot
 * carry a per-request nonce, so their CSP allows exactly the inline scripts that build wrote, by hash
 * ('sha256-…'), read once per path from the prerendered file. Any other page renders per request and
 * gets the nonce (Next.js puts it on its scripts).
 */

const APP_DIR = path.join(process.cwd(), ".next", "server", "app");

/** Each inline script of an HTML document as a CSP hash source. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((script) => sha256Source(script.text));
}

const NOT_FOUND = "notFound";

/**
 * Page path → its inline-script hashes, for every prerendered page of the build, read once: the
 * build's HTML files do not change while the server runs. Looking up any other path is a Map miss,
 * never a file read, however many different addresses are asked for.
 */
let index: Map<string, string[]> | null = null;

function prerenderedIndex(): Map<string, string[]> {
  if (index) return index;
  index = new Map();
  let files: string[] = [];
  try {
    files = readdirSync(APP_DIR, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  } catch {
    // No build output (development, tests): nothing is prerendered.
  }
  for (const file of files) {
    const route = file.slice(0, -".html".length).split(path.sep).join("/");
    // Next's own error pages (_not-found, _global-error) are not addresses; the 404 is looked up by name.
    if (route.startsWith("_") && route !== "_not-found") continue;
    const key = route === "_not-found" ? NOT_FOUND : route === "index" ? "/" : `/${route}`;
    index.set(key, inlineScriptHashes(readFileSync(path.join(APP_DIR, file), "utf8")));
  }
  return index;
}

/**
 * The inline-script hashes of the prerendered page at `pathname`, or null when that page renders per
 * request. The unknown-address page is prerendered too, so `notFound` gives its hashes.
 */
export function prerenderedScriptHashes(pathname: string | typeof NOT_FOUND): string[] | null {
  return prerenderedIndex().get(pathname) ?? null;
}
