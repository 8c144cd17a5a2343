import { describe, expect, it } from "vitest";
import { adjustCents, centsToReais, reaisToCents } from "./money";

describe("money at the Mercado Pago edge", () => {
  it.each([
    ["basic", 29_900, 299],
    ["stardard", 49_900, 499],
    ["premium", 69_900, 699],
    ["odd centavos", 52_235, 522.35],
  ])("%s: %i centavos ↔ R$ %d", (_label, cents, reais) => {
    expect(centsToReais(cents)).toBe(reais);
    expect(reaisToCents(reais)).toBe(cents);
  });

  it("rounds float noise to the centavo", () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(522.345000001)).toBe(52_235);
  });

  it("refuses fractional centavos", () => {
    expect(() => centsToReais(10.5)).toThrow();
  });

  it.each([
    ["4,62 % on basic", 29_900, 462, 31_281],
    ["4,62 % on stardard", 49_900, 462, 52_205],
    ["10 % on premium", 69_900, 1_000, 76_890],
    ["0 %", 49_900, 0, 49_900],
    ["negative index (deflation) −1,5 %", 29_900, -150, 29_452],
  ])("adjustCents %s", (_label, cents, bp, expected) => {
    expect(adjustCents(cents, bp)).toBe(expected);
  });
});
