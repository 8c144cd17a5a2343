// The official rates' refresh against a local fake of the SGS API that answers as the live one does
// (src/test/fake-sgs.ts): 20 points at most per `ultimos`, ranges without cap, 404 "Value(s) not
// found" for no data, a hang for an unknown series, 502s on rapid calls, blank values. Stored on the
// test database.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSgs, type FakeSgs } from "~/test/fake-sgs";
import { testDb } from "~/test/db";
import { ratesJobs, refreshOfficialRates } from "./server";
import { SGS_SERIES, SGS_SERIES_KEYS } from "./sgs";

const NOW = new Date("2026-11-28T15:00:00Z");
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const monthly = (from: [number, number], n: number, value: (i: number) => string): Array<[string, string]> =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(from[0], from[1] - 1 + i, 1));
    return [`01/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`, value(i)];
  });

/** One point for every series, so only the case under test differs. */
const everySeries = (): Record<number, [string, string]> =>
  Object.fromEntries(SGS_SERIES_KEYS.map((key) => [SGS_SERIES[key].code, ["01/07/2026", "1.00"]]));

const FAST = { baseUrl: "", now: NOW, spacingMs: 0, retryDelayMs: 10, timeoutMs: 2_000 };

let sgs: FakeSgs;
beforeAll(async () => {
  sgs = await startFakeSgs();
  FAST.baseUrl = sgs.url;
});
afterAll(async () => {
  await sgs.close();
});
beforeEach(async () => {
  await testDb.officialRate.deleteMany();
  sgs.points.clear();
  for (const [code, point] of Object.entries(everySeries())) sgs.points.set(Number(code), point);
  sgs.fail502.clear();
  sgs.requests.length = 0;
  sgs.requestTimes.length = 0;
});
afterEach(() => {
  sgs.down = false;
});

const stored = (series: string) =>
  testDb.officialRate.findMany({
    where: { series },
    orderBy: { refDate: "asc" },
    select: { refDate: true, value: true },
  });

