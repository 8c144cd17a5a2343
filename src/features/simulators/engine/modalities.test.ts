import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS } from "./defaults";
import { SimulationValidationError } from "./errors";
import {
  DEFAULT_MODALITIES,
  MODALITY_KEYS,
  modalityBids,
  wholeInstalmentsRemoved,
  type ModalityKey,
} from "./modalities";

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
      ["sorteio", 96],
      ["fixo", 90],
      ["fidelidade1", 42],
      ["fidelidade2", 12],
      ["fidelidade3", 8],
      ["especial50", 8],
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

describe("modalityBids — what each card means on the defaults (contemplation month 50, win 20 %)", () => {
  it.each<[string, ModalityKey, number, number]>([
    ["sorteio: no bid", "sorteio", 0, 0],
    ["fixo: the simulation's 20 % of C(50), never the 90 % statistic", "fixo", 20, 0.2 * C50],
    ["fidelidade 1: the simulation's bid, not 42 %", "fidelidade1", 20, 0.2 * C50],
    ["fidelidade 2: the simulation's bid, not 12 %", "fidelidade2", 20, 0.2 * C50],
    ["fidelidade 3: the simulation's bid, not 8 %", "fidelidade3", 20, 0.2 * C50],
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

  it("the 20 % fixo bid gives the model's reduzParcela instalment 2 820,37 in month 51 and removes 35,7724 instalments", () => {
    expect(Math.abs((byKey("fixo").instalmentAfterBid ?? 0) - 2820.37)).toBeLessThanOrEqual(HALF_CENTAVO);
    expect(byKey("fixo").instalmentsRemoved).toBeCloseTo(35.7724, 4);
  });

  it("the seller's percent never changes a figure: only the simulation's win does", () => {
    const other = modalityBids(
      IMOVEL_DEFAULT_PARAMS,
      DEFAULT_MODALITIES.map((m) => ({ ...m, percent: 1 })),
    );
    expect(other.map((b) => b.bidValue)).toEqual(bids.map((b) => b.bidValue));
    const higher = modalityBids({ ...IMOVEL_DEFAULT_PARAMS, win: 30 });
    expect(byKey("fixo", higher).bidValue).toBeCloseTo(0.3 * C50, 6);
    expect(byKey("especial50", higher).bidValue).toBeCloseTo(byKey("especial50").bidValue, 6);
  });

  it.each([
    ["35,7724 → 35 fewer and a smaller last one", 35.7724, { whole: 35, smallerLast: true }],
    ["exactly 50 → 50 fewer", 50.0000000001, { whole: 50, smallerLast: false }],
    ["0,4 → none fewer, a smaller last one", 0.4, { whole: 0, smallerLast: true }],
  ])("instalments removed as people read them: %s", (_label, count, expected) => {
    expect(wholeInstalmentsRemoved(count)).toEqual(expected);
  });

  it("keeps the seller's title, description and percent", () => {
    expect(byKey("sorteio")).toMatchObject({ title: "Sorteio", percent: 96, bidKind: "none" });
  });

  it("fidelidade needs 6, 12 or 18 instalments paid by the contemplation month", () => {
    const early = modalityBids({ ...IMOVEL_DEFAULT_PARAMS, prazoAc: 12 });
    expect([
      byKey("fidelidade1", early).eligible,
      byKey("fidelidade2", early).eligible,
      byKey("fidelidade3", early).eligible,
    ]).toEqual([true, true, false]);
  });

  it("a bid above what is left to pay is flagged infeasible, with no after-bid figures", () => {
    const late = modalityBids({ ...IMOVEL_DEFAULT_PARAMS, prazoAc: 200 });
    // Saldo at month 200: 1,23 · 20/220 = 11,18 % → especial's 27,95 % does not fit; a 10 % win does.
    expect(byKey("especial50", late)).toMatchObject({
      feasible: false,
      instalmentAfterBid: null,
      instalmentsRemoved: null,
    });
    expect(byKey("sorteio", late).feasible).toBe(true);
    const lowBid = modalityBids({ ...IMOVEL_DEFAULT_PARAMS, prazoAc: 200, win: 10 });
    expect(byKey("fixo", lowBid).feasible).toBe(true);
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
    expect(() =>
      modalityBids(IMOVEL_DEFAULT_PARAMS, [{ key: "fixo", percent: 120, title: "", description: "" }]),
    ).toThrow(/percentual da modalidade/);
  });
});
