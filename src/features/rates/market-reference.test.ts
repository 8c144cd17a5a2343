import { describe, expect, it } from "vitest";
import {
  isStale,
  marketRate,
  marketReferenceFor,
  referenceAgeMonths,
  referenceMonthLabel,
  referenceText,
  referenceWhen,
  SHIPPED,
} from "./market-reference";

const at = (iso: string) => new Date(iso);
const point = (series: string, day: string, value: number) => ({
  series,
  refDate: new Date(`${day}T00:00:00Z`),
  value,
});
const NOV_2026 = at("2026-11-28T15:00:00Z");

describe("the market reference", () => {
  it("ships the last published points: 20772 14,28 and 20773 10,92 % a.a. (jul/2026), with month, series and source", () => {
    expect(SHIPPED.housingMarket).toEqual({ value: 14.28, refMonth: "2026-07" });
    expect(SHIPPED.housingRegulated).toEqual({ value: 10.92, refMonth: "2026-07" });
    expect(marketReferenceFor("imovel", [], NOV_2026)).toMatchObject({
      series: 20772,
      annualPct: 14.28,
      refMonth: "2026-07",
      origin: "release",
      monthlyPct: null,
      sourceUrl: "https://api.bcb.gov.br/dados/serie/bcdata.sgs.20772/dados/ultimos/1?formato=json",
    });
    expect(marketRate("housingRegulated", [], NOV_2026)).toMatchObject({
      series: 20773,
      annualPct: 10.92,
      refMonth: "2026-07",
    });
  });

  it("a vehicle's shipped reference is the newest published point: SGS 25471, 1,97 % a.m. in jun/2026, as 26,38 % a.a.", () => {
    const vehicle = marketReferenceFor("veiculo", [], NOV_2026);
    expect(vehicle).toMatchObject({ series: 25471, refMonth: "2026-06", monthlyPct: 1.97, origin: "release" });
    expect(vehicle.annualPct).toBeCloseTo((1.0197 ** 12 - 1) * 100, 10);
    expect(referenceText(vehicle, NOV_2026)).toBe(
      "26,38\u00a0%\u00a0a.a. (1,97\u00a0%\u00a0a.m.) (Banco Central, SGS 25471, de jun/2026, há 5\u00a0meses)",
    );
  });

  it("a vehicle takes 20749 (% a.a.) when it has a newer point than 25471, and 25471 when it is the newer", () => {
    const newerAnnual = marketReferenceFor(
      "veiculo",
      [point("vehicle", "2026-08-01", 26.1), point("vehicleMonthly", "2026-07-01", 1.96)],
      NOV_2026,
    );
    expect(newerAnnual).toMatchObject({
      series: 20749,
      annualPct: 26.1,
      refMonth: "2026-08",
      monthlyPct: null,
      origin: "bcb",
    });
    const newerMonthly = marketReferenceFor(
      "veiculo",
      [point("vehicle", "2026-08-01", 26.1), point("vehicleMonthly", "2026-09-01", 1.9)],
      NOV_2026,
    );
    expect(newerMonthly).toMatchObject({ series: 25471, refMonth: "2026-09", monthlyPct: 1.9 });
    // The same month in both: the published % a.a. wins, with no conversion.
    const same = marketReferenceFor(
      "veiculo",
      [point("vehicle", "2026-09-01", 25.8), point("vehicleMonthly", "2026-09-01", 1.9)],
      NOV_2026,
    );
    expect(same).toMatchObject({ series: 20749, annualPct: 25.8 });
  });

  it("takes the newest stored point of its own series when it is not older than the shipped one", () => {
    const stored = [
      point("housingMarket", "2026-08-01", 14.2),
      point("housingMarket", "2026-09-01", 14.15),
      point("housingRegulated", "2026-10-01", 10.8),
      point("housingMarket", "2026-05-01", 14.33),
    ];
    expect(marketRate("housingMarket", stored, NOV_2026)).toMatchObject({
      annualPct: 14.15,
      refMonth: "2026-09",
      origin: "bcb",
    });
    // A point older than what the release knows does not win.
    expect(marketRate("housingMarket", [point("housingMarket", "2026-05-01", 14.33)], NOV_2026)).toMatchObject({
      annualPct: 14.28,
      origin: "release",
    });
    // Nor does a zero.
    expect(marketRate("housingMarket", [point("housingMarket", "2026-10-01", 0)], NOV_2026)).toMatchObject({
      annualPct: 14.28,
      origin: "release",
    });
  });

  it.each([
    // More than three months after the reference month (São Paulo's month) is stale.
    ["2025-08", "2025-11-30T12:00:00Z", false],
    ["2025-08", "2025-12-01T12:00:00Z", true],
    // 01/12 at 01:00 UTC is still 30/11 in São Paulo.
    ["2025-08", "2025-12-01T01:00:00Z", false],
  ])("%s seen at %s: stale %s", (month, now, stale) => {
    expect(isStale(month, at(now))).toBe(stale);
  });

  it("says the month, and its age once older than three months (São Paulo's month)", () => {
    expect(referenceMonthLabel("2026-08")).toBe("ago/2026");
    expect(referenceAgeMonths("2026-07", NOV_2026)).toBe(4);
    expect(referenceWhen({ refMonth: "2026-07" }, NOV_2026)).toBe("de jul/2026, há 4\u00a0meses");
    expect(referenceWhen({ refMonth: "2026-07" }, at("2026-10-31T12:00:00Z"))).toBe("de jul/2026");
    // 01/11 at 02:00 UTC is still 31/10 in São Paulo: three months, no age yet.
    expect(referenceWhen({ refMonth: "2026-07" }, at("2026-11-01T02:00:00Z"))).toBe("de jul/2026");
    expect(referenceWhen({ refMonth: "2026-07" }, at("2026-11-01T03:00:00Z"))).toBe("de jul/2026, há 4\u00a0meses");
    expect(referenceText(marketReferenceFor("imovel", [], NOV_2026), NOV_2026)).toBe(
      "14,28\u00a0%\u00a0a.a. (Banco Central, SGS 20772, de jul/2026, há 4\u00a0meses)",
    );
    const fresh = marketReferenceFor("imovel", [point("housingMarket", "2026-09-01", 14.15)], NOV_2026);
    expect(referenceText(fresh, NOV_2026)).toBe("14,15\u00a0%\u00a0a.a. (Banco Central, SGS 20772, de set/2026)");
  });
});
