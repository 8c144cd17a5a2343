import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { batchPauseMs } from "./import-limits";

describe("the pause between an import's batches", () => {
  it("is never shorter than the batch it follows (up to 3 s), so an import holds at most about half the time", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 60_000, noNaN: true }), (batchMs) => {
        const pause = batchPauseMs(batchMs);
        expect(pause).toBeGreaterThanOrEqual(Math.min(batchMs, 3_000));
        expect(pause).toBeGreaterThanOrEqual(150);
        expect(pause).toBeLessThanOrEqual(3_000);
      }),
    );
  });

  it("waits as long as a slow batch took on a loaded machine, and 150 ms after a quick one", () => {
    expect(batchPauseMs(20)).toBe(150);
    expect(batchPauseMs(900)).toBe(900);
    expect(batchPauseMs(10_000)).toBe(3_000);
  });
});
