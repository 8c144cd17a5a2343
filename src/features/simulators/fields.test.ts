import { describe, expect, it } from "vitest";
import { IMOVEL_GROUPS, unusualValueMessage, type NumberFieldDef } from "./fields";

const field = (name: string): NumberFieldDef => {
  const found = IMOVEL_GROUPS.flatMap((group) => group.fields).find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe("unusual values: allowed by the limits, but the field says so", () => {
  it.each([
    ["priceJuros", -1, true],
    ["priceJuros", 15, true],
    ["priceJuros", 0.95, false],
    ["priceJuros", 0, false],
    ["sacJuros", 5.5, true],
    ["aplicacao", -0.5, true],
    ["correction", 6.32, false],
    ["correction", 45, true],
    ["value", 10, false],
  ])("%s = %d → warns: %s", (name, value, warns) => {
    const message = unusualValueMessage(field(name), value);
    expect(message !== null).toBe(warns);
  });

  it("names the field, the value and the usual range in pt-BR", () => {
    expect(unusualValueMessage(field("priceJuros"), 15)).toBe(
      "Juros: 15 % a.m. está fora do usual (0 a 5 % a.m.). Confira antes de gerar a proposta.",
    );
    expect(unusualValueMessage(field("priceJuros"), -1.5)).toContain("-1,5 % a.m.");
  });
});
