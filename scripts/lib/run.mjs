import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ROOT } from "./paths.mjs";

const BIN_DIR = path.join(ROOT, "node_modules", ".bin");

export const bin = (name) => path.join(BIN_DIR, name);

/**
 * [command, args] that run a package's CLI on this very Node (process.execPath, v24 from the `node`
 * devDependency under npm scripts) instead of whatever `node` its `#!/usr/bin/env node` line finds
 * first on PATH (the machine's own, older one). Anything that is not a node_modules/.bin script runs as is.
 */
export function nodeCommand(command, args = []) {
  if (path.dirname(command) !== BIN_DIR) return [command, args];
  const target = fs.realpathSync(command);
  return [process.execPath, [target, ...args]];
}

/** child_process.spawn through nodeCommand(). */
export function spawnNode(command, args, options) {
  const [cmd, argv] = nodeCommand(command, args);
  return spawn(cmd, argv, options);
}

/** Runs a command to completion, inheriting stdio; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnNode(command, args, { cwd, env, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrFail(command, args, opts) {
  const code = await run(command, args, opts);
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} terminou com código ${code}`);
}

export async function waitForHttp(url, { timeoutMs = 60_000, ok = (r) => r.status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (ok(response)) return response;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs} ms (${last})`);
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}
