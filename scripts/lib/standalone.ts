// The standalone server (next.config.ts `output: "standalone"`): `next build` writes
// .next/standalone/server.js with the node_modules it traced, but not the browser assets nor public/;
// they are copied next to it here (the Dockerfile copies the same two folders).
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.ts";

export const STANDALONE_DIR = path.join(ROOT, ".next", "standalone");
export const STANDALONE_SERVER = path.join(STANDALONE_DIR, "server.js");

/** Copies .next/static and public/ into the standalone folder (again when the build is newer). */
export function prepareStandalone() {
  if (!fs.existsSync(STANDALONE_SERVER)) {
    throw new Error("Falta .next/standalone/server.js: rode `npm run build` antes.");
  }
  const buildId = fs.readFileSync(path.join(ROOT, ".next", "BUILD_ID"), "utf8").trim();
  const stamp = path.join(STANDALONE_DIR, ".assets-build-id");
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === buildId) return STANDALONE_SERVER;
  const copies: [string, string][] = [
    [path.join(ROOT, ".next", "static"), path.join(STANDALONE_DIR, ".next", "static")],
    [path.join(ROOT, "public"), path.join(STANDALONE_DIR, "public")],
  ];
  for (const [from, to] of copies) {
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
  }
  fs.writeFileSync(stamp, buildId);
  return STANDALONE_SERVER;
}

/**
 * The standalone server's own variables: where it listens (HOSTNAME is often the machine's name),
 * and NEXT_MANUAL_SIG_HANDLE, which leaves SIGTERM to src/platform/lifecycle.ts (drain, exit 0).
 */
export function standaloneEnv(
  env: NodeJS.ProcessEnv,
  { port, hostname = "0.0.0.0" }: { port: number | string; hostname?: string },
): NodeJS.ProcessEnv {
  return { ...env, PORT: String(port), HOSTNAME: hostname, NODE_ENV: "production", NEXT_MANUAL_SIG_HANDLE: "true" };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareStandalone();
  console.log(`[standalone] .next/static e public/ copiados para ${path.relative(ROOT, STANDALONE_DIR)}`);
}
