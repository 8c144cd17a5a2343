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
/** Next's stylesheets: the app's, made for every screen of it. */
const NEXT_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/_next\/[^"]*"[^>]*\/?>/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const NEXT_INLINE = /^\s*(?:\(?self\.__next_f|\(globalThis\["TURBOPACK"\])/;
/*
 * The X (Twitter) tags Next copies from the og: ones (title, description, image and its size, type
 * and alt): X reads the og: tag when its own is absent, so only `twitter:card` (the large image) says
 * something the og: tags do not. Nearly 1 kB of the page's head, sent to every client.
 */
const TWITTER_COPIES = /<meta name="twitter:(?!card")[a-z:]+" content="[^"]*"\/?>/g;

/** What scripts/build-islands.ts built: the island loader and the public pages' own stylesheet. */
export type IslandAssets = { loader: string; stylesheet: string | null };

/**
 * The page without Next's runtime, loading `assets.loader` instead. Every other inline script (the
 * theme's, which paints before the first frame) stays. Next's stylesheet gives way to the public
 * pages' own (`assets.stylesheet`, the same rules for what these pages are made of, about half the
 * bytes: the first paint waits for it), in the first one's place. Null when the HTML is not a page
 * this knows (no `</body>`): the cache then keeps Next's page as it is.
 */
export function islandPage(html: string, assets: IslandAssets): string | null {
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0) return null;
  const styled = assets.stylesheet ? ownStylesheet(html, assets.stylesheet) : html;
  const stripped = styled
    .replace(NEXT_SCRIPT, "")
    .replace(NEXT_PRELOAD, "")
    .replace(TWITTER_COPIES, "")
    .replace(INLINE_SCRIPT, (script, _attributes: string, body: string) => (NEXT_INLINE.test(body) ? "" : script));
  const compact = compactHtml(stripped);
  // A page with no island and no visit to report (the month table) needs no script at all.
  if (!/\sdata-(?:island|public-token)=/.test(compact)) return compact;
  const end = compact.lastIndexOf("</body>");
  // Last in the body, so the whole page is parsed before it runs; `async`, so it runs in a task of its
  // own as soon as it arrives, not inside the end of parsing (where a phone's browser also styles and
  // lays out the rest of the page: one long task of both).
  return `${compact.slice(0, end)}<script type="module" async src="${assets.loader}"></script>${compact.slice(end)}`;
}

function ownStylesheet(html: string, href: string): string {
  let first = true;
  return html.replace(NEXT_STYLESHEET, () => {
    if (!first) return "";
    first = false;
    return `<link rel="stylesheet" href="${href}"/>`;
  });
}

/*
 * What only hydration reads, taken out of the blocks that are never hydrated: React's text separators
 * (`<!-- -->` between two texts), the SVG namespace an HTML parser gives inline <svg> anyway, and the
 * icon library's own class names (no style uses them). An island's block is left as React rendered it,
 * so that it hydrates without a mismatch. An island's props are written with single quotes, which
 * spares escaping each double quote of their JSON (`&quot;`, six bytes for one); the browser reads the
 * same attribute value.
 */
const TEXT_SEPARATOR = /<!-- -->/g;
const SVG_NAMESPACE = / xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g;
const ICON_CLASSES = / class="lucide(?: lucide-[a-z0-9-]+)*( [^"]*)?"/g;
const ISLAND_PROPS = / data-props="([^"]*)"/g;

export function compactHtml(html: string): string {
  let out = "";
  let from = 0;
  for (const [start, end] of islandBlocks(html)) {
    out += compactStatic(html.slice(from, start)) + html.slice(start, end);
    from = end;
  }
  out += compactStatic(html.slice(from));
  // React escapes ' in attribute values (&#x27;), so the value holds no single quote to end it early.
  return out.replace(ISLAND_PROPS, (_, value: string) => ` data-props='${value.replaceAll("&quot;", '"')}'`);
}

function compactStatic(html: string): string {
  return html
    .replace(TEXT_SEPARATOR, "")
    .replace(SVG_NAMESPACE, "")
    .replace(ICON_CLASSES, (_, rest: string | undefined) => (rest ? ` class="${rest.slice(1)}"` : ""));
}

/** Each island block, from `<div data-island=…>` to its own `</div>`, as [start, end) offsets. */
function islandBlocks(html: string): [number, number][] {
  const blocks: [number, number][] = [];
  const open = /<div\b[^>]*\sdata-island=/g;
  for (let found = open.exec(html); found; found = open.exec(html)) {
    // React escapes < inside text and attribute values, so every "<div" and "</div" here is a tag.
    const tag = /<(\/?)div\b[^>]*>/g;
    tag.lastIndex = found.index;
    let depth = 0;
    let end = html.length;
    for (let t = tag.exec(html); t; t = tag.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    blocks.push([found.index, end]);
    open.lastIndex = end;
  }
  return blocks;
}

let manifest: IslandAssets | null | undefined;
/** An address that can go into an attribute as it is (the build writes `/_islands/public-<hash>.css`). */
const SAFE_HREF = /^\/[\w./-]+\.css$/;

/**
 * The loader's and the stylesheet's addresses from the islands' manifest
 * (public/_islands/manifest.json), read once; null when the islands were not built (the cache then
 * serves Next's page as it is). A manifest without a stylesheet keeps Next's.
 */
export function islandAssets(publicDir = path.join(process.cwd(), "public")): IslandAssets | null {
  if (manifest !== undefined) return manifest;
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(publicDir, ISLANDS_DIR, ISLANDS_MANIFEST), "utf8"));
    manifest =
      isRecord(parsed) && typeof parsed.loader === "string"
        ? {
            loader: parsed.loader,
            stylesheet:
              typeof parsed.stylesheet === "string" && SAFE_HREF.test(parsed.stylesheet) ? parsed.stylesheet : null,
          }
        : null;
  } catch {
    manifest = null;
  }
  return manifest;
}
