import { describe, expect, it } from "vitest";
import { isOneOf, isRecord, keysOf, recordOf, overlay } from "./json";

describe("reading unknown values without casts", () => {
  it("takes only plain objects for records", () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([1, 2])).toBe(false);
    expect(isRecord("texto")).toBe(false);
  });

  it("reads the fields of an object, and none of anything else", () => {
    expect(recordOf({ data: "01/07/2026" })).toEqual({ data: "01/07/2026" });
    expect(recordOf(null)).toEqual({});
    expect(recordOf(["01/07/2026"])).toEqual({});
  });

  it("lists an object's own keys", () => {
    expect(keysOf({ basic: 1, pro: 2 })).toEqual(["basic", "pro"]);
  });

  it("knows a value of a fixed list and refuses one outside it", () => {
    const themes = ["dark", "light"] as const;
    expect(isOneOf(themes, "dark")).toBe(true);
    expect(isOneOf(themes, "blue")).toBe(false);
    expect(isOneOf(themes, undefined)).toBe(false);
  });
});

describe("overlay", () => {
  it("keeps what a stored record holds with the base's types; a missing or mistyped field keeps the base's value", () => {
    const base = { credit: 300_000, mode: "reduzParcela", fgts: false, extra: 1 };
    const stored = { credit: 450_000, mode: "reduzPrazo", fgts: "sim", unknown: 3 };
    expect(overlay(base, stored)).toEqual({ credit: 450_000, mode: "reduzPrazo", fgts: false, extra: 1 });
    expect(base.credit).toBe(300_000);
  });
});
