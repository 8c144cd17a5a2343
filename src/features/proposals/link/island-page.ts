import fs from "node:fs";
import path from "node:path";
import { isRecord } from "~/lib/json";
import { ISLANDS_DIR, ISLANDS_MANIFEST } from "./island-paths";

/*
 * The public proposal as the page cache keeps it (docs/speed.md): the HTML Next rendered, without
 * Next's client runtime and its RSC payload (the page's sections are server HTML a client only
 * reads), with the island loader instead (islands/loader.ts, built by scripts/build-islands.ts),
 * which hydrates the bid explorer and the answer form on their own when first touched.
 */

/** Next's scripts in a rendered page: its chunks, its bootstrap and the inline RSC payload. */
const NEXT_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*><\/script>/g;
const NEXT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\/?>/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const NEXT_INLINE = /^\s*(?:\(?self\.__next_f|\(globalThis\["TURBOPACK"\])/;

/**
 * The page without Next's runtime, loading `loaderSrc` instead. Every other inline script (the
 * theme's, which paints before the first frame) stays. Null when the HTML is not a page this knows
 * (no `</body>`): the cache then keeps Next's page as it is.
 */
export function islandPage(html: string, loaderSrc: string): string | null {
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0) return null;
  const stripped = html
    .replace(NEXT_SCRIPT, "")
    .replace(NEXT_PRELOAD, "")
    .replace(INLINE_SCRIPT, (script, _attributes: string, body: string) => (NEXT_INLINE.test(body) ? "" : script));
  // A page with no island and no visit to report (the month table) needs no script at all.
  if (!/\sdata-(?:island|public-token)=/.test(stripped)) return stripped;
  const end = stripped.lastIndexOf("</body>");
  return `${stripped.slice(0, end)}<script type="module" src="${loaderSrc}"></script>${stripped.slice(end)}`;
}

let manifest: { loader: string } | null | undefined;

/**
 * The loader's address from the islands' manifest (public/_islands/manifest.json), read once; null
 * when the islands were not built (the cache then serves Next's page as it is).
 */
export function islandLoaderSrc(publicDir = path.join(process.cwd(), "public")): string | null {
  if (manifest !== undefined) return manifest?.loader ?? null;
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(publicDir, ISLANDS_DIR, ISLANDS_MANIFEST), "utf8"));
    manifest = isRecord(parsed) && typeof parsed.loader === "string" ? { loader: parsed.loader } : null;
  } catch {
    manifest = null;
  }
  return manifest?.loader ?? null;
}
