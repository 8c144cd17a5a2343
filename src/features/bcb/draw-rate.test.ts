import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bcbDrawChance } from "./draw-rate";

describe("the draw rate per assembly from the Banco Central's group files", () => {
  it("pools the months: contemplations times the sorteio share, over active quotas, Jeffreys-smoothed", () => {
    // 3 months of 200 quotas with 4, 6, 2 contemplations; 25 % of the administradora's were by sorteio.
    const months = [
      { contemplated: 4, activeQuotas: 200 },
      { contemplated: 6, activeQuotas: 200 },
      { contemplated: 2, activeQuotas: 200 },
    ];
    expect(bcbDrawChance(months, 0.25)).toBeCloseTo((12 * 0.25 + 0.5) / 601, 12);
  });

  it("skips months without active quotas and has no rate without any, or without a share", () => {
    expect(
      bcbDrawChance(
        [
          { contemplated: 0, activeQuotas: 0 },
          { contemplated: 3, activeQuotas: 100 },
        ],
        1,
      ),
    ).toBeCloseTo(3.5 / 101, 12);
    expect(bcbDrawChance([{ contemplated: 5, activeQuotas: 0 }], 0.5)).toBeNull();
    expect(bcbDrawChance([], 0.5)).toBeNull();
    expect(bcbDrawChance([{ contemplated: 5, activeQuotas: 100 }], Number.NaN)).toBeNull();
    expect(bcbDrawChance([{ contemplated: 5, activeQuotas: 100 }], 1.2)).toBeNull();
  });

  it("never reads 0 (no draw at all) nor 1 (every quota contemplated by draw)", () => {
    expect(bcbDrawChance([{ contemplated: 0, activeQuotas: 300 }], 0.5)).toBeGreaterThan(0);
    expect(bcbDrawChance([{ contemplated: 0, activeQuotas: 300 }], 0)).toBeGreaterThan(0);
    expect(bcbDrawChance([{ contemplated: 50, activeQuotas: 1 }], 1)).toBeLessThan(1);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            contemplated: fc.integer({ min: 0, max: 10_000 }),
            activeQuotas: fc.integer({ min: 0, max: 10_000 }),
          }),
          { minLength: 1, maxLength: 24 },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (months, share) => {
          const chance = bcbDrawChance(months, share);
          if (months.every((m) => m.activeQuotas === 0)) return chance === null;
          return chance !== null && chance > 0 && chance < 1;
        },
      ),
    );
  });
});
