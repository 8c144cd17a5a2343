import fs from "node:fs";
import path from "node:path";
import * as z from "zod";

// The route pattern of a request path ("/public/propostas/[token]"), for access lines and metric labels
// (a label per concrete path would grow without bound). Next.js does not hand it to the HTTP server;
// its build writes every route's regex to .next/routes-manifest.json (the file its own router and
// deployment adapters read). route-pattern.integration.test.ts fails if that file changes shape.

const routeList = z.array(z.object({ page: z.string(), regex: z.string() })).optional();
const routesManifest = z.object({ staticRoutes: routeList, dynamicRoutes: routeList });
type Matcher = { page: string; re: RegExp };
declare global {
  var __consorcioRoutePatterns: Matcher[] | undefined;
}

export function loadRoutes(manifestPath = path.join(process.cwd(), ".next", "routes-manifest.json")): Matcher[] {
  try {
    const manifest = routesManifest.parse(JSON.parse(fs.readFileSync(manifestPath, "utf8")));
    return [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((r) => ({
      page: r.page,
      re: new RegExp(r.regex),
    }));
  } catch {
    return []; // next dev writes none: every path falls into the buckets below
  }
}

function routes(): Matcher[] {
  return (globalThis.__consorcioRoutePatterns ??= loadRoutes());
}

/** The pattern for a path (query ignored); "/_next/static" for built assets; "(outra)" for anything else. */
export function routePattern(url: string, matchers: Matcher[] = routes()): string {
  const pathname = url.split("?")[0] || "/";
  if (pathname.startsWith("/_next/")) return pathname.startsWith("/_next/image") ? "/_next/image" : "/_next/static";
  return matchers.find((m) => m.re.test(pathname))?.page ?? "(outra)";
}
