// The public pages' own stylesheet (docs/speed.md): the app's globals.css compiled by Tailwind over
// only the source files those pages and their islands are made of, instead of over the whole app.
// The page cache links it in place of Next's stylesheet (features/proposals/link/island-page.ts).
// The first paint of the client's page waits for its stylesheet; on a phone's connection every
// kilobyte of it counts, and the seller's screens (simulator, Carteira, settings…) made half of it.
import fs from "node:fs";
import path from "node:path";
import { build, type Metafile, type Plugin } from "esbuild";
import postcss from "postcss";
import tailwind from "@tailwindcss/postcss";

/**
 * What the page cache keeps (features/proposals/link/public-page-cache.ts): the proposal, its month
 * table and the PDF check, each under the root layout.
 */
export const PUBLIC_PAGE_ENTRIES = [
  "src/app/layout.tsx",
  "src/app/public/propostas/[token]/page.tsx",
  "src/app/public/propostas/[token]/meses/page.tsx",
  "src/app/public/verificar/page.tsx",
];

const SOURCE = /\.(?:tsx?|jsx?|mjs)$/;
const GLOBALS = "src/app/globals.css";

/*
 * The project's files a module graph really uses: local modules are declared free of side effects,
 * so one only imported through a feature's entry file for something else (another screen) is left
 * out. Lazy imports are not followed: on the server these pages have one, the toaster's (next/dynamic
 * with `ssr: false`, nothing in the HTML), and the islands' own lazy chunks come from the islands'
 * bundle, whose graph is added whole (scripts/build-islands.ts). A lazy component rendered on the
 * server would be missed; e2e/public-stylesheet.spec.ts compares every computed style and would
 * show it.
 */
function localFilesOnly(root: string): Plugin {
  return {
    name: "public-stylesheet-graph",
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === "resolving") return undefined;
        if (args.kind === "dynamic-import") return { path: args.path, external: true };
        const resolved = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: "resolving",
        });
        if (resolved.errors.length > 0) return undefined;
        if (resolved.external || !resolved.path.startsWith(path.join(root, "src") + path.sep)) return resolved;
        return { ...resolved, sideEffects: false };
      });
    },
  };
}

/** The source files (relative to `root`) whose code ends up in the pages' server render. */
export async function publicPageSources(root: string, entries = PUBLIC_PAGE_ENTRIES): Promise<string[]> {
  for (const entry of entries) {
    if (!fs.existsSync(path.join(root, entry))) throw new Error(`public-stylesheet: ${entry} não existe`);
  }
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: path.join(root, ".next", "public-stylesheet-graph"),
    write: false,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    packages: "external",
    jsx: "automatic",
    tsconfig: "tsconfig.json",
    metafile: true,
    logLevel: "error",
    loader: { ".css": "empty", ".svg": "empty", ".png": "empty", ".woff2": "empty" },
    plugins: [localFilesOnly(root)],
  });
  // Only globals.css is compiled here: a stylesheet of its own imported by these pages would be
  // dropped with Next's link (island-page.ts), so the build stops instead.
  const others = Object.keys(result.metafile.inputs).filter((file) => file.endsWith(".css") && file !== GLOBALS);
  if (others.length > 0)
    throw new Error(`public-stylesheet: as páginas públicas importam ${others.join(", ")}; só ${GLOBALS} é compilado`);
  return usedSources(result.metafile);
}

/** The project's source files with code in any output of a bundle (after its tree shaking). */
export function usedSources(metafile: Metafile): string[] {
  const used = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      if (input.bytesInOutput > 0 && file.startsWith("src/") && SOURCE.test(file)) used.add(file);
    }
  }
  return [...used].sort();
}

/**
 * globals.css compiled by Tailwind with its utilities drawn from `sources` alone (paths relative to
 * `root`, or absolute), minified as Next minifies the app's.
 */
export async function compilePublicStylesheet(root: string, sources: string[]): Promise<string> {
  const globals = path.join(root, GLOBALS);
  const text = fs.readFileSync(globals, "utf8");
  const IMPORT = '@import "tailwindcss";';
  if (!text.includes(IMPORT)) throw new Error(`public-stylesheet: globals.css não começa por ${IMPORT}`);
  const sourceLines = sources.map((file) => `@source ${JSON.stringify(path.resolve(root, file))};`).join("\n");
  const input = text.replace(IMPORT, `@import "tailwindcss" source(none);\n${sourceLines}`);
  const result = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(input, {
    from: globals,
  });
  return result.css;
}
