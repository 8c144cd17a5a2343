import { describe, expect, it } from "vitest";
import { maskCnpj, maskDocument } from "./document-mask";

describe("maskDocument", () => {
  it.each([
    ["empty", "", ""],
    ["3 digits", "123", "123"],
    ["4 digits", "1234", "123.4"],
    ["7 digits", "1234567", "123.456.7"],
    ["10 digits", "1234567890", "123.456.789-0"],
    ["full CPF", "12345678909", "123.456.789-09"],
    ["CPF pasted with mask", "123.456.789-09", "123.456.789-09"],
    ["12 digits become a CNPJ", "114447770001", "11.444.777/0001"],
    ["full CNPJ", "11444777000161", "11.444.777/0001-61"],
    ["CNPJ pasted with mask", "11.444.777/0001-61", "11.444.777/0001-61"],
    ["too long is cut", "114447770001619999", "11.444.777/0001-61"],
    ["alphanumeric CNPJ", "12abc34501de35", "12.ABC.345/01DE-35"],
    ["letters other than the CNPJ's are dropped", "12x", "12.X"],
    ["junk characters are dropped", "12#3", "123"],
  ])("%s: %j → %j", (_label, raw, expected) => {
    expect(maskDocument(raw)).toBe(expected);
  });
});

describe("maskCnpj (the settings' CNPJ field: a CNPJ from the first character)", () => {
  it.each([
    ["", ""],
    ["11", "11"],
    ["11444", "11.444"],
    ["11444777", "11.444.777"],
    ["114447770001", "11.444.777/0001"],
    ["11444777000161", "11.444.777/0001-61"],
    ["11.444.777/0001-61999", "11.444.777/0001-61"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
  ])("%j → %j", (raw, masked) => {
    expect(maskCnpj(raw)).toBe(masked);
  });
});
