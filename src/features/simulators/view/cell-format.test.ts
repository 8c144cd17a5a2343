import { describe, expect, it } from "vitest";
import { cellAlign, formatCell, type CellKind } from "./cell-format";

const nbsp = (s: string) => s.replace(/R\$ /g, "R$\u00a0");

describe("formatCell", () => {
  it.each<[string, CellKind, number | null | undefined, string]>([
    ["month as a plain number", "month", 220, "220"],
    ["money, half-up to centavos", "money", 2795.445, "R$\u00a02.795,45"],
    ["money, millions", "money", 1_234_567.891, "R$\u00a01.234.567,89"],
    ["money, negative zero", "money", -0, "R$\u00a00,00"],
    ["percent with two decimals", "percent", 27.9545, "27,95\u00a0%"],
    ["number, a fraction with two decimals", "number", 35.77243, "35,77"],
    ["number, a fraction keeps its trailing zero", "number", 1010.8, "1.010,80"],
    ["number, whole", "number", 1200, "1.200"],
    ["null prints a dash", "money", null, "—"],
    ["undefined (missing key) prints a dash", "number", undefined, "—"],
    ["NaN prints a dash, never 'NaN'", "money", Number.NaN, "—"],
    ["Infinity prints a dash", "percent", Number.POSITIVE_INFINITY, "—"],
  ])("%s", (_label, kind, value, expected) => {
    expect(formatCell(kind, value)).toBe(nbsp(expected));
  });

  it.each<[CellKind, "left" | "right"]>([
    ["month", "left"],
    ["money", "right"],
    ["percent", "right"],
    ["number", "right"],
  ])("%s aligns %s", (kind, align) => expect(cellAlign(kind)).toBe(align));
});
