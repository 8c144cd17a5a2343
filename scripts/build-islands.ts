// The public proposal's islands (docs/speed.md), bundled for the browser outside Next: the loader
// the cached page loads (islands/loader.ts, no framework) and, split from it, React with the islands
// (islands/hydrate.tsx) and the engine the bid explorer loads on first touch. Written to
// public/_islands/ with content hashes in every name (served immutable, next.config.ts) and a
// manifest naming the loader, which the page cache reads (features/proposals/link/island-page.ts).
// Beside them, the public pages' own stylesheet (scripts/lib/public-stylesheet.ts), named in the
// manifest too. Runs before `next build` (npm run build).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { ISLANDS_DIR, ISLANDS_MANIFEST } from "../src/features/proposals";
import { compilePublicStylesheet, publicPageSources, usedSources } from "./lib/public-stylesheet";

const ROOT = path.resolve(import.meta.dirname, "..");
const outdir = path.join(ROOT, "public", ISLANDS_DIR);

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: { loader: "src/features/proposals/islands/loader.ts" },
  outdir,
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2020",
  minify: true,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  tsconfig: "tsconfig.json",
  metafile: true,
  logLevel: "warning",
  legalComments: "none",
});

const files = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"));
const url = (file: string) => `/${ISLANDS_DIR}/${path.basename(file)}`;
const loader = files.find(([, output]) => output.entryPoint?.endsWith("islands/loader.ts"));
if (!loader) throw new Error("build-islands: the loader was not written");

const sources = [...new Set([...(await publicPageSources(ROOT)), ...usedSources(result.metafile)])].sort();
const css = await compilePublicStylesheet(ROOT, sources);
const cssFile = path.join(outdir, `public-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`);
fs.writeFileSync(cssFile, css);
fs.writeFileSync(
  path.join(outdir, ISLANDS_MANIFEST),
  JSON.stringify({ loader: url(loader[0]), stylesheet: url(cssFile) }),
);
for (const [file] of [...files, [path.relative(ROOT, cssFile)]]) {
  const bytes = fs.readFileSync(path.join(ROOT, file));
  console.log(
    `${url(file)}: ${(bytes.length / 1024).toFixed(1)} kB, gzip ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} kB`,
  );
}
