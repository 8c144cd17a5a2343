import { describe, expect, it } from "vitest";
import { sameRows } from "./same-rows";

const rows = [
  { month: 1, consorcio: 2795.45, price: 11_000 },
  { month: 2, consorcio: 2795.45, price: 10_990 },
];

describe("sameRows", () => {
  it.each<[string, readonly object[], boolean]>([
    ["the same array", rows, true],
    ["equal copies", rows.map((row) => ({ ...row })), true],
    ["a value changed", [rows[0] as object, { ...rows[1], price: 10_991 }], false],
    ["one row fewer", rows.slice(0, 1), false],
    ["an extra key", [rows[0] as object, { ...rows[1], sac: 0 }], false],
    ["a key missing", [rows[0] as object, { month: 2, consorcio: 2795.45 }], false],
    ["a key renamed", [rows[0] as object, { month: 2, consorcio: 2795.45, sac: 10_990 }], false],
    ["null against 0", [rows[0] as object, { ...rows[1], price: null }], false],
  ])("%s", (_label, other, expected) => {
    expect(sameRows(rows, other)).toBe(expected);
  });

  it("NaN equals NaN (Object.is), so a NaN cell does not force a redraw forever", () => {
    expect(sameRows([{ a: Number.NaN }], [{ a: Number.NaN }])).toBe(true);
  });
});
