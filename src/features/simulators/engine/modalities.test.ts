import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS } from "./defaults";
import { SimulationValidationError } from "./errors";
import { DEFAULT_MODALITIES, MODALITY_KEYS, modalityBids, type ModalityKey } from "./modalities";

const HALF_CENTAVO = 0.005;
const C50 = 638_895.5689125886;
const bids = modalityBids(IMOVEL_DEFAULT_PARAMS);
const byKey = (key: ModalityKey, list = bids) => {
  const found = list.find((b) => b.key === key);
  if (!found) throw new Error(`missing ${key}`);
  return found;
};

describe("DEFAULT_MODALITIES", () => {
  it("has the six cards in order with the default percents", () => {
    expect(DEFAULT_MODALITIES.map((m) => [m.key, m.percent])).toEqual([
      ["sorteio", 96], ["fixo", 90], ["fidelidade1", 42], ["fidelidade2", 12], ["fidelidade3", 8], ["especial50", 8],
    ]);
    expect(DEFAULT_MODALITIES.map((m) => m.key)).toEqual([...MODALITY_KEYS]);
  });

  it.each([
    ["fidelidade1", /6 parcelas pagas sem atraso/],
    ["fidelidade2", /12 parcelas pagas sem atraso/],
    ["fidelidade3", /18 parcelas pagas sem atraso/],
    ["especial50", /50 parcelas/],
  ] as const)("%s description says %s", (key, text) => {
    expect(DEFAULT_MODALITIES.find((m) => m.key === key)?.description).toMatch(text);
  });
});

describe("modalityBids — what each bid means on the defaults (contemplation month 50)", () => {
  it.each<[string, ModalityKey, number, number]>([
    ["sorteio: no bid", "sorteio", 0, 0],
    ["fixo 90 % of C(50)", "fixo", 90, 0.9 * C50],
    ["fidelidade 1: 42 % of C(50)", "fidelidade1", 42, 0.42 * C50],
    ["fidelidade 2: 12 % of C(50)", "fidelidade2", 12, 0.12 * C50],
    ["fidelidade 3: 8 % of C(50)", "fidelidade3", 8, 0.08 * C50],
    ["especial 50 = 50 · p0 = 27,95 % of C(50)", "especial50", 27.95, 178_600.35],
  ])("%s", (_label, key, pct, reais) => {
    const b = byKey(key);
    expect(Math.abs(b.bidPct - pct)).toBeLessThanOrEqual(HALF_CENTAVO);
    expect(Math.abs(b.bidValue - reais)).toBeLessThanOrEqual(HALF_CENTAVO);
    expect(b.creditAtContemplation).toBeCloseTo(C50, 6);
    expect(b.feasible).toBe(true);
    expect(b.eligible).toBe(true);
  });

  it("especial 50 removes exactly 50 instalments under reduzPrazo", () => {
    expect(byKey("especial50").instalmentsRemoved).toBeCloseTo(50, 10);
  });

  it("a 20 % fixo bid gives the model's reduzParcela instalment 2 820,37 in month 51", () => {
    const custom = modalityBids(IMOVEL_DEFAULT_PARAMS, [{ key: "fixo", percent: 20, title: "Fixo", description: "" }]);
    expect(Math.abs((custom[0]?.instalmentAfterBid ?? 0) - 2820.37)).toBeLessThanOrEqual(HALF_CENTAVO);
  });

  it("keeps the seller's title, description and percent", () => {
    expect(byKey("sorteio")).toMatchObject({ title: "Sorteio", percent: 96, bidKind: "none" });
  });

  it("fidelidade needs 6, 12 or 18 instalments paid by the contemplation month", () => {
    const early = modalityBids({ ...IMOVEL_DEFAULT_PARAMS, prazoAc: 12 });
    expect([byKey("fidelidade1", early).eligible, byKey("fidelidade2", early).eligible, byKey("fidelidade3", early).eligible])
      .toEqual([true, true, false]);
  });

  it("a bid above what is left to pay is flagged infeasible, with no after-bid figures", () => {
    const late = modalityBids({ ...IMOVEL_DEFAULT_PARAMS, prazoAc: 200 });
    // Saldo at month 200: 1,23 · 20/220 = 11,18 % → fixo 90 % and especial 27,95 % do not fit; 8 % does.
    expect(byKey("fixo", late)).toMatchObject({ feasible: false, instalmentAfterBid: null, instalmentsRemoved: null });
    expect(byKey("especial50", late).feasible).toBe(false);
    expect(byKey("fidelidade3", late).feasible).toBe(true);
  });

  it.each([
    ["prazoAc after prazo", { prazoAc: 300 }, "prazoAc"],
    ["value 0", { value: 0 }, "value"],
  ])("refuses %s", (_label, overrides, field) => {
    expect(() => modalityBids({ ...IMOVEL_DEFAULT_PARAMS, ...overrides })).toThrow(SimulationValidationError);
    try {
      modalityBids({ ...IMOVEL_DEFAULT_PARAMS, ...overrides });
    } catch (error) {
      expect((error as SimulationValidationError).field).toBe(field);
    }
  });

  it("refuses a modality percent outside 0–100", () => {
    expect(() => modalityBids(IMOVEL_DEFAULT_PARAMS, [{ key: "fixo", percent: 120, title: "", description: "" }]))
      .toThrow(/percentual da modalidade/);
  });
});
