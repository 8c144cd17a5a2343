import { describe, expect, it } from "vitest";
import { formatAxisBRL, monthTicks } from "./axis";

const nbsp = (s: string) => s.replace(/ /g, "\u00a0");

describe("formatAxisBRL", () => {
  it.each([
    ["zero without decimals", 0, "R$ 0"],
    ["negative zero", -0, "R$ 0"],
    ["hundreds", 500, "R$ 500"],
    ["instalment", 2795.45, "R$ 2,8 mil"],
    ["whole thousands drop the decimal", 12_000, "R$ 12 mil"],
    ["millions", 1_234_567, "R$ 1,2 mi"],
    ["billions", 1e9, "R$ 1 bi"],
    ["negative", -3000, "-R$ 3 mil"],
  ])("%s", (_label, value, expected) => {
    expect(formatAxisBRL(value)).toBe(nbsp(expected));
  });
});

describe("monthTicks", () => {
  it.each([
    ["imóvel, 220 months from month 1", 1, 220, 6, [36, 72, 108, 144, 180, 216]],
    ["cumulative from month 0", 0, 220, 6, [0, 48, 96, 144, 192]],
    ["veículo, 80 months", 1, 80, 6, [12, 24, 36, 48, 60, 72]],
    ["600 months", 0, 600, 6, [0, 120, 240, 360, 480, 600]],
    ["a 5-month schedule", 1, 5, 6, [1, 2, 3, 4, 5]],
    ["a single month", 1, 1, 6, [1]],
    ["empty range", 10, 1, 6, []],
  ])("%s", (_label, first, last, max, expected) => {
    expect(monthTicks(first, last, max)).toEqual(expected);
  });

  it.each([
    [1, 220],
    [0, 600],
    [1, 80],
    [0, 13],
    [1, 420],
  ])("%i…%i: within range, ≤ 6 ticks, evenly spaced", (first, last) => {
    const ticks = monthTicks(first, last, 6);
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.every((t) => t >= first && t <= last)).toBe(true);
    const gaps = new Set(ticks.slice(1).map((t, i) => t - (ticks[i] ?? 0)));
    expect(gaps.size).toBeLessThanOrEqual(1);
  });
});
