import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { groupThousands, RULES } from "./validation";

describe("groupThousands", () => {
  it("writes a whole number as toLocaleString('pt-BR') does", () => {
    for (const value of [0, 7, 999, 1_000, 12_345, 1_000_000, 100_000_000, 9_007_199_254_740_991]) {
      expect(groupThousands(value)).toBe(value.toLocaleString("pt-BR"));
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(groupThousands(value)).toBe(value.toLocaleString("pt-BR"));
      }),
    );
  });

  it("leaves anything else to toLocaleString", () => {
    expect(groupThousands(1234.5)).toBe((1234.5).toLocaleString("pt-BR"));
    expect(groupThousands(-1000)).toBe((-1000).toLocaleString("pt-BR"));
  });

  it("keeps the money rules' messages", () => {
    expect(RULES.fgtsLance.message).toBe("O FGTS no lance deve estar entre R$\u00a00,00 e R$\u00a0100.000.000,00.");
    expect(RULES.finTarifa.message).toBe("A tarifa mensal deve estar entre R$\u00a00,00 e R$\u00a01.000.000,00.");
    expect(RULES.finTarifasIniciais.message).toBe(
      "As tarifas iniciais devem estar entre R$\u00a00,00 e R$\u00a0100.000.000,00.",
    );
  });
});
