import { describe, expect, it } from "vitest";
import {
  compareImovel,
  IMOVEL_DEFAULT_PARAMS,
  oddsByMonth,
  simulationVerdict,
  VEICULO_DEFAULT_PARAMS,
  type AssemblyRecord,
} from "~/features/simulators";
import { exploreBounds } from "./explore-bounds";
import {
  applyVariant,
  boundsMessage,
  exploreFigures,
  proposalVariant,
  verdictAtBid,
  type ExploreOdds,
} from "./explore";

// Six assemblies of 100 cotas, one draw winner each (pDraw = 0,01); lowest winning bids 30, 40, 25, —, 50, 35.
const lowest = [30, 40, 25, null, 50, 35];
const assemblies: AssemblyRecord[] = lowest.map((bid, i) => ({
  date: `2026-0${i + 1}-10`,
  activeCotas: 100,
  drawWinners: 1,
  bidWinners: bid === null ? 0 : 2,
  lowestWinningBidPct: bid,
}));
const history = { source: "extrato da administradora", readOn: "2026-07-01", assemblies };
const params = { ...IMOVEL_DEFAULT_PARAMS, scenarios: { ...IMOVEL_DEFAULT_PARAMS.scenarios, rentWhileWaiting: true } };
const bounds = exploreBounds("imovel", params);

describe("exploreFigures", () => {
  it("at the proposal's own choice gives the proposal's instalment", () => {
    const figures = exploreFigures("imovel", params, proposalVariant(params), bounds, history);
    expect(figures.ok && figures.firstInstalment).toBeCloseTo(
      compareImovel(params).consorcio.summary.firstInstalment,
      6,
    );
  });

  it("a bid of 35 % reaches 3 of the 5 recorded lowest bids: 50 % of chance by month 2 and the rent of months 3 … 50 saved", () => {
    const figures = exploreFigures("imovel", params, { ...proposalVariant(params), bidPct: 35 }, bounds, history);
    if (!figures.ok || figures.odds.state !== "ok") throw new Error("expected figures and odds");
    // Engine (contemplation.test.ts): k = 2,49957 smoothed of n + 1 = 7, draw (6 + ½) / 601:
    // p = 0,0108153 + 0,9891847 · 0,3570816 = 0,3640350; 36,4 % in month 1, 59,6 % by month 2.
    expect(figures.odds.perAssembly.probability).toBeCloseTo(0.364035, 6);
    expect(figures.odds.medianMonth).toBe(2);
    expect(figures.odds.recorded).toEqual({ assemblies: 6, count: 5, min: 25, max: 50, reached: 3 });
    expect(figures.odds.months).toBe(params.prazo);
    // rent(m) = 500 000 · 1 % · 1,05^floor((m − 1)/12): months 3–12 → 10 · 5 000; 13–24 → 12 · 5 250;
    // 25–36 → 12 · 5 512,50; 37–48 → 12 · 5 788,125; 49–50 → 2 · 6 077,53125
    const rent = 10 * 5000 + 12 * 5250 + 12 * 5512.5 + 12 * 5788.125 + 2 * 6077.53125;
    expect(figures.rentSaved?.amount).toBeCloseTo(rent, 6);
    expect(figures.rentSaved).toMatchObject({ fromMonth: 2, toMonth: 50 });
  });

  it("a higher bid changes the instalment after contemplation and raises the odds", () => {
    const low = exploreFigures("imovel", params, { ...proposalVariant(params), bidPct: 20 }, bounds, history);
    const high = exploreFigures("imovel", params, { ...proposalVariant(params), bidPct: 45 }, bounds, history);
    if (!low.ok || !high.ok || low.odds.state !== "ok" || high.odds.state !== "ok") throw new Error("expected figures");
    expect(high.afterInstalment).toBeLessThan(low.afterInstalment);
    const month12 = (odds: Extract<ExploreOdds, { state: "ok" }>) =>
      oddsByMonth(odds.perAssembly, odds.months)[11]?.probability ?? 0;
    expect(month12(high.odds)).toBeGreaterThan(month12(low.odds));
  });

  it("shows no odds without a history, and the refusal under six assemblies", () => {
    expect(exploreFigures("imovel", params, proposalVariant(params), bounds, null).odds).toEqual({ state: "none" });
    expect(
      exploreFigures("imovel", params, proposalVariant(params), bounds, {
        ...history,
        assemblies: assemblies.slice(0, 5),
      }).odds,
    ).toEqual({ state: "refused", assemblies: 5, minimum: 6 });
  });

  it("refuses a variant outside the seller's bounds with a pt-BR message", () => {
    const limited = exploreBounds("imovel", params, { bidMinPct: 10, bidMaxPct: 40, termMin: null, termMax: null });
    const figures = exploreFigures("imovel", params, { ...proposalVariant(params), bidPct: 41 }, limited, history);
    expect(figures).toMatchObject({ ok: false, message: "O lance deve estar entre 10\u00a0% e 40\u00a0% do crédito." });
    expect(boundsMessage({ ...proposalVariant(params), prazo: 200 }, limited)).toBe(
      "O prazo desta proposta não pode ser alterado.",
    );
    expect(
      boundsMessage(
        { ...proposalVariant(VEICULO_DEFAULT_PARAMS), fgtsLance: 1000 },
        exploreBounds("veiculo", VEICULO_DEFAULT_PARAMS),
      ),
    ).toBe("Esta simulação não permite FGTS no lance.");
  });

  it("puts the variant into the engine's parameters (bid over credit plus fees divided back)", () => {
    const p = applyVariant(
      { ...params, bidBase: "creditoTaxas" as const, ta: 25 },
      { bidPct: 25, embutidoPct: 5, fgtsLance: 1000, prazo: 200 },
    );
    expect([p.win, p.embutido, p.fgtsLance, p.prazo]).toEqual([20, 5, 1000, 200]);
  });
});

