import { describe, expect, it } from "vitest";
import { formatPercent } from "~/lib/format";
import { annualEquivalentPct } from "./rates";

describe("annualEquivalentPct: (1 + i)^12 − 1", () => {
  it.each([
    [2, "26,82\u00a0%"],
    [1.5, "19,56\u00a0%"],
    [0.9, "11,35\u00a0%"],
    [1, "12,68\u00a0%"],
    [0, "0,00\u00a0%"],
  ])("%d %\u00a0a.m. ≈ %s a.a.", (monthly, annual) => {
    expect(formatPercent(annualEquivalentPct(monthly))).toBe(annual);
  });

  it("compounds rather than multiplies by 12", () => {
    expect(annualEquivalentPct(2)).toBeCloseTo(26.824179, 5);
    expect(annualEquivalentPct(2)).toBeGreaterThan(24);
  });

  it("a negative monthly rate gives the matching negative annual one", () => {
    expect(annualEquivalentPct(-1)).toBeCloseTo(-11.3615, 3);
  });
});
