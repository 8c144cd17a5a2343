// Official rates on the test database, from the local fake SGS: stored with their reference dates,
// and the last value kept when the source is down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSgs, type FakeSgs } from "~/test/fake-sgs";
import { testDb } from "~/test/db";
import { jobBoss, startJobs, stopJobs } from "~/platform/jobs";
import { metrics } from "~/platform/metrics";
import { marketReferenceFor } from "./market-reference";
import { latestOfficialRates, loadMarketReference, ratesJobs, refreshOfficialRates } from "./server";

const ALL_SERIES = [
  "housingMarket",
  "housingRegulated",
  "igpm",
  "incc",
  "ipca",
  "selic",
  "tr",
  "vehicle",
  "vehicleMonthly",
];
// The refresh's own pauses and waits, shortened (sgs-refresh.integration.test.ts checks them).
const FAST = { spacingMs: 0, retryDelayMs: 10, timeoutMs: 2_000 };

let sgs: FakeSgs;
beforeAll(async () => {
  await testDb.officialRate.deleteMany();
  sgs = await startFakeSgs({
    432: ["10/12/2025", "15.00"],
    226: ["28/11/2025", "0.1700"],
    433: ["01/10/2025", "0.09"],
    192: ["01/10/2025", "0.21"],
    189: ["01/10/2025", "-0.36"],
    // The verdict's market references: SGS 20772 / 20773 (housing) and 20749 (vehicles), % a.a., and
    // 25471 (vehicles, % a.m.).
    20772: ["01/09/2026", "14.21"],
    20773: ["01/09/2026", "10.88"],
    20749: ["01/08/2026", "26.90"],
    25471: ["01/09/2026", "1.95"],
  });
});
afterAll(async () => {
  await sgs.close();
});