describe("exploreBounds", () => {
  it("defaults to 0 % up to the balance at contemplation, floored to centésimos: (1,23 − 50 · 1,23 / 220) · 100 = 95,045… → 95,04", () => {
    expect(bounds).toEqual({
      bidMinPct: 0,
      bidMaxPct: 95.04,
      embutidoMaxPct: params.embutidoMax,
      fgts: true,
      prazo: 220,
      term: null,
    });
  });

  it("keeps the seller's range inside what the simulation allows, and opens the term only with both ends", () => {
    expect(exploreBounds("imovel", params, { bidMinPct: 10, bidMaxPct: 99, termMin: 180, termMax: 240 })).toMatchObject(
      { bidMinPct: 10, bidMaxPct: 95.04, term: { min: 180, max: 240 } },
    );
    expect(
      exploreBounds("veiculo", VEICULO_DEFAULT_PARAMS, { bidMinPct: 0, bidMaxPct: 50, termMin: 60, termMax: null }),
    ).toMatchObject({ fgts: false, term: null });
  });
});

describe("verdictAtBid", () => {
  const reference = {
    annualPct: 11.5,
    refMonth: "2026-09",
    series: 20772,
    sourceUrl: "https://www3.bcb.gov.br/sgspub",
  };

  it("is the product's verdict (engine) on the comparison already run for the chosen bid", () => {
    const atBid = applyVariant(params, { ...proposalVariant(params), bidPct: 45 });
    const verdict = simulationVerdict({ kind: "imovel", params: atBid }, null);
    expect(verdictAtBid("imovel", atBid, compareImovel(atBid), null)).toEqual({
      kind: verdict.kind,
      amount: Math.abs(verdict.typed.difference),
      difference: verdict.typed.difference,
      financingOutlay: verdict.typed.financing.outlay,
      basis: "typed",
      system: verdict.typed.financing.system,
      differencePct: verdict.typed.differencePct,
    });
  });

  it("answers on the market basis when the proposal's rate is far above the Banco Central's average (2 % a.m. ≈ 26,8 % a.a. > 1,25 × 11,5 %)", () => {
    const verdict = verdictAtBid("imovel", params, compareImovel(params), reference);
    const engine = simulationVerdict({ kind: "imovel", params }, reference);
    expect(verdict.basis).toBe("market");
    expect(verdict.amount).toBeCloseTo(Math.abs(engine.market?.difference ?? Number.NaN), 6);
  });

  it("exploreFigures carries it, so a different bid can change the verdict's amount", () => {
    const low = exploreFigures("imovel", params, { ...proposalVariant(params), bidPct: 10 }, bounds, null, reference);
    const high = exploreFigures("imovel", params, { ...proposalVariant(params), bidPct: 60 }, bounds, null, reference);
    if (!low.ok || !high.ok) throw new Error("expected figures");
    expect(low.verdict.basis).toBe("market");
    expect(high.verdict.amount).not.toBeCloseTo(low.verdict.amount, 2);
  });
});
