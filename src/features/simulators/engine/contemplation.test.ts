import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contemplationOdds, InsufficientHistoryError, isInsufficientHistoryError, oddsByMonth, wilsonInterval, type AssemblyRecord,
} from "./contemplation";
import { SimulationValidationError } from "./errors";

const TIGHT = 12;
const assembly = (
  activeCotas: number, drawWinners: number, bidWinners: number, lowestWinningBidPct: number | null, day = 1,
): AssemblyRecord => ({ date: `2026-0${Math.min(day, 9)}-10`, activeCotas, drawWinners, bidWinners, lowestWinningBidPct });

// Six assemblies of 100 cotas, one draw winner each: pDraw = 6 / 600 = 0.01.
// Lowest winning bids 30, 40, 25, (nobody by bid), 50, 35.
const SIX = [
  assembly(100, 1, 2, 30, 1), assembly(100, 1, 2, 40, 2), assembly(100, 1, 2, 25, 3),
  assembly(100, 1, 0, null, 4), assembly(100, 1, 1, 50, 5), assembly(100, 1, 3, 35, 6),
];

describe("contemplationOdds — hand-computed oracles", () => {
  it("six equal assemblies, bid 35 %: k = 3 (30, 25, 35), pBid = 1/2", () => {
    const odds = contemplationOdds({ history: SIX, bidPct: 35, months: 3 });
    expect(odds.pDraw).toBeCloseTo(0.01, TIGHT);
    expect(odds.pBid).toBe(0.5);
    // Wilson, z = 1.2815515655446004, z² = 1.642374415149816, n = 6: z²/n = 0.273729069191636.
    // centre = (0.5 + 0.136864534595818) / 1.273729069191636 = 0.5
    // half = z / 1.273729069191636 · √(0.25/6 + z²/144) = 1.006143… · √0.053072045… = 0.231788526380451
    expect(odds.pBidLow).toBeCloseTo(0.268211473619549, TIGHT);
    expect(odds.pBidHigh).toBeCloseTo(0.731788526380451, TIGHT);
    // p = 0.01 + 0.99 · 0.5 = 0.505; P(1) = 0.505; P(2) = 1 − 0.495² = 0.754975; P(3) = 1 − 0.495³ = 0.878712625
    expect(odds.perMonth.map((r) => r.month)).toEqual([1, 2, 3]);
    expect(odds.perMonth[0]?.probability).toBeCloseTo(0.505, TIGHT);
    expect(odds.perMonth[1]?.probability).toBeCloseTo(0.754975, TIGHT);
    expect(odds.perMonth[2]?.probability).toBeCloseTo(0.878712625, TIGHT);
    // low: p = 0.01 + 0.99 · 0.268211473619549 = 0.275529358883354; P(2) = 1 − 0.724470641116646² = 0.475142…
    expect(odds.perMonth[0]?.low).toBeCloseTo(0.275529358883354, TIGHT);
    expect(odds.perMonth[1]?.low).toBeCloseTo(1 - 0.724470641116646 ** 2, TIGHT);
    // high: p = 0.01 + 0.99 · 0.731788526380451 = 0.734470641116646
    expect(odds.perMonth[0]?.high).toBeCloseTo(0.734470641116646, TIGHT);
    expect(odds.medianMonth).toBe(1);
  });

  it("eight unequal assemblies, bid 42 %: k = 2 (38,5 and 41), an unrecorded lowest bid never counts", () => {
    const history = [
      assembly(200, 2, 3, 45), assembly(198, 1, 2, 38.5), assembly(195, 2, 0, null), assembly(195, 1, 4, 52),
      assembly(190, 1, 1, 41), assembly(188, 2, 2, 44), assembly(185, 1, 3, 60), assembly(180, 1, 1, null),
    ];
    const odds = contemplationOdds({ history, bidPct: 42, months: 12 });
    // Σ cotas = 200+198+195+195+190+188+185+180 = 1531; Σ draw = 2+1+2+1+1+2+1+1 = 11
    expect(odds.pDraw).toBeCloseTo(11 / 1531, TIGHT);
    expect(odds.pBid).toBe(0.25);
    // n = 8: z²/n = 0.205296801893727; centre = (0.25 + 0.102648400946864) / 1.205296801893727 = 0.292582209122925
    // half = z / 1.205296801893727 · √(0.1875/8 + z²/256) = 0.183711462287965
    expect(odds.pBidLow).toBeCloseTo(0.108870746834960, TIGHT);
    expect(odds.pBidHigh).toBeCloseTo(0.476293671410891, TIGHT);
    // p = 0.00718484650555193 + 0.99281515349444807 · 0.25 = 0.00718484650555193 + 0.248203788373612
    //   = 0.255388634879164
    expect(odds.perMonth[0]?.probability).toBeCloseTo(0.255388634879164, TIGHT);
    // P(2) = 1 − 0.744611365120836² = 0.445565…  < 0.5;  P(3) = 1 − 0.744611365120836³ = 0.587166… ≥ 0.5
    expect(odds.perMonth[1]?.probability).toBeCloseTo(1 - 0.744611365120836 ** 2, TIGHT);
    expect(odds.perMonth[2]?.probability).toBeCloseTo(1 - 0.744611365120836 ** 3, TIGHT);
    expect(odds.medianMonth).toBe(3);
    expect(odds.perMonth[11]?.probability).toBeCloseTo(1 - 0.744611365120836 ** 12, TIGHT);
  });

  it("a group where nobody won by bid: the draw alone, k = 0 gives [0, z²/n / (1 + z²/n)]", () => {
    const history = Array.from({ length: 6 }, (_, i) => assembly(100, 1, 0, null, i + 1));
    const odds = contemplationOdds({ history, bidPct: 100, months: 120 });
    expect(odds.pBid).toBe(0);
    expect(odds.pBidLow).toBe(0);
    // 0.273729069191636 / 1.273729069191636 = 0.214903683846484
    expect(odds.pBidHigh).toBeCloseTo(0.214903683846484, TIGHT);
    // p = 0.01: P(m) = 1 − 0.99^m; 0.99^68 = 0.5048 > 0.5, 0.99^69 = 0.4998 ≤ 0.5 → median month 69
    expect(odds.perMonth[11]?.probability).toBeCloseTo(1 - 0.99 ** 12, TIGHT);
    expect(odds.perMonth[11]?.low).toBeCloseTo(1 - 0.99 ** 12, TIGHT);
    expect(odds.medianMonth).toBe(69);
    expect(contemplationOdds({ history, bidPct: 100, months: 60 }).medianMonth).toBeNull();
  });

  it("bid 0: only an assembly won with a 0 % bid counts, so the odds are the draw's", () => {
    const odds = contemplationOdds({ history: SIX, bidPct: 0, months: 6 });
    expect(odds.pBid).toBe(0);
    expect(odds.pBidLow).toBe(0);
    expect(odds.perMonth[5]?.probability).toBeCloseTo(1 - 0.99 ** 6, TIGHT);
    const withZero = [...SIX.slice(0, 5), assembly(100, 1, 1, 0, 6)];
    expect(contemplationOdds({ history: withZero, bidPct: 0, months: 1 }).pBid).toBeCloseTo(1 / 6, TIGHT);
  });

  it("bid 100: every assembly with a recorded bid winner counts (5 of 6), k = n would give high = 1", () => {
    const odds = contemplationOdds({ history: SIX, bidPct: 100, months: 1 });
    expect(odds.pBid).toBeCloseTo(5 / 6, TIGHT);
    const all = SIX.map((a) => ({ ...a, bidWinners: 1, lowestWinningBidPct: a.lowestWinningBidPct ?? 70 }));
    const full = contemplationOdds({ history: all, bidPct: 100, months: 1 });
    expect(full.pBid).toBe(1);
    expect(full.pBidHigh).toBe(1);
    // k = n = 6: low = 1 − 0.214903683846484 = 0.785096316153516; p = 1 so P(1) = 1
    expect(full.pBidLow).toBeCloseTo(0.785096316153516, TIGHT);
    expect(full.perMonth[0]?.probability).toBe(1);
  });
});

