import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameWindow, visibleWindow, type WindowInput } from "./windowing";

const base: WindowInput = { scrollTop: 0, viewportHeight: 380, rowHeight: 36, rowCount: 420, overscan: 8 };

describe("visibleWindow — labelled cases", () => {
  it.each<[string, Partial<WindowInput>, { start: number; end: number }]>([
    ["top of 420 rows: 11 visible + 8 below", {}, { start: 0, end: 19 }],
    ["a row and a half down: overscan above is cut at 0", { scrollTop: 54 }, { start: 0, end: 21 }],
    ["middle", { scrollTop: 36 * 200 }, { start: 192, end: 219 }],
    ["scrolled to the bottom: the last row is mounted", { scrollTop: 420 * 36 - 380 }, { start: 401, end: 420 }],
    ["elastic overscroll past the end is clamped", { scrollTop: 99_999 }, { start: 401, end: 420 }],
    ["elastic overscroll above the top is clamped", { scrollTop: -120 }, { start: 0, end: 19 }],
    ["schedule shrank under an old offset (600 → 60 rows)", { rowCount: 60, scrollTop: 36 * 590 }, { start: 41, end: 60 }],
    ["fewer rows than fit: all of them", { rowCount: 5 }, { start: 0, end: 5 }],
    ["no rows", { rowCount: 0, scrollTop: 500 }, { start: 0, end: 0 }],
    ["viewport not measured yet (0 px): one row plus overscan", { viewportHeight: 0 }, { start: 0, end: 9 }],
    ["NaN scroll offset reads as the top", { scrollTop: Number.NaN }, { start: 0, end: 19 }],
    ["no overscan: exactly the rows on screen", { overscan: 0, scrollTop: 36 * 10 + 18 }, { start: 10, end: 22 }],
  ])("%s", (_label, patch, expected) => {
    const input = { ...base, ...patch };
    const window = visibleWindow(input);
    expect({ start: window.start, end: window.end }).toEqual(expected);
    const rowHeight = input.rowHeight;
    expect(window.padTop).toBe(window.start * rowHeight);
    expect(window.padBottom).toBe((Math.max(0, input.rowCount) - window.end) * rowHeight);
  });

  it("sameWindow tells an unchanged window apart from a moved one", () => {
    const a = visibleWindow(base);
    expect(sameWindow(a, visibleWindow({ ...base, scrollTop: 10 }))).toBe(true);
    expect(sameWindow(a, visibleWindow({ ...base, scrollTop: 36 * 3 }))).toBe(false);
  });
});

describe("visibleWindow — invariants", () => {
  const input = fc
    .record({
      rowCount: fc.integer({ min: 0, max: 700 }),
      rowHeight: fc.integer({ min: 20, max: 60 }),
      viewportHeight: fc.integer({ min: 0, max: 1200 }),
      overscan: fc.integer({ min: 0, max: 20 }),
      fraction: fc.double({ min: -0.2, max: 1.2, noNaN: true }),
    })
    .map(({ fraction, ...rest }) => ({ ...rest, scrollTop: fraction * rest.rowCount * rest.rowHeight }));

  it("never out of range; the pads and mounted rows add up to the full height", () => {
    fc.assert(
      fc.property(input, (i) => {
        const w = visibleWindow(i);
        expect(0 <= w.start && w.start <= w.end && w.end <= i.rowCount).toBe(true);
        expect(w.padTop + (w.end - w.start) * i.rowHeight + w.padBottom).toBe(i.rowCount * i.rowHeight);
      }),
    );
  });

  it("every row that intersects the viewport is mounted, and not many more", () => {
    fc.assert(
      fc.property(input, (i) => {
        const w = visibleWindow(i);
        const maxScroll = Math.max(0, i.rowCount * i.rowHeight - i.viewportHeight);
        const top = Math.min(Math.max(0, i.scrollTop), maxScroll);
        for (let row = 0; row < i.rowCount; row += 1) {
          const rowTop = row * i.rowHeight;
          const intersects = rowTop < top + i.viewportHeight && rowTop + i.rowHeight > top;
          if (intersects) expect(row >= w.start && row < w.end).toBe(true);
        }
        expect(w.end - w.start).toBeLessThanOrEqual(Math.ceil(i.viewportHeight / i.rowHeight) + 2 + 2 * i.overscan);
      }),
    );
  });

  it("the last row is reachable: at the deepest scroll offset it is mounted", () => {
    fc.assert(
      fc.property(input, (i) => {
        const deepest = Math.max(0, i.rowCount * i.rowHeight - i.viewportHeight);
        const w = visibleWindow({ ...i, scrollTop: deepest });
        expect(w.end).toBe(i.rowCount);
        expect(w.padBottom).toBe(0);
      }),
    );
  });
});
