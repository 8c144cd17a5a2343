import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.mjs";

// Free ports and waiting for a server: ./processes.ts.

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
