import { describe, expect, it } from "vitest";
import {
  formatAxisBRL,
  formatBRL,
  formatCents,
  formatDate,
  formatDateTime,
  formatMonths,
  formatNumber,
  formatPercent,
  formatPercentShort,
  formatRate,
  formatRelative,
  madeOnUse,
  plural,
  withUnit,
} from "./format";

const nbsp = "\u00a0";

describe("formatBRL", () => {
  it.each([
    ["plain", 2795.45, `R$${nbsp}2.795,45`],
    ["half-up on the centavo", 0.125, `R$${nbsp}0,13`],
    ["big", 638895.5689, `R$${nbsp}638.895,57`],
    ["zero", 0, `R$${nbsp}0,00`],
    ["negative", -10.5, `-R$${nbsp}10,50`],
  ])("%s: %d → %s", (_label, value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });
});

describe("other formats", () => {
  it("prints integer centavos as reais", () => expect(formatCents(29_900)).toBe(`R$${nbsp}299,00`));
  it("prints percentages with a comma and a no-break space", () =>
    expect(formatPercent(27.9545)).toBe(`27,95${nbsp}%`));
  it.each([
    ["under a minute", "2026-01-01T11:59:30Z", "agora"],
    ["a clock slightly ahead", "2026-01-01T12:00:20Z", "agora"],
    ["one minute", "2026-01-01T11:59:00Z", "há 1 minuto"],
    ["minutes, rounded down", "2026-01-01T11:54:10Z", "há 5 minutos"],
    ["hours", "2026-01-01T09:00:00Z", "há 3 horas"],
    ["one day", "2025-12-31T11:00:00Z", "ontem"],
    ["days", "2025-12-27T12:00:00Z", "há 5 dias"],
    ["months", "2025-10-01T12:00:00Z", "há 3 meses"],
    ["years", "2023-06-01T12:00:00Z", "há 2 anos"],
  ])("prints relative times in pt-BR words (Intl.RelativeTimeFormat): %s", (_label, at, expected) => {
    const now = new Date("2026-01-01T12:00:00Z");
    expect(formatRelative(new Date(at), now)).toBe(expected);
    expect(formatRelative(at, now)).toBe(expected);
  });
});

// The tests run in Asia/Kathmandu (UTC+05:45): a formatter without São Paulo's zone prints the next day.
describe("dates on São Paulo's calendar", () => {
  it.each([
    ["the last minute of a day (02:59 UTC next day)", "2026-11-26T02:59:00Z", "25/11/2026", "25 de novembro de 2026"],
    ["the first minute of the next", "2026-11-26T03:00:00Z", "26/11/2026", "26 de novembro de 2026"],
    ["New Year's Eve late at night", "2027-01-01T02:30:00Z", "31/12/2026", "31 de dezembro de 2026"],
    [
      "in daylight saving (2018, UTC−2): 01:59 UTC is still the day before",
      "2018-12-02T01:59:00Z",
      "01/12/2018",
      "1 de dezembro de 2018",
    ],
    [
      "in daylight saving: 02:00 UTC is already the next day",
      "2018-12-02T02:00:00Z",
      "02/12/2018",
      "2 de dezembro de 2018",
    ],
  ])("%s", (_label, at, short, long) => {
    expect(formatDate(new Date(at))).toBe(short);
    expect(formatDate(at, "long")).toBe(long);
  });

  it("prints date and time in São Paulo", () => {
    expect(formatDateTime("2026-11-26T02:59:00Z")).toBe("25/11/2026, 23:59");
  });
});

describe("plural (pt-BR rules)", () => {
  it.each([
    // CLDR's pt: "one" is an integer part of 0 or 1.
    [0, "nova"],
    [1, "nova"],
    [2, "novas"],
    [1000, "novas"],
  ])("%d → %s", (count, expected) => {
    expect(plural(count, "nova", "novas")).toBe(expected);
  });
});

/** A number, then a space a line may break at, then its unit: what broke "81,30 %" on a phone. */
const BREAKABLE = /\d[ \t\n](%|meses|mês|a\.[am]\.)|% (a\.[am]\.)|R\$ /u;

describe("a number and its unit never part", () => {
  const values = [0, 0.5, 1, 1.05, 2.2, 14.28, 81.3, 99.999, 180, 1234.5, 1_234_567.89, -3.5];

  it("every formatted figure joins its unit with a no-break space", () => {
    const figures = values.flatMap((v) => [
      formatBRL(v),
      formatCents(Math.round(v * 100)),
      formatAxisBRL(v),
      formatPercent(v),
      formatPercent(v, 1),
      formatPercentShort(v),
      formatPercentShort(v, 0),
      formatRate(v, "a.a."),
      formatRate(v, "a.m.", 4),
      formatMonths(Math.round(Math.abs(v))),
    ]);
    for (const figure of figures) expect(figure, JSON.stringify(figure)).not.toMatch(BREAKABLE);
  });

  it.each([
    [formatPercent(81.3), `81,30${nbsp}%`],
    [formatRate(14.28, "a.a."), `14,28${nbsp}%${nbsp}a.a.`],
    [formatRate(1.05, "a.m.", 4), `1,05${nbsp}%${nbsp}a.m.`],
    [formatPercentShort(30), `30${nbsp}%`],
    [formatMonths(180), `180${nbsp}meses`],
    [formatMonths(1), `1${nbsp}mês`],
    [withUnit(formatNumber(2.5, 1), "vezes"), `2,5${nbsp}vezes`],
  ])("%s", (figure, expected) => expect(figure).toBe(expected));
});

describe("madeOnUse", () => {
  it("makes its value on the first call, not before, and keeps it", () => {
    let made = 0;
    const formatter = madeOnUse(() => {
      made += 1;
      return new Intl.NumberFormat("pt-BR");
    });
    expect(made).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
    expect(first.format(1234.5)).toBe("1.234,5");
  });
});
