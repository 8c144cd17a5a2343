import { describe, expect, it } from "vitest";
import { compareImovel } from "./comparison";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./defaults";
import { compareVeiculo } from "./vehicle";
import {
  aboveBand,
  monthlyFromAnnual,
  simulationVerdict,
  verdictClaim,
  verdictKind,
  type MarketReference,
} from "./verdict";

// The BCB's average housing rate the oracles are stated against: 12 % a.a. (0,95 % a.m. is 12,01 %).
const housing: MarketReference = {
  annualPct: 12,
  refMonth: "2025-08",
  series: 20772,
  sourceUrl: "https://example.test/20772",
};
const vehicle: MarketReference = {
  annualPct: 27.3,
  refMonth: "2025-08",
  series: 20749,
  sourceUrl: "https://example.test/20749",
};
const imovel = (monthly: number, extra: Partial<typeof IMOVEL_DEFAULT_PARAMS> = {}) => ({
  kind: "imovel" as const,
  params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros: monthly, sacJuros: monthly, ...extra },
});
const reais = (x: number) => Math.round(x);

describe("the verdict — the issue's oracles on the default imóvel", () => {
  it("at 2 % a.m. the typed rate saves R$ 1 056 076 over PRICE, but the rate is above the band: the first claim is at the market, where the consórcio costs more", () => {
    const v = simulationVerdict(imovel(2), housing);
    const price = v.typed.paths.find((p) => p.system === "PRICE");
    expect(reais((price?.outlay ?? 0) - v.typed.consorcioOutlay)).toBe(1_056_076);
    // The cheaper path decides: SAC, not PRICE.
    expect(v.typed.financing.system).toBe("SAC");
    expect(v.typed.kind).toBe("saves");
    expect(v.band.above).toBe(true);
    expect(v.band.ratio).toBeCloseTo(26.824179456 / 12, 6);
    expect(v.basis).toBe("market");
    expect(v.market?.kind).toBe("costs-more");
    expect(v.kind).toBe("costs-more");
    expect(verdictClaim(v)).toBe(v.market);
    expect(v.market?.financing.monthlyRatePct).toBeCloseTo(monthlyFromAnnual(12), 12);
  });

  it("at 0,95 % a.m. the consórcio plus rent costs R$ 15 007 more than PRICE and R$ 214 884 more than SAC; the typed rate is the basis", () => {
    const v = simulationVerdict(imovel(0.95), housing);
    const byPath = Object.fromEntries(v.typed.paths.map((p) => [p.system, reais(v.typed.consorcioOutlay - p.outlay)]));
    expect(byPath).toEqual({ PRICE: 15_007, SAC: 214_884 });
    expect(reais(-v.typed.difference)).toBe(214_884);
    expect(v.basis).toBe("typed");
    expect(v.kind).toBe("costs-more");
    expect(verdictClaim(v)).toBe(v.typed);
  });

  it("names the wealth beside the outlay: financing R$ 4,11 mi against the consórcio's R$ 3,34 mi, at any rate", () => {
    for (const monthly of [2, 0.95]) {
      const { wealth } = simulationVerdict(imovel(monthly), housing).typed;
      expect((wealth.financing / 1e6).toFixed(2)).toBe("4.11");
      expect((wealth.consorcio / 1e6).toFixed(2)).toBe("3.34");
      expect(wealth.difference).toBeCloseTo(wealth.financing - wealth.consorcio, 6);
    }
  });

  it("outlays are the comparison's own totals (rent while waiting included)", () => {
    const params = imovel(0.95).params;
    const result = compareImovel(params);
    const v = simulationVerdict({ kind: "imovel", params }, housing, result);
    expect(v.typed.consorcioOutlay).toBe(
      result.consorcio.summary.totalPaid + result.consorcio.summary.rentPaidWhileWaiting,
    );
    expect(v.typed.financing.outlay).toBe(Math.min(result.price.summary.totalOutlay, result.sac.summary.totalOutlay));
    // Without rent while waiting the consórcio's outlay drops by exactly the rent.
    const noRent = simulationVerdict(
      imovel(0.95, { scenarios: { ...IMOVEL_DEFAULT_PARAMS.scenarios, rentWhileWaiting: false } }),
      housing,
    );
    expect(v.typed.consorcioOutlay - noRent.typed.consorcioOutlay).toBeCloseTo(
      result.consorcio.summary.rentPaidWhileWaiting,
      6,
    );
  });
});

