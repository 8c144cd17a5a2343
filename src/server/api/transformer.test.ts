import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { plainJson, wireTransformer } from "./transformer";

const { serialize } = wireTransformer.output;
const trip = (value: unknown) =>
  superjson.deserialize(JSON.parse(JSON.stringify(serialize(value))) as Parameters<typeof superjson.deserialize>[0]);

const previewLike = {
  separator: ";",
  rows: Array.from({ length: 5_000 }, (_, i) => ({
    line: i + 2,
    name: `Cliente ${i}`,
    phone: `119${i}`,
    email: null,
    document: null,
    city: "São Paulo",
    source: null,
    notes: "",
    action: "create",
    errors: i % 7 ? [] : ["Telefone: inválido"],
  })),
  written: false,
  created: 4_285,
  merged: 0,
  importId: null,
};

describe("tRPC's wire format", () => {
  it("sends a plain answer exactly as superjson would", () => {
    for (const value of [
      previewLike,
      { a: [1, "x", true, null, { b: [] }] },
      [],
      "texto",
      0,
      null,
      Object.create(null) as object,
    ]) {
      expect(serialize(value)).toEqual(superjson.serialize(value));
    }
  });

  it.each([
    ["a date", { at: new Date("2026-11-28T12:00:00Z") }],
    ["undefined in an object", { name: "Ana", phone: undefined }],
    ["a hole in an array", [1, undefined, 3]],
    ["a Map and a Set", { m: new Map([["a", 1]]), s: new Set([1]) }],
    ["a bigint", { n: 10n }],
    ["NaN, Infinity and -0", { values: [Number.NaN, Number.POSITIVE_INFINITY, -0] }],
    ["a date deep in a list", { rows: [{ at: null }, { at: new Date(0) }] }],
  ])("hands %s to superjson, and it arrives as it left", (_label, value) => {
    expect(plainJson(value)).toBe(false);
    expect(serialize(value)).toEqual(superjson.serialize(value));
    expect(trip(value)).toEqual(value);
  });

  it("a plain 5 000-line preview arrives whole, and is checked much faster than superjson walks it", () => {
    expect(trip(previewLike)).toEqual(previewLike);
    const time = (run: () => unknown) => {
      const start = performance.now();
      for (let i = 0; i < 3; i += 1) run();
      return performance.now() - start;
    };
    expect(time(() => serialize(previewLike))).toBeLessThan(time(() => superjson.serialize(previewLike)) / 3);
  });
});
