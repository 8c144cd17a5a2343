// Every page route of the app, read from src/app at test time, so a new page cannot skip the
// accessibility sweep: route groups "(x)" are mapped away, dynamic segments filled from fixtures.
import fs from "node:fs";
import path from "node:path";

export const APP_DIR = path.resolve(import.meta.dirname, "..", "..", "src", "app");

/** Who can see a page: the signed-in app, the back office, or anyone. */
export type Audience = "signed-in" | "admin" | "public";

export type AppRoute = {
  /** folder under src/app, e.g. "(app)/propostas/config" */ folder: string;
  pattern: string;
  audience: Audience;
};

function walk(dir: string, found: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Private folders (_x) and API routes hold no pages.
      if (entry.name.startsWith("_") || (dir === APP_DIR && entry.name === "api")) continue;
      walk(full, found);
    } else if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
      found.push(path.relative(APP_DIR, dir).split(path.sep).join("/"));
    }
  }
}

/** "(public)/(auth)/cadastro" → "/cadastro"; "(app)/propostas/[id]" → "/propostas/[id]". */
export function routePattern(folder: string): string {
  const segments = folder.split("/").filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith("@"));
  return "/" + segments.join("/");
}

/**
 * Who sees each top-level folder of src/app. A new top-level folder must be classified here: the
 * sweep fails naming it rather than guessing who can open it.
 */
const AUDIENCE: Record<string, Audience> = {
  "(app)": "signed-in",
  "(account)": "signed-in",
  admin: "admin",
  "(public)": "public",
  public: "public",
  dev: "public",
  "": "public",
};

function audienceOf(folder: string): Audience {
  const first = folder.split("/")[0]!;
  const audience = AUDIENCE[first];
  if (!audience) throw new Error(`src/app/${first}: unknown audience; classify it in e2e/support/app-routes.ts.`);
  return audience;
}

export function appRoutes(dir = APP_DIR): AppRoute[] {
  const folders: string[] = [];
  walk(dir, folders);
  return folders
    .map((folder) => ({ folder, pattern: routePattern(folder), audience: audienceOf(folder) }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Fills each [segment] / [...segment] from `params`; throws naming a segment that has no value. */
export function fillRoute(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[\[?(?:\.\.\.)?([^\]]+)\]\]?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined)
      throw new Error(
        `No fixture value for the dynamic segment [${name}] in ${pattern}: add one to the accessibility spec.`,
      );
    return encodeURIComponent(value);
  });
}