describe("the verdict — a vehicle, an embutido bid, FGTS", () => {
  it("a vehicle compares with PRICE only, at 1,99 % a.m. (26,68 % a.a.), inside the band of a 27,3 % a.a. reference", () => {
    const params = { ...VEICULO_DEFAULT_PARAMS };
    const v = simulationVerdict({ kind: "veiculo", params }, vehicle);
    const result = compareVeiculo(params);
    expect(v.typed.paths.map((p) => p.system)).toEqual(["PRICE"]);
    expect(v.typed.difference).toBeCloseTo(result.price.summary.totalOutlay - result.consorcio.summary.totalOutlay, 6);
    expect(reais(v.typed.difference)).toBe(35_788);
    expect(v.basis).toBe("typed");
    expect(v.kind).toBe("saves");
    // The vehicle bought by financing is worth more at the end: it depreciates from month 0 at 120 000,
    // the consórcio's from month 12 at the corrected credit.
    expect(v.typed.wealth.difference).toBeGreaterThan(0);
  });

  it("a vehicle at 3,5 % a.m. (51 % a.a.) is above the band: the claim is at 27,3 % a.a.", () => {
    const v = simulationVerdict({ kind: "veiculo", params: { ...VEICULO_DEFAULT_PARAMS, priceJuros: 3.5 } }, vehicle);
    expect(v.basis).toBe("market");
    const atMarket = compareVeiculo({ ...VEICULO_DEFAULT_PARAMS, priceJuros: monthlyFromAnnual(27.3) });
    expect(v.market?.difference).toBeCloseTo(
      atMarket.price.summary.totalOutlay - atMarket.consorcio.summary.totalOutlay,
      6,
    );
  });

  it("an embutido bid leaves less credit in hand; the outlay still counts the whole bid (the client tops the credit up)", () => {
    const plain = simulationVerdict(imovel(0.95), housing);
    const v = simulationVerdict(imovel(0.95, { embutido: 10 }), housing);
    const carta = v.consorcio.creditReceived;
    expect(v.consorcio.embutido).toBeCloseTo(carta * 0.1, 6);
    expect(v.consorcio.creditInHand).toBeCloseTo(carta * 0.9, 6);
    expect(reais(v.consorcio.creditInHand)).toBe(575_006);
    expect(v.typed.consorcioOutlay).toBeCloseTo(plain.typed.consorcioOutlay, 6);
    expect(v.kind).toBe("costs-more");
  });

  it("FGTS is the client's own money: it stays in the outlay and is reported", () => {
    const plain = simulationVerdict(imovel(0.95), housing);
    const v = simulationVerdict(imovel(0.95, { fgtsLance: 50_000, fgtsParcela: 50 }), housing);
    const result = compareImovel(imovel(0.95, { fgtsLance: 50_000, fgtsParcela: 50 }).params);
    expect(v.typed.consorcioOutlay).toBeCloseTo(plain.typed.consorcioOutlay, 6);
    expect(v.consorcio.fgtsUsed).toBeCloseTo(
      50_000 + (result.consorcio.details?.fgtsInstalments?.total ?? Number.NaN),
      6,
    );
    expect(v.kind).toBe("costs-more");
  });

  it("without a reference the typed rate is the basis", () => {
    const v = simulationVerdict(imovel(2), null);
    expect(v).toMatchObject({ basis: "typed", kind: "saves", market: null, band: { ratio: null, above: false } });
  });
});

describe("the band and the kinds", () => {
  it.each([
    // 1,25 × 12 = 15 % a.a.: at the limit is inside, a hair above is outside.
    [15, 12, false],
    [15.0001, 12, true],
    [12.01, 12, false],
    [26.82, 12, true],
    [40, 0, false],
  ])("%d % a.a. against %d % a.a. → above: %s", (typed, reference, above) => {
    expect(aboveBand(typed, reference)).toBe(above);
  });

  it.each([
    [1.0001, "saves"],
    [1, "even"],
    [-1, "even"],
    [-1.0001, "costs-more"],
  ] as const)("a difference of %d % is %s", (pct, kind) => {
    expect(verdictKind(pct, pct)).toBe(kind);
  });

  it("converts an effective annual rate to the monthly one", () => {
    expect(monthlyFromAnnual(26.8241794563)).toBeCloseTo(2, 9);
    expect(monthlyFromAnnual(12.6825030132)).toBeCloseTo(1, 9);
  });
});

describe("the band judges the claim's own rate", () => {
  it("a dearer path's inflated rate does not move the basis: PRICE at 0,95 % a.m. is the claim, SAC at 2 % is not", () => {
    const v = simulationVerdict(
      { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros: 0.95, sacJuros: 2 } },
      housing,
    );
    expect(v.typed.financing.system).toBe("PRICE");
    expect(v.band.typedAnnualPct).toBeCloseTo(12.0149216, 6);
    expect(v.basis).toBe("typed");
  });
});
