import { setPriority } from "node:os";

/**
 * Lowers the calling worker thread's CPU priority, so CPU-heavy work (PDF and og renders, reading a
 * spreadsheet) gives way to the server's main thread, which keeps answering (health, cached pages,
 * other accounts' reads) while workers fill the cores. On Linux a thread's nice value is its own
 * (setpriority on the calling thread), so only this thread is lowered; elsewhere it could lower the
 * whole process, so it runs on Linux only. A refusal changes nothing.
 */
export function giveWayToMainThread(nice = 10): void {
  if (process.platform !== "linux") return;
  try {
    setPriority(nice);
  } catch {
    // not allowed here: the worker keeps the default priority
  }
}