describe("contemplationOdds — refusals", () => {
  it.each([0, 1, 5])("refuses %i assemblies with a typed error the UI explains", (count) => {
    const call = () => contemplationOdds({ history: SIX.slice(0, count), bidPct: 30, months: 12 });
    expect(call).toThrow(InsufficientHistoryError);
    try {
      call();
    } catch (error) {
      expect(isInsufficientHistoryError(error)).toBe(true);
      if (isInsufficientHistoryError(error)) expect([error.assemblies, error.minimum]).toEqual([count, 6]);
    }
  });

  it.each<[string, Partial<AssemblyRecord> | { bidPct: number } | { months: number }]>([
    ["winners above the cotas", { drawWinners: 60, bidWinners: 41 }],
    ["a negative count", { drawWinners: -1 }],
    ["a fractional count", { activeCotas: 100.5 }],
    ["a bid above 100 %", { lowestWinningBidPct: 101 }],
    ["the client's bid above 100 %", { bidPct: 100.01 }],
    ["zero months", { months: 0 }],
  ])("refuses %s", (_label, change) => {
    const history = SIX.map((a, i) => (i === 0 ? { ...a, ...change } : a));
    const bidPct = "bidPct" in change ? change.bidPct : 30;
    const months = "months" in change ? change.months : 12;
    expect(() => contemplationOdds({ history, bidPct, months })).toThrow(SimulationValidationError);
  });
});

