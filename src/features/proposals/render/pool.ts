import "server-only";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { inNextServer } from "~/env";
import type { RenderJob, RenderReply, RenderRequest } from "./worker";
import { metrics, timed } from "~/platform/metrics";

// A pool of render workers sized to the cores: PDFs and og:images render there, never on the event
// loop that answers every tenant's requests. Jobs wait in a bounded queue; past it the caller gets
// RenderBusyError (503 + Retry-After), so a burst cannot pile up memory or minutes of waiting.

const SIZE = Math.max(1, availableParallelism());
/** Jobs waiting beyond the running ones; at ~0.3 s a PDF, a full queue is a few seconds of work. */
const MAX_QUEUED = SIZE * 8;
const JOB_TIMEOUT_MS = 30_000;
/** Each worker's own heap cap: a runaway document fails its job, not the server. */
const WORKER_HEAP_MB = 160;
/*
 * A worker holds its whole V8 isolate (fonts, react-pdf, the last documents' garbage: tens of MB)
 * for as long as it lives. One idle this long ends, and one that has rendered this many jobs ends
 * after its job and a fresh one takes the next: after a burst of PDFs the server's RSS comes back
 * down instead of keeping every worker's high-water mark.
 */
const IDLE_MS = { value: 20_000 };
const JOBS_PER_WORKER = 200;

/** For tests: how long an idle worker lives (the idle ones now start counting again). */
export function setRenderWorkerIdleMs(ms: number): void {
  IDLE_MS.value = ms;
  for (const slot of slots) if (!slot.current) waitIdle(slot);
}

function waitIdle(slot: Slot) {
  if (slot.idle) clearTimeout(slot.idle);
  slot.idle = setTimeout(() => retire(slot), IDLE_MS.value);
  slot.idle.unref();
}

export const RENDER_RETRY_AFTER_S = 5;

export class RenderBusyError extends Error {
  constructor(cause?: Error) {
    super("Muitas propostas sendo geradas agora. Tente novamente em alguns segundos.", { cause });
    this.name = "RenderBusyError";
  }
}

type Pending = {
  job: RenderJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
  /** Whether a worker already died under this job (one death is retried on a fresh worker). */
  retried: boolean;
};
type Slot = {
  worker: Worker;
  current: (Pending & { id: number; timer: NodeJS.Timeout; timedOut: boolean }) | null;
  jobs: number;
  idle: NodeJS.Timeout | null;
  retiring: boolean;
};

const slots: Slot[] = [];
/** Workers started since the server started (for tests and the benchmark's figures). */
let started = 0;
const queue: Pending[] = [];
let nextId = 1;

function spawnWorker(): Worker {
  // Under vitest and tsx (bench/) this module runs from its TypeScript source: the worker gets tsx's
  // loader first. The built app (Next's bundler) compiles the worker as its own entry from the
  // `new Worker(new URL(…))` form below.
  if (!inNextServer) {
    const entry = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), "worker.tsx")).href;
    const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
    return new Worker(boot, { eval: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  }
  return new Worker(new URL("./worker.tsx", import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
}

function startSlot(): Slot {
  const slot: Slot = { worker: spawnWorker(), current: null, jobs: 0, idle: null, retiring: false };
  started += 1;
  slot.worker.unref();
  slot.worker.on("message", (reply: RenderReply) => {
    const job = slot.current;
    if (!job || job.id !== reply.id) return;
    finish(slot);
    if ("bytes" in reply) job.resolve(reply.bytes);
    else job.reject(new Error(`render worker: ${reply.error}`));
  });
  const fail = (error: Error) => {
    if (slot.idle) clearTimeout(slot.idle);
    const job = slot.current;
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    if (job) {
      clearTimeout(job.timer);
      slot.current = null;
      // A worker that dies under a job (its heap cap reached while the machine is short of memory,
      // or killed) takes the job's answer with it: the job gets one more try on a fresh worker, at the
      // head of the queue; a second death or the time limit answers "busy, try again" (503), never a
      // server error the client cannot act on.
      const { id: _id, timer: _timer, timedOut, ...pending } = job;
      if (!timedOut && !pending.retried) queue.unshift({ ...pending, retried: true });
      else job.reject(new RenderBusyError(error));
    }
    pump();
  };
  slot.worker.on("error", fail);
  slot.worker.on("exit", (code) => fail(new Error(`render worker exited (${code})`)));
  slots.push(slot);
  return slot;
}

/** Ends a worker that has no job: out of the pool at once, its isolate freed when it exits. */
function retire(slot: Slot) {
  if (slot.current || slot.retiring) return;
  slot.retiring = true;
  if (slot.idle) clearTimeout(slot.idle);
  const index = slots.indexOf(slot);
  if (index >= 0) slots.splice(index, 1);
  void slot.worker.terminate();
}

function finish(slot: Slot) {
  if (slot.current) clearTimeout(slot.current.timer);
  slot.current = null;
  slot.worker.unref();
  if (slot.jobs >= JOBS_PER_WORKER) retire(slot);
  else waitIdle(slot);
  pump();
}

function pump() {
  while (queue.length > 0) {
    const slot = slots.find((s) => s.current === null) ?? (slots.length < SIZE ? startSlot() : null);
    if (!slot) return;
    const pending = queue.shift()!;
    const id = nextId++;
    const timer = setTimeout(() => {
      if (slot.current) slot.current.timedOut = true;
      void slot.worker.terminate();
    }, JOB_TIMEOUT_MS);
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.jobs += 1;
    slot.current = { ...pending, id, timer, timedOut: false };
    // Referenced while it works: a script awaiting a render keeps running until it is done.
    slot.worker.ref();
    slot.worker.postMessage({ id, job: pending.job } satisfies RenderRequest);
  }
}

/** Renders in a worker; RenderBusyError at once when the queue is full. */
export function renderInWorker(job: RenderJob): Promise<Uint8Array> {
  if (queue.length >= MAX_QUEUED) return Promise.reject(new RenderBusyError());
  const rendered = new Promise<Uint8Array>((resolve, reject) => {
    queue.push({ job, resolve, reject, retried: false });
    pump();
  });
  // /api/metrics reads this thread's registry: PDFs are timed here (queue wait included), not in the worker.
  return job.type === "pdf" ? timed(metrics().pdfDuration, () => rendered) : rendered;
}

/** For tests: ends the workers that are rendering now, as a crash would. */
export function killBusyRenderWorkers(): number {
  const busy = slots.filter((s) => s.current);
  for (const slot of busy) void slot.worker.terminate();
  return busy.length;
}

/** Jobs rendering or waiting (for tests and the benchmark's figures). */
export function renderLoad() {
  return {
    workers: slots.length,
    running: slots.filter((s) => s.current).length,
    queued: queue.length,
    size: SIZE,
    maxQueued: MAX_QUEUED,
    started,
  };
}
