import "server-only";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { inNextServer } from "~/env";
import { AppError } from "~/lib/errors";
import type { ParsedFile } from "./import-parse";
import type { ParseReply, ParseRequest } from "./import-parse-worker";

// One worker thread reads the spreadsheets (./import-parse-worker.ts), one file after another, so a
// 5 000-line preview or import holds no other request of this server. Started on the first file,
// ended after a while without one (its isolate's memory comes back). Files wait in a bounded queue;
// past it the seller is asked to retry in a few seconds, and a file that takes longer than the bound
// ends the worker (every file it held fails) and the next file starts a fresh one.

/** Files read or waiting at once: at ~0.5 s a 5 000-line file, a full queue is several seconds. */
const MAX_PENDING = 12;
const JOB_TIMEOUT_MS = 30_000;
const IDLE_MS = 20_000;
const WORKER_OPTIONS: WorkerOptions = { resourceLimits: { maxOldGenerationSizeMb: 256 } };

export const PARSE_BUSY_MESSAGE = "Muitas planilhas sendo lidas agora. Tente novamente em alguns segundos.";

type Pending = { resolve: (file: ParsedFile) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

let worker: Worker | null = null;
let idle: NodeJS.Timeout | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function spawn(): Worker {
  if (inNextServer) return new Worker(new URL("./import-parse-worker.ts", import.meta.url), WORKER_OPTIONS);
  // Under vitest and tsx the worker runs from its TypeScript source, through tsx's loader.
  const entry = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), "import-parse-worker.ts")).href;
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { ...WORKER_OPTIONS, eval: true });
}

function settle(id: number): Pending | undefined {
  const job = pending.get(id);
  if (!job) return undefined;
  clearTimeout(job.timer);
  pending.delete(id);
  if (pending.size === 0 && worker) {
    // Nothing to wait for: the worker no longer keeps a script alive, and ends when left idle.
    worker.unref();
    const idleWorker = worker;
    idle = setTimeout(() => void idleWorker.terminate(), IDLE_MS);
    idle.unref();
  }
  return job;
}

function started(): Worker {
  if (idle) clearTimeout(idle);
  idle = null;
  if (worker) return worker;
  const fresh = spawn();
  fresh.on("message", (reply: ParseReply) => {
    const job = settle(reply.id);
    if (!job) return;
    if ("file" in reply) job.resolve(reply.file);
    else if ("refusal" in reply) job.reject(new AppError(reply.refusal.code, reply.refusal.message));
    else job.reject(new Error(`import parse worker: ${reply.error}`));
  });
  const fail = (error: Error) => {
    if (worker === fresh) worker = null;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  fresh.on("error", fail);
  fresh.on("exit", (code) => fail(new Error(`import parse worker exited (${code})`)));
  worker = fresh;
  return fresh;
}

/** The file read and validated in the worker; its refusals are the same AppErrors, in pt-BR. */
export function parseInWorker(fileBase64: string): Promise<ParsedFile> {
  if (pending.size >= MAX_PENDING) return Promise.reject(new AppError("RATE_LIMITED", PARSE_BUSY_MESSAGE));
  const thread = started();
  const id = nextId++;
  return new Promise<ParsedFile>((resolve, reject) => {
    const timer = setTimeout(() => void thread.terminate(), JOB_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    // Referenced while it works: a script awaiting a file keeps running until it is read.
    thread.ref();
    thread.postMessage({ id, fileBase64 } satisfies ParseRequest);
  });
}
