import { describe, expect, it } from "vitest";
import { IMPORT_STALL_MS, stallWatch } from "./import-watch";

describe("the import dialog's polling bound", () => {
  it("gives up only after the import has not moved for the whole bound; any progress restarts the wait", () => {
    const stalled = stallWatch();
    const start = 1_000_000;
    expect(stalled({ status: "queued", processed: 0 }, start)).toBe(false);
    expect(stalled({ status: "queued", processed: 0 }, start + IMPORT_STALL_MS - 1)).toBe(false);
    // It starts: a change of state counts as progress.
    expect(stalled({ status: "running", processed: 0 }, start + IMPORT_STALL_MS)).toBe(false);
    expect(stalled({ status: "running", processed: 200 }, start + 2 * IMPORT_STALL_MS - 1)).toBe(false);
    expect(stalled({ status: "running", processed: 200 }, start + 3 * IMPORT_STALL_MS - 2)).toBe(false);
    expect(stalled({ status: "running", processed: 200 }, start + 3 * IMPORT_STALL_MS - 1)).toBe(true);
  });
});
