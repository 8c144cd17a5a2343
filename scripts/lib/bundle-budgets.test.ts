import { describe, expect, it } from "vitest";
import { budgetFor, budgetReport, evaluateBudgets, KB } from "./bundle-budgets.ts";

const sizes: Record<string, number> = {
  "framework.js": 120 * KB,
  "home.js": 40 * KB,
  "sim.js": 140 * KB,
  "conta.js": 90 * KB,
};
const gzip = (chunk: string) => sizes[chunk] ?? Number.NaN;

describe("bundle budgets", () => {
  it.each([
    ["/", 170],
    ["/consorcio-financiamento", 250],
    ["/consorcio-veic-financiamento", 250],
    ["/conta", 220],
    ["/termos", 220],
    ["/public/propostas/[token]", 150],
  ])("%s has a budget of %i kB", (route, kb) => {
    expect(budgetFor(route)).toBe(kb * KB);
  });

  it("sums each route's first-load chunks (shared ones count for every route) and flags the ones over", () => {
    const results = evaluateBudgets(
      [
        { route: "/consorcio-financiamento", firstLoadChunkPaths: ["framework.js", "sim.js"] },
        { route: "/", firstLoadChunkPaths: ["framework.js", "home.js"] },
        { route: "/conta", firstLoadChunkPaths: ["framework.js", "conta.js"] },
      ],
      gzip,
    );
    expect(results).toEqual([
      { route: "/", gzipBytes: 160 * KB, budget: 170 * KB, ok: true },
      { route: "/consorcio-financiamento", gzipBytes: 260 * KB, budget: 250 * KB, ok: false },
      { route: "/conta", gzipBytes: 210 * KB, budget: 220 * KB, ok: true },
    ]);
    expect(budgetReport(results)[1]).toMatch(/\/consorcio-financiamento\s+260\.0 kB \/\s+250\.0 kB\s+NOT MET$/);
  });

  it("refuses stats with no route (a build that did not run)", () => {
    expect(() => evaluateBudgets([], gzip)).toThrow(/npm run build/);
  });
});
