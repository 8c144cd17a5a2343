// One helper per job for the scripts and the tests that start servers: a free port, a process started
// with its output kept, and waiting for something to answer. TypeScript that Node 24 runs as is (type
// stripping): the .mjs scripts, the e2e support, the cluster tests and the integration tests import it.
import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

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
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions & { logFile?: string } = {}): Proc {
  const { logFile, ...spawnOptions } = options;
  const file = logFile ? fs.createWriteStream(logFile, { flags: "a" }) : null;
  let output = "";
  const child = spawn(command, args, { ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] });
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

/**
 * Polls `check` until it says yes. Fails after `timeoutMs`, or at once when `proc` (the process being
 * waited for) has ended, with its output.
 */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, { proc, timeoutMs = 60_000, everyMs = 200 }: { proc?: Proc; timeoutMs?: number; everyMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) throw new Error(`${proc.name} terminou antes de ${what}:\n${proc.output()}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: esperei ${timeoutMs} ms${proc ? `\n${proc.output()}` : ""}`);
}

/** Waits until `url` answers as `ok` says (by default: anything below 500); returns that answer. */
export async function waitForHttp(url: string, { timeoutMs = 60_000, ok = (r: Response) => r.status < 500, proc }: { timeoutMs?: number; ok?: (r: Response) => boolean; proc?: Proc } = {}): Promise<Response> {
  let answer: Response | null = null;
  await waitFor(`${url} responder`, async () => {
    answer = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    return answer !== null && ok(answer);
  }, { proc, timeoutMs, everyMs: 250 });
  return answer!;
}
