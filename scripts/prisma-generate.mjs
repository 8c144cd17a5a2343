// `prisma generate` only needs the schema engine binary to exist, not to run: Prisma's native
// engine download is unavailable offline, so point it at a placeholder executable.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { applyPrismaRuntimePatch } from "./prisma-runtime-patch.mjs";

const root = path.resolve(import.meta.dirname, "..");
// The client runtime's parameterization graph in a Map (scripts/prisma-runtime-patch.mjs).
const patched = applyPrismaRuntimePatch(root);
if (patched.length > 0) console.log(`[prisma] grafo de parametrização em Map: ${patched.join(", ")}`);
const placeholder = path.join(root, "scripts", "lib", "no-schema-engine.sh");
fs.chmodSync(placeholder, 0o755);
const prismaBin = path.join(root, "node_modules", ".bin", "prisma");
if (!fs.existsSync(prismaBin)) process.exit(0); // production install without the CLI
// On this very Node (process.execPath), not the first `node` on PATH.
const result = spawnSync(process.execPath, [fs.realpathSync(prismaBin), "generate", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
