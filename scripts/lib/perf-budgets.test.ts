import { describe, expect, it } from "vitest";
import { KB } from "./bundle-budgets.ts";
import { evaluatePerf, htmlFigures, inlineRscBytes, PERF_TARGETS } from "./perf-budgets.ts";

// A page shaped like the public proposal: its HTML, then (as Next renders it, before the page cache
// keeps it as server HTML with islands) the same content again as Next's inline RSC payload
// (`self.__next_f.push(…)` scripts). Figures vary from row to row, as money does, so the compressed
// sizes are honest.
const brl = (n: number) => `R$ ${(1000 + ((n * 7919) % 90_000) / 7).toFixed(2).replace(".", ",")}`;
function page(rows: number, { rsc = true }: { rsc?: boolean } = {}): string {
  const cells = Array.from(
    { length: rows },
    (_, i) =>
      `<tr class="border-t border-border/60"><th scope="row" class="px-3 py-1.5 text-left">${i + 1}</th><td class="px-3 py-1.5">${brl(i)}</td><td class="px-3 py-1.5">${brl(i * 3 + 1)}</td></tr>`,
  ).join("");
  const flight = Array.from(
    { length: rows },
    (_, i) =>
      `["$","tr","${i}",{"className":"border-t border-border/60","children":[["$","th",null,{"children":${i + 1}}],["$","td",null,{"children":"${brl(i)}"}],["$","td",null,{"children":"${brl(i * 3 + 1)}"}]]}]`,
  ).join(",");
  const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
  const payload = rsc ? `${push(`0:{"P":null}\n`)}${push(`1:[${flight}]\n`)}` : "";
  return `<!DOCTYPE html><html lang="pt-BR"><head><title>Proposta</title></head><body><main><h1>Olá, Ana!</h1><table>${cells}</table></main>${payload}</body></html>`;
}

/** Every gated figure at a value that meets its target, as a run of the real app would report. */
function passingFigures(overrides: Record<string, number> = {}): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const [name, target] of Object.entries(PERF_TARGETS)) figures[name] = target.max ?? target.min ?? 1;
  return { ...figures, ...overrides };
}

const failing = (figures: Record<string, number>) =>
  evaluatePerf(figures)
    .filter((r) => !r.ok)
    .map((r) => r.name);

describe("the performance gate", () => {
  it("measures a page: raw bytes, its compressed forms, and the inline RSC payload alone", () => {
    const html = page(12);
    const figures = htmlFigures(html);
    expect(figures.raw).toBe(Buffer.byteLength(html));
    expect(figures.gzip).toBeLessThan(figures.raw);
    expect(figures.brotli).toBeLessThan(figures.gzip);
    expect(figures.rscInline).toBe(inlineRscBytes(html));
    expect(figures.rscInline).toBeGreaterThan(0);
    expect(figures.rscInline).toBeLessThan(figures.raw);
    expect(inlineRscBytes(html.replaceAll("self.__next_f", "self.other"))).toBe(0);
  });

  it("passes a page within its targets and fails a deliberately heavier one (a full month table in the HTML and again in the RSC payload)", () => {
    const light = htmlFigures(page(12, { rsc: false }));
    const heavy = htmlFigures(page(600));
    const asPublicPage = (f: ReturnType<typeof htmlFigures>) =>
      passingFigures({
        "public page HTML, raw": f.raw,
        "public page HTML, brotli as served": f.brotli,
        "public page HTML, gzip as served": f.gzip,
        "public page RSC inline in the HTML": f.rscInline,
      });
    expect(failing(asPublicPage(light))).toEqual([]);
    expect(heavy.raw).toBeGreaterThan(PERF_TARGETS["public page HTML, raw"]!.max!);
    expect(failing(asPublicPage(heavy))).toEqual(
      expect.arrayContaining(["public page HTML, raw", "public page RSC inline in the HTML"]),
    );
    const lines = evaluatePerf(asPublicPage(heavy)).map((r) => r.line);
    expect(lines.find((l) => l.startsWith("public page HTML, raw"))).toMatch(/≤ 60\.0 kB\s+NOT MET$/);
  });

  it("fails one more SQL statement per request, more CPU per request than /api/health allows, a lower req/s ratio, more RSS", () => {
    expect(failing(passingFigures({ "SQL statements: cached public page": 2 }))).toEqual([
      "SQL statements: cached public page",
    ]);
    expect(failing(passingFigures({ "server CPU per request: /api/auth/me ÷ /api/health": 5 }))).toEqual([
      "server CPU per request: /api/auth/me ÷ /api/health",
    ]);
    expect(failing(passingFigures({ "public page req/s ÷ /api/health req/s": 0.5 }))).toEqual([
      "public page req/s ÷ /api/health req/s",
    ]);
    expect(failing(passingFigures({ "server RSS after the fixed load": 600 }))).toEqual([
      "server RSS after the fixed load",
    ]);
  });

  it("fails a page whose main-thread script passes twice its plainer page's, and prints the product's byte targets not yet gated", () => {
    expect(failing(passingFigures({ "main-thread script: public page ÷ static page": 2.1 }))).toEqual([
      "main-thread script: public page ÷ static page",
    ]);
    expect(failing(passingFigures({ "main-thread script: simulator ÷ dashboard": 3 }))).toEqual([
      "main-thread script: simulator ÷ dashboard",
    ]);
    expect(failing(passingFigures({ "main-thread script: simulator ÷ dashboard": 1.9 }))).toEqual([]);
    // The public page as the cache serves it: no RSC payload, the island loader alone; Next's runtime
    // back on it (its RSC, its ~150 kB of script) fails.
    expect(
      failing(
        passingFigures({
          "public page RSC inline in the HTML": 96 * KB,
          "public page JS loaded in the browser, gzip": 140 * KB,
        }),
      ),
    ).toEqual(["public page RSC inline in the HTML", "public page JS loaded in the browser, gzip"]);
    // A figure within its gate but short of the product's target says so.
    const today = evaluatePerf(passingFigures({ "server CPU per request: /api/auth/me ÷ /api/health": 2 }));
    expect(today.find((r) => r.name === "server CPU per request: /api/auth/me ÷ /api/health")).toMatchObject({
      ok: true,
      line: expect.stringMatching(/met \(target ≤ 1\.25: NOT MET, not yet gated\)$/),
    });
    const reached = evaluatePerf(passingFigures({ "server CPU per request: /api/auth/me ÷ /api/health": 1.1 }));
    expect(reached.find((r) => r.name === "server CPU per request: /api/auth/me ÷ /api/health")?.line).toMatch(
      /met \(target ≤ 1\.25: reached\)$/,
    );
  });

  it("a gated figure the run could not measure fails; a printed-only figure never does; every figure gets a line", () => {
    const figures = passingFigures({ "public page HTML, raw": Number.NaN });
    expect(failing(figures)).toEqual(["public page HTML, raw"]);
    const { "SQL statements: /api/auth/me": _, ...missing } = passingFigures();
    expect(failing(missing)).toEqual(["SQL statements: /api/auth/me"]);
    const results = evaluatePerf(passingFigures({ "server CPU per request: /api/health": 99 }));
    expect(results.find((r) => r.name === "server CPU per request: /api/health")).toMatchObject({
      ok: true,
      line: expect.stringContaining("99.00 ms"),
    });
    expect(results).toHaveLength(Object.keys(PERF_TARGETS).length);
    expect(results.find((r) => r.name.startsWith("public page HTML, brotli"))?.line).toMatch(/15\.0 kB.*met$/);
    expect(KB).toBe(1024);
  });
});
