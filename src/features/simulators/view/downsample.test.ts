import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel, compareVeiculo } from "../engine";
import { downsample, vertexIndices } from "./downsample";

type Point = { month: number; a: number; b: number };
const KEYS = ["a", "b"] as const;

/** `a` is a step function (flat runs of the given lengths and levels); `b` a straight line. */
function stepSeries(runs: readonly number[], level = (k: number) => 1000 + 137 * k): Point[] {
  const rows: Point[] = [];
  runs.forEach((length, k) => {
    for (let j = 0; j < length; j += 1) rows.push({ month: rows.length + 1, a: level(k), b: 5000 - 3 * rows.length });
  });
  return rows;
}

const randomStepSeries = (runs: readonly (readonly [number, number])[]) =>
  stepSeries(
    runs.map(([length]) => length),
    (k) => runs[k]?.[1] ?? 0,
  );

/** The value a stepAfter line shows at each original month: that of the last kept row at or before it. */
function stepAfterAt(kept: readonly Point[], month: number): number {
  let value = Number.NaN;
  for (const row of kept) if (row.month <= month) value = row.a;
  return value;
}

/** The value a straight-segment line shows at `month`. */
function linearAt(kept: readonly Point[], month: number, key: "a" | "b"): number {
  const right = kept.findIndex((row) => row.month >= month);
  const r = kept[right];
  const l = kept[right - 1];
  if (!r) return Number.NaN;
  if (r.month === month || !l) return r[key];
  return l[key] + ((r[key] - l[key]) * (month - l.month)) / (r.month - l.month);
}

const changeMonths = (rows: readonly Point[]) =>
  rows.filter((row, i) => i > 0 && row.a !== rows[i - 1]?.a).map((row) => row.month);

describe("downsample — shapes", () => {
  it.each([
    ["shorter than the budget: the same array back", stepSeries([10, 10]), 120],
    ["exactly the budget: the same array back", stepSeries([60, 60]), 120],
    [
      "220 months of yearly steps",
      stepSeries([12, 12, 12, 12, 2, 10, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 8]),
      120,
    ],
    ["600 months, 50 yearly steps", stepSeries(Array.from({ length: 50 }, () => 12)), 120],
    ["a budget of two keeps only the ends", stepSeries([30, 30, 30]), 2],
  ])("%s", (_label, rows, max) => {
    const kept = downsample(rows, KEYS, max);
    expect(kept.length).toBeLessThanOrEqual(max);
    expect(kept.length).toBeGreaterThanOrEqual(Math.min(rows.length, max * 0.75));
    expect(kept[0]).toBe(rows[0]);
    expect(kept.at(-1)).toBe(rows.at(-1));
    if (rows.length <= max) expect(kept).toBe(rows);
  });

  it("keeps both ends of every jump of a step series", () => {
    const rows = stepSeries([12, 12, 5, 7, 12]);
    expect(vertexIndices(rows, KEYS)).toEqual([11, 12, 23, 24, 28, 29, 35, 36]);
  });

  it.each([
    [
      "fractional last instalment: a one-month run between a flat run and zero",
      [12, 12, 1, 6],
      (k: number) => [2795, 2972, 1300, 0][k] ?? 0,
      [11, 12, 23, 24, 25],
    ],
    [
      "contemplation in an anniversary month: a one-month run between two flat runs",
      [12, 1, 11],
      (k: number) => [2795, 2972, 2990][k] ?? 0,
      [11, 12, 13],
    ],
    [
      "three equal one-month steps form a ramp: only its ends are kept",
      [5, 1, 1, 5],
      (k: number) => 1000 + 137 * k,
      [4, 5, 7],
    ],
  ])("%s", (_label, runs, level, expected) => {
    expect(vertexIndices(stepSeries(runs, level), ["a"])).toEqual(expected);
  });

  it("finds no vertex on a straight line or in float drift below the tolerance", () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ month: i, a: 100 + 2 * i + (i % 2) * 1e-9, b: 7 }));
    expect(vertexIndices(rows, KEYS)).toEqual([]);
  });

  it("keeps the bid month of a cumulative series (a leap between two straight runs)", () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ month: i, a: 3000 * i + (i >= 50 ? 130_000 : 0), b: 0 }));
    const months = downsample(rows, KEYS, 60).map((row) => row.month);
    expect(months).toEqual(expect.arrayContaining([49, 50]));
  });

  it("thins the vertices evenly when they alone overflow the budget, keeping the ends", () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ month: i, a: i % 2 === 0 ? 0 : 1000, b: 0 }));
    const kept = downsample(rows, KEYS, 50);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe(rows[0]);
    expect(kept.at(-1)).toBe(rows.at(-1));
  });
});

