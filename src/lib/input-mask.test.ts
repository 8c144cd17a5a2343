import { describe, expect, it } from "vitest";
import { caretAfterMask, formatPhone, maskMoney, maskPhone } from "./input-mask";

describe("maskPhone", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["119876", "(11) 9876"],
    ["1198765", "(11) 9876-5"],
    ["1133334444", "(11) 3333-4444"],
    ["11987654321", "(11) 98765-4321"],
    ["(11) 98765-4321", "(11) 98765-4321"],
    ["+55 11 98765-4321", "(11) 98765-4321"],
    ["119876543210000", "(11) 98765-4321"],
  ])("%s → %s", (raw, masked) => expect(maskPhone(raw)).toBe(masked));
});

describe("formatPhone (stored digits shown pt-BR)", () => {
  it.each([
    ["11987654321", "(11) 98765-4321"],
    ["5511933334444", "(11) 93333-4444"],
    ["551133334444", "(11) 3333-4444"],
    ["123", "123"],
  ])("%s → %s", (digits, shown) => expect(formatPhone(digits)).toBe(shown));
});

describe("maskMoney", () => {
  it.each([
    ["", ""],
    ["500000", "500.000"],
    ["500.000", "500.000"],
    ["6500", "6.500"],
    ["1234567,891", "1.234.567,89"],
    [",5", "0,5"],
    ["007", "7"],
    ["R$ 12a34", "1.234"],
  ])("%s → %s", (raw, masked) => expect(maskMoney(raw)).toBe(masked));
});

describe("caretAfterMask", () => {
  it("keeps the caret after the same digit when separators move", () => {
    // Typing the 5th digit in the middle: "(11) 98|76" → "(11) 981|76" → mask → after the 1.
    const typed = "(11) 98176";
    const masked = maskPhone(typed);
    expect(masked).toBe("(11) 9817-6");
    expect(caretAfterMask(typed, 8, masked)).toBe(8);
    // At the end it stays at the end.
    expect(caretAfterMask("65000", 5, maskMoney("65000"))).toBe("65.000".length);
  });
});