describe("official rates (SGS)", () => {
  it("stores each series' last point with its reference date and source", async () => {
    const outcome = await refreshOfficialRates(testDb, {
      baseUrl: sgs.url,
      now: new Date("2025-12-11T12:15:00Z"),
      ...FAST,
    });
    expect(outcome).toEqual({
      selic: "ok",
      tr: "ok",
      ipca: "ok",
      incc: "ok",
      igpm: "ok",
      housingMarket: "ok",
      housingRegulated: "ok",
      vehicle: "ok",
      vehicleMonthly: "ok",
    });
    const rates = await latestOfficialRates(testDb);
    expect(rates.find((r) => r.series === "tr")).toEqual({
      series: "tr",
      label: "TR",
      value: 0.17,
      unit: "% a.m.",
      refDate: new Date("2025-11-28T00:00:00Z"),
      twelveMonthsPct: null,
      fetchedAt: new Date("2025-12-11T12:15:00Z"),
      source: "BCB",
    });
    expect(rates.map((r) => r.series).sort()).toEqual(ALL_SERIES);
    expect(rates.find((r) => r.series === "housingMarket")).toMatchObject({
      value: 14.21,
      unit: "% a.a.",
      refDate: new Date("2026-09-01T00:00:00Z"),
    });
    expect(rates.find((r) => r.series === "vehicleMonthly")).toMatchObject({
      value: 1.95,
      unit: "% a.m.",
      refDate: new Date("2026-09-01T00:00:00Z"),
    });
    // The verdict's reference reads the stored point once it is newer than the release's.
    const stored = await testDb.officialRate.findMany();
    const nov2026 = new Date("2026-11-15T12:00:00Z");
    expect(marketReferenceFor("imovel", stored, nov2026)).toMatchObject({
      annualPct: 14.21,
      refMonth: "2026-09",
      series: 20772,
      origin: "bcb",
      stale: false,
    });
    // A vehicle: the newest of 20749 (ago/2026) and its % a.m. twin 25471 (set/2026), shown in % a.a.
    const vehicle = marketReferenceFor("veiculo", stored, nov2026);
    expect(vehicle).toMatchObject({ series: 25471, refMonth: "2026-09", monthlyPct: 1.95, origin: "bcb" });
    expect(vehicle.annualPct).toBeCloseTo((1.0195 ** 12 - 1) * 100, 10);
    expect(await loadMarketReference(testDb, "imovel", nov2026)).toMatchObject({
      annualPct: 14.21,
      refMonth: "2026-09",
    });
    expect(await loadMarketReference(testDb, "veiculo", nov2026)).toMatchObject({ series: 25471, monthlyPct: 1.95 });
  });

  it("a newer point becomes the latest; the older one stays as history", async () => {
    sgs.points.set(226, ["01/12/2025", "0.1500"]);
    await refreshOfficialRates(testDb, { baseUrl: sgs.url, now: new Date("2025-12-12T12:15:00Z"), ...FAST });
    // Asked for the range from the stored point to today, not the last point alone: a missed day is filled.
    expect(sgs.requests).toContain(
      "/dados/serie/bcdata.sgs.226/dados?formato=json&dataInicial=28/11/2025&dataFinal=12/12/2025",
    );
    expect((await latestOfficialRates(testDb)).find((r) => r.series === "tr")).toMatchObject({
      value: 0.15,
      refDate: new Date("2025-12-01T00:00:00Z"),
    });
    expect(await testDb.officialRate.count({ where: { series: "tr" } })).toBe(2);
  });

  it("keeps 12 months of each monthly index and states their 12-month figure with the latest reference date", async () => {
    // INCC-DI Nov/2024–Oct/2025, oldest first; only 11 months of IPCA so far.
    const incc = ["0.40", "0.51", "0.71", "0.51", "0.39", "0.39", "0.52", "0.96", "0.69", "0.70", "0.21", "0.21"];
    sgs.points.set(
      192,
      incc.map((v, i): [string, string] => [
        `01/${String(((10 + i) % 12) + 1).padStart(2, "0")}/${i < 2 ? 2024 : 2025}`,
        v,
      ]),
    );
    sgs.points.set(
      433,
      incc.slice(1).map((v, i): [string, string] => [`01/${String(i + 1).padStart(2, "0")}/2025`, v]),
    );
    await refreshOfficialRates(testDb, { baseUrl: sgs.url, now: new Date("2025-12-12T12:15:00Z"), ...FAST });
    // A monthly index's range reaches back past its 12 months (from the start of oct/2024).
    expect(sgs.requests).toContain(
      "/dados/serie/bcdata.sgs.192/dados?formato=json&dataInicial=01/10/2024&dataFinal=12/12/2025",
    );
    // The first call of a series asks for its window, never more than the API's 20.
    expect(sgs.requests).toContain("/dados/serie/bcdata.sgs.192/dados/ultimos/12?formato=json");
    expect(sgs.requests).toContain("/dados/serie/bcdata.sgs.432/dados/ultimos/1?formato=json");
    const rates = await latestOfficialRates(testDb);
    const expected = (incc.reduce((acc, v) => acc * (1 + Number(v) / 100), 1) - 1) * 100;
    expect(rates.find((r) => r.series === "incc")).toMatchObject({
      value: 0.21,
      refDate: new Date("2025-10-01T00:00:00Z"),
    });
    expect(rates.find((r) => r.series === "incc")?.twelveMonthsPct).toBeCloseTo(expected, 10);
    expect(rates.find((r) => r.series === "ipca")?.twelveMonthsPct).toBeNull();
    expect(rates.find((r) => r.series === "selic")?.twelveMonthsPct).toBeNull();
  });

  it("keeps the last value when the source is down or answers nonsense", async () => {
    const before = await latestOfficialRates(testDb);
    sgs.down = true;
    expect(new Set(Object.values(await refreshOfficialRates(testDb, { baseUrl: sgs.url, ...FAST })))).toEqual(
      new Set(["failed"]),
    );
    sgs.down = false;
    sgs.points.set(432, ["11/12/2025", "quinze"]);
    expect((await refreshOfficialRates(testDb, { baseUrl: sgs.url, ...FAST })).selic).toBe("failed");
    expect(await latestOfficialRates(testDb)).toEqual(
      before.map((r) => (r.series === "selic" ? r : expect.objectContaining({ series: r.series }))),
    );
    expect((await latestOfficialRates(testDb)).find((r) => r.series === "selic")).toMatchObject({
      value: 15,
      refDate: new Date("2025-12-10T00:00:00Z"),
    });
  });
});

