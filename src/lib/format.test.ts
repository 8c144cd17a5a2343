import { describe, expect, it } from "vitest";
import { formatBRL, formatCents, formatPercent, formatRelative, plural } from "./format";

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
  it("prints percentages with a comma", () => expect(formatPercent(27.9545)).toBe("27,95 %"));
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
