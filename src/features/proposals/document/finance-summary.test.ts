import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel, compareVeiculo } from "~/features/simulators";
import { formatBRL } from "~/lib/format";
import v1 from "./fixtures/stored-results-2026.11.1.json";
import { financeSummary, hasFinanceSummary } from "./finance-summary";
import { readStoredResults } from "./stored-results";

const stored = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;
const labels = (rows: { label: string }[] | null) => rows?.map((r) => r.label);
const value = (rows: { label: string; value: string }[] | null, label: string) =>
  rows?.find((r) => r.label === label)?.value;

describe("financeSummary (public page and PDF, from the snapshot)", () => {
  // 500 000 at contemplation month 50: a 20 % bid of own money + 10 % embutido + R$ 20 000 of FGTS.
  const params = { ...IMOVEL_DEFAULT_PARAMS, embutido: 10, fgtsLance: 20_000, bidMode: "reduzPrazo" as const };
  const comparison = stored(compareImovel(params));
  const details = comparison.consorcio.details!;

  it("shows the bid by where its money comes from, adding up to the bid, and the credit in hand", () => {
    const s = financeSummary(comparison, "reduzPrazo");
    expect(labels(s.bid)).toEqual(["Recursos próprios", "Lance embutido", "FGTS", "Lance total", "Crédito recebido"]);
    expect(details.bid.own + details.bid.embutido + details.bid.fgts).toBeCloseTo(details.bid.total, 6);
    expect(value(s.bid, "FGTS")).toBe(formatBRL(20_000));
    expect(value(s.bid, "Lance embutido")).toBe(formatBRL(details.bid.creditInForce * 0.1));
    expect(value(s.bid, "Lance total")).toBe(formatBRL(details.bid.total));
    expect(value(s.bid, "Crédito recebido")).toBe(formatBRL(details.bid.creditInForce - details.bid.embutido));
    // One "Crédito recebido" per page: the path card's credit in hand is the same figure.
    const { totals } = comparison.consorcio.schedule;
    expect(value(s.bid, "Crédito recebido")).toBe(formatBRL(totals.creditReceived - totals.embutido));
  });

  it.each(["reduzParcela", "reduzPrazo"] as const)(
    "shows both ways after the bid and marks the client's pick (%s)",
    (bidMode) => {
      const s = financeSummary(comparison, bidMode);
      expect(s.afterBid?.map((r) => [r.label, r.value, r.picked])).toEqual([
        ["Reduzir a parcela", formatBRL(details.afterBid.reduzParcela.instalment), bidMode === "reduzParcela"],
        ["Reduzir o prazo", formatBRL(details.afterBid.reduzPrazo.instalment), bidMode === "reduzPrazo"],
      ]);
    },
  );

  it("states the consórcio's cost as total paid vs the carta and both at present value at the rentabilidade", () => {
    const cost = comparison.consorcio.honestCost!;
    const s = financeSummary(comparison, "reduzPrazo");
    expect(value(s.cost, "Total pago")).toBe(formatBRL(cost.totalPaid));
    expect(value(s.cost, "Carta de crédito")).toBe(formatBRL(cost.creditReceived));
    // The carta is not what the client receives with an embutido bid: that label is the bid block's.
    expect(s.cost?.some((r) => r.label === "Crédito recebido")).toBe(false);
    expect(value(s.cost, "Total pago a valor presente (13,00\u00a0%\u00a0a.a.)")).toBe(
      formatBRL(cost.presentValue!.paid),
    );
    expect(value(s.cost, "Carta a valor presente (13,00\u00a0%\u00a0a.a.)")).toBe(formatBRL(cost.presentValue!.credit));
    expect(value(s.cost, "Custo a valor presente")).toBe(
      formatBRL(cost.presentValue!.paid - cost.presentValue!.credit),
    );
  });

  it("without a bid shows no composition and no ways after it, the cost still", () => {
    const s = financeSummary(stored(compareVeiculo({ ...VEICULO_DEFAULT_PARAMS, win: 0 })), "reduzParcela");
    expect(s.bid).toBeNull();
    expect(s.afterBid).toBeNull();
    expect(s.cost).not.toBeNull();
  });

  it("lists the SFH limits each financing breaks, and none when within them", () => {
    const within = financeSummary(
      stored(
        compareImovel({ ...IMOVEL_DEFAULT_PARAMS, priceJuros: 0.9, sacJuros: 0.9, pricePercent: 30, sacPercent: 20 }),
      ),
      "reduzParcela",
    );
    expect(within.warnings).toEqual([]);
    const s = financeSummary(
      stored(
        compareImovel({ ...IMOVEL_DEFAULT_PARAMS, priceJuros: 0.9, sacJuros: 0.9, pricePercent: 20, sacPercent: 10 }),
      ),
      "reduzParcela",
    );
    expect(s.warnings.map((w) => w.name)).toEqual(["PRICE", "SAC"]);
    expect(s.warnings[0]?.items.join(" ")).toContain("o PRICE financia até 70\u00a0%");
    expect(s.warnings[1]?.items.join(" ")).toContain("o SAC financia até 80\u00a0%");
  });

  it("an engine 2026.11.1 snapshot has none of these parts: nothing is shown", () => {
    for (const json of [v1.imovel, v1.veiculo]) {
      const old = readStoredResults("2026.11.1", json);
      const s = financeSummary(old.comparison, "reduzParcela");
      expect(s).toEqual({ bid: null, afterBid: null, cost: null, warnings: [] });
      expect(hasFinanceSummary(s)).toBe(false);
    }
  });
});