describe("contemplationOdds — properties", () => {
  const assemblyArb = fc.integer({ min: 0, max: 500 }).chain((activeCotas) =>
    fc.record({
      date: fc.constant("2026-01-10"),
      activeCotas: fc.constant(activeCotas),
      drawWinners: fc.integer({ min: 0, max: Math.floor(activeCotas / 2) }),
      bidWinners: fc.integer({ min: 0, max: Math.floor(activeCotas / 2) }),
      lowestWinningBidPct: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
    }),
  );
  const historyArb = fc
    .array(assemblyArb, { minLength: 6, maxLength: 24 })
    .filter((h) => h.some((a) => a.activeCotas > 0));
  const bid = fc.double({ min: 0, max: 100, noNaN: true });

  it("low ≤ probability ≤ high, all within [0, 1], and non-decreasing in months", () => {
    fc.assert(fc.property(historyArb, bid, fc.integer({ min: 1, max: 120 }), (history, bidPct, months) => {
      const { perMonth } = contemplationOdds({ history, bidPct, months });
      perMonth.forEach((r, i) => {
        expect(0 <= r.low && r.low <= r.probability && r.probability <= r.high && r.high <= 1).toBe(true);
        const before = perMonth[i - 1];
        if (before) expect(r.probability).toBeGreaterThanOrEqual(before.probability);
      });
    }));
  });

  it("a higher bid never lowers the odds (nor either end of the band)", () => {
    fc.assert(fc.property(historyArb, bid, bid, (history, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const small = contemplationOdds({ history, bidPct: lo, months: 24 });
      const large = contemplationOdds({ history, bidPct: hi, months: 24 });
      small.perMonth.forEach((r, i) => {
        const other = large.perMonth[i];
        expect(other && other.probability >= r.probability && other.low >= r.low && other.high >= r.high).toBe(true);
      });
    }));
  });

  it("the Wilson interval contains k/n", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 200 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))), ([k, n]) => {
      const { low, high } = wilsonInterval(k, n);
      expect(low <= k / n && k / n <= high && low >= 0 && high <= 1).toBe(true);
    }));
  });
});

describe("oddsByMonth", () => {
  it("redraws the whole curve from its first month (the chance per assembly), as the public page does", () => {
    for (const bidPct of [0, 35, 50, 100]) {
      const odds = contemplationOdds({ history: SIX, bidPct, months: 220 });
      expect(oddsByMonth(odds.perMonth[0]!, 220)).toEqual(odds.perMonth);
    }
  });
});
