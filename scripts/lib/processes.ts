// One helper per job for the scripts and the tests that start servers: a free port, the one place
// that starts a process (`spawnProcess`; `startProcess` keeps its output, `run` waits for its exit),
// and waiting for something to answer. The npm scripts, the e2e support, the cluster tests and the
// integration tests import it. `node scripts/lib/processes.ts free-port` prints a free port (shell scripts).
import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ROOT } from "./paths.ts";

/** A TCP port nothing listens on at this moment, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const BIN_DIR = path.join(ROOT, "node_modules", ".bin");

/** A package's CLI in node_modules/.bin. */
export const bin = (name: string) => path.join(BIN_DIR, name);

/**
 * [command, args] that run a package's CLI on this very Node (process.execPath, v24 from the `node`
 * devDependency under npm scripts) instead of whatever `node` its `#!/usr/bin/env node` line finds
 * first on PATH (the machine's own, older one). Anything that is not a node_modules/.bin script runs as is.
 */
export function nodeCommand(command: string, args: readonly string[] = []): [string, string[]] {
  if (path.dirname(command) !== BIN_DIR) return [command, [...args]];
  return [process.execPath, [fs.realpathSync(command), ...args]];
}

/** Starts a process (a node_modules/.bin CLI on this Node, see nodeCommand): every script's one way to spawn. */
export function spawnProcess(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const [cmd, argv] = nodeCommand(command, args);
  return spawn(cmd, argv, { cwd: ROOT, ...options });
}

export type Proc = {
  name: string;
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
  /** Sends the signal (once) and resolves with the exit code (null: ended by a signal). */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts a process with its output kept in memory (and appended to `logFile` when given). */
export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions & { logFile?: string } = {},
): Proc {
  const { logFile, ...spawnOptions } = options;
  const file = logFile ? fs.createWriteStream(logFile, { flags: "a" }) : null;
  let output = "";
  const child = spawnProcess(command, args, { ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      file?.write(chunk);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { name, child, output: () => output, exited, stop };
}

/** Runs a command to completion, inheriting stdio; resolves with its exit code. */
export function run(
  command: string,
  args: readonly string[],
  { env = process.env, cwd = ROOT }: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawnProcess(command, args, { cwd, env, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** run(), failing on a non-zero exit. */
export async function runOrFail(
  command: string,
  args: readonly string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string },
): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} terminou com código ${code}`);
}

/**
 * Polls `check` until it gives something truthy, and resolves with that. Fails after `timeoutMs`, or
 * at once when `proc` (the process being waited for) has ended, with its output.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  { proc, timeoutMs = 60_000, everyMs = 200 }: { proc?: Proc; timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null))
      throw new Error(`${proc.name} terminou antes de ${what}:\n${proc.output()}`);
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: esperei ${timeoutMs} ms${proc ? `\n${proc.output()}` : ""}`);
}

/** Waits until `url` answers as `ok` says (by default: anything below 500); returns that answer. */
export async function waitForHttp(
  url: string,
  {
    timeoutMs = 60_000,
    ok = (r: Response) => r.status < 500,
    proc,
  }: { timeoutMs?: number; ok?: (r: Response) => boolean; proc?: Proc } = {},
): Promise<Response> {
  return waitFor(
    `${url} responder`,
    async () => {
      const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      return answer !== null && ok(answer) ? answer : null;
    },
    { proc, timeoutMs, everyMs: 250 },
  );
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "free-port")
  void freePort().then((port) => console.log(port));
