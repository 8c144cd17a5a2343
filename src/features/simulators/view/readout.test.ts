import { describe, expect, it } from "vitest";
import { readoutAt, readoutMonthAfterKey } from "./readout";

describe("readoutAt", () => {
  const rows = [
    { month: 1, consorcio: 1500, price: 2000 },
    { month: 2, consorcio: 1500, price: 0 },
    { month: 3, consorcio: 1400.5, price: 0 },
    { month: 10, consorcio: 900, price: 0 },
  ];

  it.each([
    ["an exact month", 3, 3],
    ["before the first row", 0, 1],
    ["after the last row", 40, 10],
    ["nearer the earlier row", 6, 3],
    ["nearer the later row", 7, 10],
  ])("%s reads the nearest row (month %d → %d)", (_label, month, expected) => {
    expect(readoutAt(rows, ["consorcio"], month, false)?.month).toBe(expected);
  });

  it("reads each path's full value, and nothing where an instalment chart draws no line", () => {
    expect(readoutAt(rows, ["consorcio", "price"], 3, true)?.values).toEqual([
      { key: "consorcio", value: 1400.5 },
      { key: "price", value: null },
    ]);
    // On a cumulative chart a zero is a value like any other.
    expect(readoutAt(rows, ["price"], 2, false)?.values).toEqual([{ key: "price", value: 0 }]);
    // A series the rows do not carry (SAC on the vehicle simulator) reads as none.
    expect(readoutAt(rows, ["sac"], 1, false)?.values).toEqual([{ key: "sac", value: null }]);
    expect(readoutAt([], ["consorcio"], 1, false)).toBeNull();
  });
});

describe("readoutMonthAfterKey", () => {
  it.each([
    ["ArrowRight", 5, 6],
    ["ArrowUp", 5, 6],
    ["ArrowLeft", 5, 4],
    ["ArrowDown", 5, 4],
    ["PageUp", 5, 17],
    ["PageDown", 20, 8],
    ["Home", 50, 0],
    ["End", 50, 120],
    ["ArrowLeft", 0, 0],
    ["ArrowRight", 120, 120],
    ["PageDown", 5, 0],
    ["PageUp", 115, 120],
  ])("%s from month %d → %d, within months 0 to 120", (key, from, to) => {
    expect(readoutMonthAfterKey(key, from, 0, 120)).toBe(to);
  });

  it("leaves other keys to the page", () => {
    expect(readoutMonthAfterKey("Tab", 5, 0, 120)).toBeNull();
    expect(readoutMonthAfterKey("Enter", 5, 0, 120)).toBeNull();
  });
});