describe("official rates job (pg-boss)", () => {
  it("a source that is down fails the job (pg-boss retries it) and counts each series it missed", async () => {
    const failed = async (series: string) =>
      (await metrics().officialRatesFailed.get()).values.find((v) => v.labels.series === series)?.value ?? 0;
    const before = await failed("tr");
    const [job] = ratesJobs({ sgs: { baseUrl: sgs.url, ...FAST } });
    sgs.down = true;
    try {
      await expect(job!.run([])).rejects.toThrow(/Taxas oficiais não atualizadas: selic, tr, ipca, incc, igpm/);
    } finally {
      sgs.down = false;
    }
    expect(await failed("tr")).toBe(before + 1);
    sgs.points.set(432, ["11/12/2025", "15.00"]);
    await expect(job!.run([])).resolves.toBeUndefined();
    expect(await failed("tr")).toBe(before + 1);
  });

  it("is scheduled daily at 09:15 São Paulo, once across servers", async () => {
    await startJobs(ratesJobs());
    const boss = await jobBoss();
    try {
      const schedules = await boss.getSchedules();
      expect(schedules.filter((s) => s.name === "official-rates").map((s) => [s.cron, s.options?.tz])).toEqual([
        ["15 9 * * *", "America/Sao_Paulo"],
      ]);
    } finally {
      // Other suites list the schedules on this database: leave none behind.
      await boss.unschedule("official-rates");
      await stopJobs();
    }
  });

  it("with no official rate stored, fetches them once at start instead of waiting for 09:15", async () => {
    await testDb.officialRate.deleteMany();
    sgs.points.set(432, ["11/12/2025", "15.00"]);
    await startJobs(ratesJobs({ sgs: { baseUrl: sgs.url, ...FAST } }));
    const boss = await jobBoss();
    try {
      // Every series, each with as many points as the fake has (12 months of INCC, 11 of IPCA, one of the others).
      await expect
        .poll(() => testDb.officialRate.count(), { timeout: 20_000, interval: 250 })
        .toBe(1 + 1 + 11 + 12 + 1 + 4);
      expect((await latestOfficialRates(testDb)).map((r) => r.series).sort()).toEqual(ALL_SERIES);
    } finally {
      await boss.unschedule("official-rates");
      await stopJobs();
    }
  });

  it("with a series missing (one added by a new release), fetches once at start", async () => {
    await testDb.officialRate.deleteMany({ where: { series: "vehicle" } });
    await startJobs(ratesJobs({ sgs: { baseUrl: sgs.url, ...FAST } }));
    const boss = await jobBoss();
    try {
      await expect
        .poll(() => testDb.officialRate.count({ where: { series: "vehicle" } }), { timeout: 20_000, interval: 250 })
        .toBe(1);
    } finally {
      await boss.unschedule("official-rates");
      await stopJobs();
    }
  });

  it("with every series stored, enqueues nothing at start", async () => {
    expect(await testDb.officialRate.count()).toBeGreaterThan(0);
    // Only what this start enqueues: a retry left by another test's run (one that reached the real
    // Banco Central, unreachable here) is not this start's doing.
    const startedAt = new Date();
    await startJobs(ratesJobs({ sgs: { baseUrl: sgs.url, ...FAST } }));
    const boss = await jobBoss();
    try {
      const queued = await boss.findJobs("official-rates", { queued: true });
      expect(queued.filter((job) => job.createdOn >= startedAt)).toEqual([]);
    } finally {
      await boss.unschedule("official-rates");
      await stopJobs();
    }
  });
});
