import { describe, expect, it } from "vitest";
import { formatBRL, formatCents, formatPercent, formatRelative } from "./format";

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
  it("prints relative times", () => {
    const now = new Date("2026-01-01T12:00:00Z");
    expect(formatRelative(new Date("2026-01-01T11:55:00Z"), now)).toBe("há 5 min");
    expect(formatRelative(new Date("2026-01-01T09:00:00Z"), now)).toBe("há 3 h");
  });
});