describe("the SGS refresh, as the API behaves", () => {
  it("the fake answers as the API: 200 with string values, 400 for more than 20 points, 404 for an empty range", async () => {
    sgs.points.set(20772, [
      ["01/05/2026", "14.33"],
      ["01/06/2026", "14.31"],
      ["01/07/2026", "14.28"],
    ]);
    const ok = await fetch(`${sgs.url}/dados/serie/bcdata.sgs.20772/dados/ultimos/2?formato=json`);
    expect(await ok.json()).toEqual([
      { data: "01/06/2026", valor: "14.31" },
      { data: "01/07/2026", valor: "14.28" },
    ]);
    expect((await fetch(`${sgs.url}/dados/serie/bcdata.sgs.20772/dados/ultimos/21?formato=json`)).status).toBe(400);
    const none = await fetch(
      `${sgs.url}/dados/serie/bcdata.sgs.20772/dados?formato=json&dataInicial=01/08/2026&dataFinal=28/11/2026`,
    );
    expect([none.status, await none.text()]).toEqual([404, expect.stringContaining("Value(s) not found")]);
  });

  it("stores the published points (strings to numbers) and skips a blank value instead of storing 0", async () => {
    sgs.points.set(20772, [
      ["01/05/2026", "14.33"],
      ["01/06/2026", ""],
      ["01/07/2026", "14.28"],
    ]);
    sgs.points.set(25471, [
      ["01/05/2026", "2.01"],
      ["01/06/2026", "1.97"],
      ["01/07/2026", " "],
    ]);
    // A series whose one point is blank stores nothing and is no failure.
    sgs.points.set(20773, ["01/07/2026", ""]);
    const outcome = await refreshOfficialRates(testDb, FAST);
    expect(outcome.housingMarket).toBe("ok");
    expect(outcome.housingRegulated).toBe("no-data");
    expect(await stored("housingMarket")).toEqual([{ refDate: day("2026-07-01"), value: 14.28 }]);
    expect(await stored("housingRegulated")).toEqual([]);
    // Next day: the range from the stored point brings every point since, the blank one skipped.
    await testDb.officialRate.deleteMany({ where: { series: { in: ["housingMarket", "vehicleMonthly"] } } });
    await testDb.officialRate.createMany({
      data: [
        { series: "housingMarket", refDate: day("2026-04-01"), value: 14.4, unit: "% a.a.", fetchedAt: NOW },
        { series: "vehicleMonthly", refDate: day("2026-04-01"), value: 2.03, unit: "% a.m.", fetchedAt: NOW },
      ],
    });
    await refreshOfficialRates(testDb, FAST);
    expect(await stored("housingMarket")).toEqual([
      { refDate: day("2026-04-01"), value: 14.4 },
      { refDate: day("2026-05-01"), value: 14.33 },
      { refDate: day("2026-07-01"), value: 14.28 },
    ]);
    expect(await stored("vehicleMonthly")).toEqual([
      { refDate: day("2026-04-01"), value: 2.03 },
      { refDate: day("2026-05-01"), value: 2.01 },
      { refDate: day("2026-06-01"), value: 1.97 },
    ]);
    expect(await testDb.officialRate.count({ where: { value: 0 } })).toBe(0);
  });

  it("never asks `ultimos` for more than 20 points; a date range brings more than 20 at once", async () => {
    // IPCA: 30 months published, 2 stored long ago: the range fills the gap in one call.
    sgs.points.set(
      433,
      monthly([2024, 6], 30, (i) => (0.1 + i / 100).toFixed(2)),
    );
    await testDb.officialRate.create({
      data: { series: "ipca", refDate: day("2024-06-01"), value: 0.1, unit: "% a.m.", fetchedAt: NOW },
    });
    const outcome = await refreshOfficialRates(testDb, FAST);
    expect(outcome.ipca).toBe("ok");
    expect(await testDb.officialRate.count({ where: { series: "ipca" } })).toBe(30);
    expect(sgs.requests).toContain(
      "/dados/serie/bcdata.sgs.433/dados?formato=json&dataInicial=01/06/2024&dataFinal=28/11/2026",
    );
    for (const url of sgs.requests) {
      const n = /\/ultimos\/(\d+)/.exec(url)?.[1];
      if (n) expect(Number(n)).toBeLessThanOrEqual(20);
    }
    expect(sgs.requests.some((url) => url.includes("/ultimos/"))).toBe(true);
  });

  it("404 'Value(s) not found' is no new data: kept, reported as such, and the job does not fail", async () => {
    await refreshOfficialRates(testDb, FAST);
    // Nothing published after jul/2026 for the housing series: the range from 01/08 finds none.
    await testDb.officialRate.deleteMany({ where: { series: "housingMarket" } });
    await testDb.officialRate.create({
      data: { series: "housingMarket", refDate: day("2026-07-01"), value: 14.28, unit: "% a.a.", fetchedAt: NOW },
    });
    sgs.points.set(20772, ["01/06/2026", "14.31"]);
    const outcome = await refreshOfficialRates(testDb, FAST);
    expect(outcome.housingMarket).toBe("no-data");
    expect(await stored("housingMarket")).toEqual([{ refDate: day("2026-07-01"), value: 14.28 }]);
    const [job] = ratesJobs({ sgs: FAST });
    await expect(job!.run([])).resolves.toBeUndefined();
  });

  it("an unknown series hangs: its call times out, the others are still stored, and the job reports it", async () => {
    sgs.points.delete(25471);
    const started = performance.now();
    const outcome = await refreshOfficialRates(testDb, { ...FAST, timeoutMs: 300 });
    const took = performance.now() - started;
    expect(outcome.vehicleMonthly).toBe("failed");
    expect(
      Object.entries(outcome)
        .filter(([, o]) => o !== "ok")
        .map(([s]) => s),
    ).toEqual(["vehicleMonthly"]);
    // One timeout, not retried (a hang would hang again).
    expect(sgs.requests.filter((url) => url.includes("sgs.25471"))).toHaveLength(1);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3_000);
    const [job] = ratesJobs({ sgs: { ...FAST, timeoutMs: 300 } });
    await expect(job!.run([])).rejects.toThrow(/Taxas oficiais não atualizadas: vehicleMonthly/);
  });

  it("a 502 is retried after a wait that doubles, and the calls are spaced", async () => {
    sgs.fail502.set(20772, 2);
    const outcome = await refreshOfficialRates(testDb, { ...FAST, spacingMs: 40, retryDelayMs: 60 });
    expect(outcome.housingMarket).toBe("ok");
    expect(await stored("housingMarket")).toEqual([{ refDate: day("2026-07-01"), value: 1 }]);
    const calls = sgs.requests.map((url, i) => ({ url, at: sgs.requestTimes[i]! }));
    const housing = calls.filter((c) => c.url.includes("sgs.20772"));
    expect(housing).toHaveLength(3);
    // Waits of 60 and 120 ms before the two retries (timers may fire a little early).
    expect(housing[1]!.at - housing[0]!.at).toBeGreaterThanOrEqual(55);
    expect(housing[2]!.at - housing[1]!.at).toBeGreaterThanOrEqual(115);
    // Every call after the first waited at least the spacing.
    for (let i = 1; i < calls.length; i++) expect(calls[i]!.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(35);
  });

  it("502s that do not stop fail the series after a bounded number of attempts, keeping the last value", async () => {
    await testDb.officialRate.create({
      data: { series: "housingMarket", refDate: day("2026-06-01"), value: 14.31, unit: "% a.a.", fetchedAt: NOW },
    });
    sgs.fail502.set(20772, 100);
    const outcome = await refreshOfficialRates(testDb, { ...FAST, retries: 2 });
    expect(outcome.housingMarket).toBe("failed");
    expect(sgs.requests.filter((url) => url.includes("sgs.20772"))).toHaveLength(3);
    expect(await stored("housingMarket")).toEqual([{ refDate: day("2026-06-01"), value: 14.31 }]);
  });

  it("the whole refresh has a time budget: past it, the remaining series fail without a call", async () => {
    sgs.points.delete(432);
    sgs.points.delete(226);
    const started = performance.now();
    const outcome = await refreshOfficialRates(testDb, { ...FAST, timeoutMs: 250, budgetMs: 400 });
    const took = performance.now() - started;
    // Selic hangs 250 ms, the TR's call gets the 150 ms left, and the rest are not called.
    expect(outcome.selic).toBe("failed");
    expect(outcome.tr).toBe("failed");
    expect(new Set(Object.values(outcome))).toEqual(new Set(["failed"]));
    expect(sgs.requests.filter((url) => !url.includes("sgs.432") && !url.includes("sgs.226"))).toEqual([]);
    expect(took).toBeLessThan(1_500);
  });
});
