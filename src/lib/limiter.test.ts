import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";

describe("createLimiter", () => {
  it("runs at most `max` at once, in arrival order, and every caller gets its own result", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const job = (id: number) =>
      limit(async () => {
        started.push(id);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return id * 10;
      });
    const results = [1, 2, 3, 4, 5].map(job);
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
      // A new job may start as soon as one finishes, never a third at once.
      expect(running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it("a failing job frees its place", async () => {
    const limit = createLimiter(1);
    await expect(
      limit(async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await limit(async () => "ok")).toBe("ok");
  });
});
