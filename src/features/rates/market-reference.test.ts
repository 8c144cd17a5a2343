import { describe, expect, it } from "vitest";
import { isStale, marketRate, marketReferenceFor, referenceMonthLabel, referenceText, SHIPPED } from "./market-reference";

const at = (iso: string) => new Date(iso);
const point = (series: string, day: string, value: number) => ({ series, refDate: new Date(`${day}T00:00:00Z`), value });

describe("the market reference", () => {
  it("ships a last value of each kind with its month, series and source, so an offline install has one", () => {
    const imovel = marketReferenceFor("imovel", [], at("2025-09-20T12:00:00Z"));
    expect(imovel).toMatchObject({
      series: 20772, annualPct: SHIPPED.housingMarket.annualPct, refMonth: SHIPPED.housingMarket.refMonth, origin: "release",
      sourceUrl: "https://api.bcb.gov.br/dados/serie/bcdata.sgs.20772/dados/ultimos/1?formato=json",
    });
    expect(marketReferenceFor("veiculo", [], at("2025-09-20T12:00:00Z"))).toMatchObject({ series: 20749, annualPct: 27.3, refMonth: "2025-08" });
  });

  it("takes the newest stored point of its own series when it is not older than the shipped one", () => {
    const stored = [
      point("housingMarket", "2025-09-01", 12.4), point("housingMarket", "2025-10-01", 12.6),
      point("housingRegulated", "2025-11-01", 9.9), point("vehicle", "2024-01-01", 30),
    ];
    expect(marketRate("housingMarket", stored, at("2025-11-20T12:00:00Z"))).toMatchObject({ annualPct: 12.6, refMonth: "2025-10", origin: "bcb" });
    // A point older than what the release knows does not win.
    expect(marketRate("vehicle", stored, at("2025-11-20T12:00:00Z"))).toMatchObject({ annualPct: 27.3, origin: "release" });
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

  it("says a shipped estimate is one (the housing values were not read from the series), and a published value is not", () => {
    const shipped = marketReferenceFor("imovel", [], at("2025-10-15T12:00:00Z"));
    expect(shipped).toMatchObject({ origin: "release", estimated: true });
    expect(referenceText(shipped)).toBe("12 % a.a. (Banco Central, SGS 20772, estimativa para ago/2025, ainda não lida da série)");
    expect(marketReferenceFor("veiculo", [], at("2025-10-15T12:00:00Z"))).toMatchObject({ estimated: false });
    // A point the job stored is the series' own: no longer an estimate.
    expect(marketReferenceFor("imovel", [point("housingMarket", "2025-09-01", 11.9)], at("2025-10-15T12:00:00Z"))).toMatchObject({ origin: "bcb", estimated: false });
  });

  it("says the month and, when stale, that it is the last known value", () => {
    expect(referenceMonthLabel("2026-08")).toBe("ago/2026");
    const fresh = marketReferenceFor("imovel", [point("housingMarket", "2026-08-01", 11.85)], at("2026-09-25T12:00:00Z"));
    expect(referenceText(fresh)).toBe("11,85 % a.a. (Banco Central, SGS 20772, de ago/2026)");
    const stale = marketReferenceFor("imovel", [point("housingMarket", "2026-08-01", 11.85)], at("2026-12-25T12:00:00Z"));
    expect(referenceText(stale)).toBe("11,85 % a.a. (Banco Central, SGS 20772, última taxa conhecida, de ago/2026)");
  });
});
