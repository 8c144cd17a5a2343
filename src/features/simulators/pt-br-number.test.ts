import { describe, expect, it } from "vitest";
import { formatPtBrNumber, parsePtBrNumber } from "./pt-br-number";

describe("parsePtBrNumber", () => {
  it.each<[string, string, number]>([
    ["plain integer", "220", 220],
    ["thousands dots", "500.000", 500_000],
    ["millions", "1.500.000", 1_500_000],
    ["comma decimals", "1,99", 1.99],
    ["thousands and decimals", "1.250,50", 1250.5],
    ["currency prefix", "R$ 500.000,00", 500_000],
    ["non-breaking space after R$", "R$\u00a0638.895,57", 638_895.57],
    ["percent suffix", "6,32 %", 6.32],
    ["negative rate", "-0,5", -0.5],
    ["unicode minus", "−1,5", -1.5],
    ["explicit plus", "+2", 2],
    ["leading comma", ",5", 0.5],
    ["trailing comma while typing", "1,", 1],
    ["decimal point pasted from elsewhere", "1.99", 1.99],
    ["half-typed thousands read as a decimal", "500.0", 500],
    ["trailing dot while typing", "500.", 500],
    ["surrounding spaces", "  12  ", 12],
    ["zero", "0", 0],
  ])("%s: %j → %d", (_label, text, expected) => {
    expect(parsePtBrNumber(text)).toBeCloseTo(expected, 10);
  });

  it.each<[string, string]>([
    ["empty", ""],
    ["blank", "   "],
    ["a lone minus", "-"],
    ["a lone comma", ","],
    ["letters", "abc"],
    ["digits and letters", "12a"],
    ["two commas", "1,2,3"],
    ["dots that do not group thousands before a comma", "1.2,5"],
    ["two dots that do not group thousands", "1.2.3"],
    ["dot after the comma", "1,2.5"],
    ["exponent", "1e5"],
  ])("%s: %j → NaN", (_label, text) => {
    expect(parsePtBrNumber(text)).toBeNaN();
  });
});

describe("formatPtBrNumber", () => {
  it.each<[string, number, string]>([
    ["credit", 500_000, "500.000"],
    ["rate", 6.32, "6,32"],
    ["vehicle rate", 1.99, "1,99"],
    ["negative", -1.5, "-1,5"],
    ["integer term", 220, "220"],
    ["NaN is an empty field", Number.NaN, ""],
  ])("%s: %d → %j", (_label, value, expected) => {
    expect(formatPtBrNumber(value)).toBe(expected);
  });

  it.each([500_000, 6.32, 0.9, 1.99, 100_000_000, -99.99, 27.954545, 0])("reads back %d exactly", (value) => {
    expect(parsePtBrNumber(formatPtBrNumber(value))).toBe(value);
  });
});
