import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathData, pathPoints } from "./path-data";
import type { Point } from "./simplify";

describe("pathData", () => {
  it("writes a step line as flat runs and vertical jumps, relative to the point before", () => {
    expect(
      pathData([
        [
          [74, 131],
          [89, 131],
          [89, 127],
          [104.4, 127.2],
          [104.4, 127.2],
          [110, 120],
        ],
      ]),
    ).toBe("M74 131h15v-4h15l6 -7");
  });

  it("starts each run after a gap with its own M", () => {
    expect(
      pathData([
        [
          [0, 0],
          [10, 0],
        ],
        [
          [20, 5],
          [20, 9],
        ],
      ]),
    ).toBe("M0 0h10M20 5v4");
  });

  it("passes through every rounded point, with no drift, whatever the points (property)", () => {
    const point = fc.tuple(
      fc.double({ min: -500, max: 500, noNaN: true }),
      fc.double({ min: -500, max: 500, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(point, { minLength: 1, maxLength: 40 }), { maxLength: 4 }), (runs) => {
        const rounded = runs.map((run) =>
          run
            .map(([x, y]): Point => [Math.round(x) || 0, Math.round(y) || 0])
            .filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]),
        );
        expect(pathPoints(pathData(runs)).map((run) => run.map(([x, y]) => [x || 0, y || 0]))).toEqual(rounded);
      }),
    );
  });
});