describe("downsample — invariants over random step series", () => {
  // Runs of two months or more: a run of one between two equal steps is a ramp, indistinguishable
  // from a smooth series (see the labelled case above). Levels 100 apart: a smaller step is under
  // the tolerance (a fraction of a pixel) and may go.
  const level = fc.integer({ min: 0, max: 200 }).map((k) => k * 100);
  const runs = fc.array(fc.tuple(fc.integer({ min: 2, max: 24 }), level), { minLength: 1, maxLength: 60 });
  const budget = fc.integer({ min: 100, max: 140 });

  it("first and last kept, length ≤ budget, rows in order, every step change kept while the changes fit", () => {
    fc.assert(
      fc.property(runs, budget, (lengths, max) => {
        const rows = randomStepSeries(lengths);
        const kept = downsample(rows, KEYS, max);
        expect(kept.length).toBeLessThanOrEqual(Math.max(max, 0));
        expect(kept[0]).toBe(rows[0]);
        expect(kept.at(-1)).toBe(rows.at(-1));
        for (let i = 1; i < kept.length; i += 1) expect((kept[i]?.month ?? 0) > (kept[i - 1]?.month ?? 0)).toBe(true);
        // Two vertices per jump (its last old and first new month) must fit beside the two ends.
        if (2 * changeMonths(rows).length + 2 <= max) {
          const keptMonths = new Set(kept.map((row) => row.month));
          for (const month of changeMonths(rows)) expect(keptMonths.has(month)).toBe(true);
        }
      }),
    );
  });

  /** Random step series whose jumps fit the budget of 120, with the rows downsample keeps. */
  const fitting = runs
    .map((lengths) => randomStepSeries(lengths))
    .filter((rows) => 2 * changeMonths(rows).length + 2 <= 120)
    .map((rows) => ({ rows, kept: downsample(rows, KEYS, 120) }));

  it("a stepAfter line through the kept rows shows every month's original step value", () => {
    fc.assert(
      fc.property(fitting, ({ rows, kept }) => {
        for (const row of rows) expect(stepAfterAt(kept, row.month)).toBe(row.a);
      }),
    );
  });

  it("a straight-segment line through the kept rows stays within the tolerance of every original point", () => {
    fc.assert(
      fc.property(fitting, ({ rows, kept }) => {
        const tolerance = 1e-3 * Math.max(...rows.map((row) => Math.max(Math.abs(row.a), Math.abs(row.b))));
        for (const row of rows) {
          expect(Math.abs(linearAt(kept, row.month, "a") - row.a)).toBeLessThanOrEqual(tolerance);
          expect(Math.abs(linearAt(kept, row.month, "b") - row.b)).toBeLessThanOrEqual(tolerance);
        }
      }),
    );
  });
});

describe("downsample — the engine's series", () => {
  const changes = <T extends Record<K, number>, K extends string>(rows: readonly T[], key: K) =>
    rows.filter((row, i) => i > 0 && row[key] !== rows[i - 1]?.[key]);

  it.each([
    ["imóvel defaults", compareImovel(IMOVEL_DEFAULT_PARAMS).series.instalments],
    [
      "imóvel, 420-month group and 600-month financing",
      compareImovel({ ...IMOVEL_DEFAULT_PARAMS, prazo: 420, pricePrazo: 600, sacPrazo: 600 }).series.instalments,
    ],
    ["imóvel reduzPrazo", compareImovel({ ...IMOVEL_DEFAULT_PARAMS, bidMode: "reduzPrazo" }).series.instalments],
    ["veículo defaults", compareVeiculo(VEICULO_DEFAULT_PARAMS).series.instalments],
  ])("%s: ≤ 120 points, every consórcio instalment change kept", (_label, rows) => {
    const keys = Object.keys(rows[0] ?? {}).filter((key) => key !== "month") as ("consorcio" | "price")[];
    const kept = downsample(rows, keys, 120);
    expect(kept.length).toBeLessThanOrEqual(120);
    expect(kept[0]).toBe(rows[0]);
    expect(kept.at(-1)).toBe(rows.at(-1));
    for (const row of changes(rows, "consorcio")) expect(kept).toContain(row);
    for (const row of changes(rows, "price").filter((row) => row.price === 0)) expect(kept).toContain(row);
  });

  it("cumulative paid: the bid month and the consórcio's last payment stay", () => {
    const comparison = compareImovel(IMOVEL_DEFAULT_PARAMS);
    const rows = comparison.series.cumulativePaid;
    const kept = downsample(rows, ["consorcio", "price", "sac"], 120).map((row) => row.month);
    expect(kept).toEqual(expect.arrayContaining([IMOVEL_DEFAULT_PARAMS.prazoAc - 1, IMOVEL_DEFAULT_PARAMS.prazoAc]));
    expect(kept.length).toBeLessThanOrEqual(120);
  });
});
