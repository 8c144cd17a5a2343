import { getPriority } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

// A worker that lowers itself and reports its own thread's nice value; the main thread's is read after.
function priorityInWorker(): Promise<number> {
  const moduleUrl = pathToFileURL(new URL("./worker-priority.ts", import.meta.url).pathname).href;
  const code = `
    const { parentPort } = require("node:worker_threads");
    const { getPriority } = require("node:os");
    import(${JSON.stringify(moduleUrl)}).then((m) => { m.giveWayToMainThread(); parentPort.postMessage(getPriority()); });
  `;
  const worker = new Worker(code, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once("message", (nice: number) => void worker.terminate().then(() => resolve(nice)));
    worker.once("error", reject);
  });
}

// The product runs on Linux (the image, CI, every server): a thread's nice value is its own there.
describe("giveWayToMainThread", () => {
  it("lowers the worker's own thread and leaves the server's main thread as it was", async () => {
    expect(process.platform).toBe("linux");
    const before = getPriority();
    const workerNice = await priorityInWorker();
    expect(workerNice).toBeGreaterThan(before);
    expect(getPriority()).toBe(before);
  });
});
