import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contemplationOdds,
  drawChanceFromHistory,
  InsufficientHistoryError,
  isInsufficientHistoryError,
  MAX_ODDS_MONTHS,
  normalCdf,
  oddsByMonth,
  wilsonInterval,
  type AssemblyRecord,
} from "./contemplation";
import { SimulationValidationError } from "./errors";

const TIGHT = 12;
const assembly = (
  activeCotas: number,
  drawWinners: number,
  bidWinners: number,
  lowestWinningBidPct: number | null,
  day = 1,
): AssemblyRecord => ({
  date: `2026-0${Math.min(day, 9)}-10`,
  activeCotas,
  drawWinners,
  bidWinners,
  lowestWinningBidPct,
});

// Six assemblies of 100 cotas, one draw winner each: pDraw = 6 / 600 = 0.01.
// Lowest winning bids 30, 40, 25, (nobody by bid), 50, 35.
const SIX = [
  assembly(100, 1, 2, 30, 1),
  assembly(100, 1, 2, 40, 2),
  assembly(100, 1, 2, 25, 3),
  assembly(100, 1, 0, null, 4),
  assembly(100, 1, 1, 50, 5),
  assembly(100, 1, 3, 35, 6),
];

describe("contemplationOdds — hand-computed oracles", () => {
  // SIX records five lowest bids, 25 30 35 40 50: sd = √(370 / 4) = 9,62 points, so Silverman's
  // 0,9 · 9,62 · 5^(−1/5) = 6,27 is held at the widest smoothing, h = 3 points.
  // Draw: (6 + ½) / (600 + 1) = 0,010815307820299502.
  const D = 6.5 / 601;
  // Φ(10/3) = 0.999570940, Φ(5/3) + Φ(−5/3) = 1, Φ(0) = 0.5, Φ(−5) = 2.8665e-7 (normal tables).
  const K35 = 0.99957094 + 1 + 0.5 + 2.8665e-7;

  it("six assemblies, bid 35 %: 3 of the 5 recorded bids reached, smoothed to k = 2,4996 of n + 1 = 7", () => {
    const odds = contemplationOdds({ history: SIX, bidPct: 35, months: 3 });
    expect(odds.pDraw).toBeCloseTo(D, TIGHT);
    expect(odds.spread).toBe(3);
    expect(odds.recordedBids).toEqual([25, 30, 35, 40, 50]);
    expect(odds.reached).toBe(3);
    expect(odds.pBid).toBeCloseTo(K35 / 7, 6);
    // Wilson of k = 2,49957 in 7 (z² / 7 = 0,234625): centre 0,384158, half-width 0,210548.
    expect(odds.pBidLow).toBeCloseTo(0.173611, 5);
    expect(odds.pBidHigh).toBeCloseTo(0.594872, 5);
    const p = D + (1 - D) * (K35 / 7);
    expect(odds.perMonth.map((r) => r.month)).toEqual([1, 2, 3]);
    expect(odds.perMonth[0]?.probability).toBeCloseTo(p, 6);
    expect(odds.perMonth[1]?.probability).toBeCloseTo(1 - (1 - p) ** 2, 6);
    expect(odds.perMonth[2]?.probability).toBeCloseTo(1 - (1 - p) ** 3, 6);
    expect(odds.perMonth[0]?.low).toBeCloseTo(D + (1 - D) * 0.173611, 5);
    expect(odds.perMonth[0]?.high).toBeCloseTo(D + (1 - D) * 0.594872, 5);
    // p = 0,36403: 36,4 % in month 1, 59,6 % by month 2.
    expect(odds.medianMonth).toBe(2);
  });

  it("an unrecorded lowest bid never counts, and a lowest bid typed with no bid winner is ignored", () => {
    const history = [
      assembly(200, 2, 3, 45),
      assembly(198, 1, 2, 38.5),
      assembly(195, 2, 0, 30),
      assembly(195, 1, 4, 52),
      assembly(190, 1, 1, 41),
      assembly(188, 2, 2, 44),
      assembly(185, 1, 3, 60),
      assembly(180, 1, 1, null),
    ];
    const odds = contemplationOdds({ history, bidPct: 42, months: 12 });
    // Σ cotas = 1531; Σ draw = 11
    expect(odds.pDraw).toBeCloseTo(11.5 / 1532, TIGHT);
    expect(odds.recordedBids).toEqual([38.5, 41, 44, 45, 52, 60]);
    expect(odds.reached).toBe(2);
    // sd 7,94 → h = 3; Φ(3,5/3) + Φ(1/3) + Φ(−2/3) + Φ(−1) + Φ(−10/3) + Φ(−6)
    const k = 0.8783275 + 0.63055866 + 0.25249254 + 0.15865525 + 0.00042906 + 9.87e-10;
    expect(odds.pBid).toBeCloseTo(k / 9, 6);
  });

  it("a group where nobody won by bid: the draw alone, with the band's upper end from the Wilson interval of 0 in n + 1", () => {
    const history = Array.from({ length: 6 }, (_, i) => assembly(100, 1, 0, null, i + 1));
    const odds = contemplationOdds({ history, bidPct: 100, months: 120 });
    expect(odds.pBid).toBe(0);
    expect(odds.pBidLow).toBe(0);
    // z² / 7 = 0,234625: high = 0,234625 / 1,234625 = 0,190038
    expect(odds.pBidHigh).toBeCloseTo(0.190038, 5);
    expect(odds.perMonth[11]?.probability).toBeCloseTo(1 - (1 - D) ** 12, TIGHT);
    expect(odds.perMonth[11]?.low).toBeCloseTo(1 - (1 - D) ** 12, TIGHT);
    // (1 − D)^m ≤ 0,5 from m = ln 0,5 / ln(1 − D) = 63,74 → month 64
    expect(odds.medianMonth).toBe(64);
    expect(contemplationOdds({ history, bidPct: 100, months: 60 }).medianMonth).toBeNull();
  });

  it("the draw-only chance is an input of its own: given, it replaces the history's draw rate", () => {
    const given = contemplationOdds({ history: SIX, bidPct: 35, months: 12, drawChance: 0.002 });
    expect(given.pDraw).toBe(0.002);
    expect(given.perMonth[0]?.probability).toBeCloseTo(0.002 + 0.998 * (K35 / 7), 6);
    expect(() => contemplationOdds({ history: SIX, bidPct: 35, months: 12, drawChance: 0 })).toThrow(
      SimulationValidationError,
    );
  });

  it("a bid over every recorded one wins at most n of n + 1: six of six is 6/7 per assembly, never a sure thing", () => {
    const all = SIX.map((a) => ({ ...a, bidWinners: 1, lowestWinningBidPct: a.lowestWinningBidPct ?? 45 }));
    const full = contemplationOdds({ history: all, bidPct: 100, months: 600 });
    expect(full.reached).toBe(6);
    expect(full.pBid).toBeCloseTo(6 / 7, 9);
    expect(full.pBidHigh).toBeLessThan(1);
    for (const point of full.perMonth) expect(point.high).toBeLessThan(1);
  });

  it("the client's example: recorded lowest bids 35,1 … 44,0 % over six assemblies", () => {
    const bids = [35.1, 36.9, 38.2, 40.5, 42.7, 44];
    const history = bids.map((bid, i) => assembly(300, 1, 2, bid, i + 1));
    const at = (bidPct: number) => contemplationOdds({ history, bidPct, months: 12 });
    // 35 % and 35,5 % used to read 2 % and 67 % by month 6; now they are near each other.
    const m6 = (bidPct: number) => at(bidPct).perMonth[5]!.probability;
    expect(Math.abs(m6(35.5) - m6(35))).toBeLessThan(0.15);
    // 45 % reaches all six: under 6/7 per assembly, under 1 by month 6 (the page prints "mais de 95 %").
    expect(at(45).reached).toBe(6);
    expect(at(45).perMonth[5]!.high).toBeLessThan(1);
    expect(at(35.1).reached).toBe(1);
    expect(at(36.9).reached).toBe(2);
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

  it("0 < low ≤ probability ≤ high < 1 at every month up to 600, and non-decreasing in months", () => {
    fc.assert(
      fc.property(historyArb, bid, fc.integer({ min: 1, max: 600 }), (history, bidPct, months) => {
        const { perMonth } = contemplationOdds({ history, bidPct, months });
        const wrong = perMonth.filter(
          (r, i) =>
            !(0 < r.low && r.low <= r.probability && r.probability <= r.high && r.high < 1) ||
            r.probability < (perMonth[i - 1]?.probability ?? 0),
        );
        expect(wrong).toEqual([]);
      }),
    );
  });

  it("a higher bid never lowers the odds (nor either end of the band)", () => {
    fc.assert(
      fc.property(historyArb, bid, bid, (history, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const small = contemplationOdds({ history, bidPct: lo, months: 24 });
        const large = contemplationOdds({ history, bidPct: hi, months: 24 });
        small.perMonth.forEach((r, i) => {
          const other = large.perMonth[i];
          expect(other && other.probability >= r.probability && other.low >= r.low && other.high >= r.high).toBe(true);
        });
      }),
    );
  });

  // Six assemblies, each won by bid, whose lowest winning bids spread over exactly 9 points
  // (the lowest at `from`, the highest at from + 9, four anywhere between, clusters included).
  // fc.double spreads its values over the doubles' bit patterns (most of them near 0): an even grid instead.
  const uniform = (min: number, max: number) =>
    fc.integer({ min: 0, max: 10_000 }).map((i) => min + ((max - min) * i) / 10_000);
  const spreadNine = fc
    .record({
      from: uniform(0, 90),
      // Clusters too: several assemblies at the same lowest bid make the steepest curves.
      inner: fc.array(fc.oneof(uniform(0, 9), fc.constantFrom(0, 4.5, 9)), { minLength: 4, maxLength: 4 }),
      cotas: fc.integer({ min: 50, max: 3000 }),
      draws: fc.integer({ min: 0, max: 5 }),
    })
    .map(({ from, inner, cotas, draws }) => ({
      from,
      history: [0, 9, ...inner].map((offset, i) =>
        assembly(cotas, Math.min(draws, cotas - 3), 3, from + offset, i + 1),
      ),
    }));

  it("two bids half a point apart differ by at most 25 points at month 12 (six assemblies, bids spread over 9 points)", () => {
    // The bid is drawn around the recorded ones (from 4 points under the lowest to 4 over the highest), where the chance moves.
    fc.assert(
      fc.property(spreadNine, uniform(-4, 13), ({ from, history }, offset) => {
        const bidPct = Math.min(99.5, Math.max(0, from + offset));
        const at = (b: number) => contemplationOdds({ history, bidPct: b, months: 12 }).perMonth[11]!.probability;
        const step = at(bidPct + 0.5) - at(bidPct);
        expect(step >= 0 && step <= 0.25).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("a bid 15 points under every recorded winning bid stays within 1 point of the draw-only chance, every month", () => {
    const farHistory = fc
      .array(
        fc.record({
          cotas: fc.integer({ min: 20, max: 3000 }),
          draws: fc.integer({ min: 0, max: 3 }),
          bid: fc.option(uniform(15, 100), { nil: null, freq: 5 }),
        }),
        { minLength: 6, maxLength: 36 },
      )
      .filter((rows) => rows.some((r) => r.bid !== null));
    fc.assert(
      fc.property(farHistory, (rows) => {
        const history = rows.map((r, i) => assembly(r.cotas, r.draws, r.bid === null ? 0 : 2, r.bid, i + 1));
        const lowest = Math.min(...rows.flatMap((r) => (r.bid === null ? [] : [r.bid])));
        const odds = contemplationOdds({ history, bidPct: lowest - 15, months: MAX_ODDS_MONTHS });
        const d = drawChanceFromHistory(history);
        const most = Math.max(...odds.perMonth.map((r) => r.probability - (1 - (1 - d) ** r.month)));
        expect(most).toBeLessThan(0.01);
      }),
      { numRuns: 200 },
    );
  });

  it("the Wilson interval contains k/n, for whole and smoothed counts", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((n) => fc.tuple(fc.double({ min: 0, max: n, noNaN: true }), fc.constant(n))),
        ([k, n]) => {
          const { low, high } = wilsonInterval(k, n);
          expect(low <= k / n && k / n <= high && low >= 0 && high <= 1).toBe(true);
        },
      ),
    );
  });

  it("Φ rises from 0 to 1 without a step back (so the chance cannot fall as the bid rises)", () => {
    let before = 0;
    const backs: number[] = [];
    for (let i = -400_000; i <= 400_000; i++) {
      const now = normalCdf(i * 1e-4);
      if (now < before) backs.push(i * 1e-4);
      before = now;
    }
    expect(backs).toEqual([]);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(-5)).toBeCloseTo(2.8665e-7, 10);
    expect(normalCdf(1.2815515655446004)).toBeCloseTo(0.9, 7);
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
