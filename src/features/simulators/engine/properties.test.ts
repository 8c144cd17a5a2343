import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareImovel } from "./comparison";
import { consorcioSchedule } from "./consorcio";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./defaults";
import { financingSchedule } from "./financing";
import type { ImovelParams, VeiculoParams } from "./types";
import { maxBidPct } from "./validation";
import { compareVeiculo } from "./vehicle";
import { downPayment, nonFinite, PROPERTY_TIMEOUT_MS, rate } from "~/test/engine-property-kit";

/** |a − b| within `rel` of the magnitudes involved (sums of many floats drift relatively, not absolutely). */
function near(a: number, b: number, scale: number, rel = 1e-9): boolean {
  return Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b), Math.abs(scale)) + 1e-300;
}

const sum = (values: number[]) => values.reduce((x, y) => x + y, 0);
// The rest of model §1's valid domain (rate and down payment: src/test/engine-property-kit.ts).
const share = fc.double({ min: 0, max: 100, noNaN: true });
const term = fc.integer({ min: 1, max: 600 });
const bidShare = fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true }));

// The honest-finance additions switched off: these properties are about the model of simulation-model.md.
const OFF = {
  correctionIndex: "INCC" as const,
  bidBase: "credito" as const,
  embutido: 0,
  embutidoMax: 30,
  fundoReserva: 0,
  seguro: 0,
  finMip: 0,
  finTarifa: 0,
  finTarifasIniciais: 0,
};

const consorcioArb = fc
  .record({
    value: fc.oneof(fc.constant(100_000_000), fc.double({ min: 0.01, max: 100_000_000, noNaN: true })),
    prazo: fc.integer({ min: 1, max: 420 }),
    ta: share,
    correction: rate,
    bidMode: fc.constantFrom("reduzParcela" as const, "reduzPrazo" as const),
  })
  .chain((c) =>
    fc
      .record({ prazoAc: fc.integer({ min: 1, max: c.prazo }), u: bidShare })
      .map(({ prazoAc, u }) => ({ ...c, prazoAc, win: u * maxBidPct(c.ta, c.prazo, prazoAc), ...OFF })),
  );

const imovelArb: fc.Arbitrary<ImovelParams> = fc
  .tuple(
    consorcioArb,
    fc.record({
      pricePercent: downPayment,
      priceJuros: rate,
      priceTr: rate,
      pricePrazo: term,
      sacPercent: downPayment,
      sacJuros: rate,
      sacTr: rate,
      sacPrazo: term,
      locacao: share,
      igpm: rate,
      correcaoImovel: rate,
      rentabilidadeAnual: rate,
      aplicacao: rate,
      pAplicado: share,
      fgtsLance: fc.constant(0),
      fgtsParcela: fc.constant(0),
      finDfi: fc.constant(0),
      finIdade: fc.constant(0),
      fgtsQuitacao: fc.constant(0),
      scenarios: fc.record({
        rentWhileWaiting: fc.boolean(),
        appreciation: fc.boolean(),
        rentalIncome: fc.boolean(),
        investInstead: fc.boolean(),
      }),
    }),
  )
  .map(([c, rest]) => ({ ...c, ...rest }));

const veiculoArb: fc.Arbitrary<VeiculoParams> = fc
  .tuple(
    consorcioArb,
    fc.record({
      pricePercent: downPayment,
      priceJuros: rate,
      priceTr: rate,
      pricePrazo: term,
      depreciacao: share,
      rentabilidadeAnual: rate,
      scenarios: fc.record({ depreciation: fc.boolean(), investInstead: fc.boolean() }),
    }),
  )
  .map(([c, rest]) => ({ ...c, ...rest }));

function checkConsorcio(paid: number, instalments: number[], bid: number, credit: number, cost: number): void {
  expect(near(paid, sum(instalments) + bid, paid)).toBe(true);
  expect(cost).toBe(paid - credit);
  expect(instalments.every((x) => x >= 0)).toBe(true);
}

describe("engine properties over random valid inputs (fast-check)", () => {
  it(
    "consorcioSchedule: finite, Σ instalments + bid = paid, 1 + TA of the credit paid",
    () => {
      fc.assert(
        fc.property(consorcioArb, (c) => {
          const s = consorcioSchedule({
            creditValue: c.value,
            termMonths: c.prazo,
            adminFeePct: c.ta,
            annualCorrectionPct: c.correction,
            contemplationMonth: c.prazoAc,
            bidPct: c.win,
            bidMode: c.bidMode,
          });
          expect(nonFinite(s)).toEqual([]);
          expect(s.rows.length).toBeGreaterThanOrEqual(c.prazoAc);
          expect(s.rows.length).toBeLessThanOrEqual(c.prazo);
          checkConsorcio(
            s.totals.paid,
            s.rows.map((r) => r.instalment),
            s.totals.bid,
            s.totals.creditReceived,
            s.totals.cost,
          );
          // The fraction check needs credits that have not underflowed (correction near −100 % for decades).
          if (s.rows.every((r) => r.credit > 1e-250)) {
            const fractions = sum(s.rows.map((r) => (r.instalment + r.bid) / r.credit));
            expect(near(fractions, 1 + c.ta / 100, 1, 1e-9)).toBe(true);
          }
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "financingSchedule: finite, final balance 0, Σ amortization = principal + Σ TR",
    () => {
      const arb = fc.record({
        principal: fc.double({ min: 0, max: 100_000_000, noNaN: true }),
        monthlyRatePct: rate,
        months: term,
        system: fc.constantFrom("PRICE" as const, "SAC" as const),
        trAnnualPct: rate,
      });
      fc.assert(
        fc.property(arb, (input) => {
          const s = financingSchedule(input);
          expect(nonFinite(s)).toEqual([]);
          expect(s.rows).toHaveLength(input.months);
          expect(s.rows.at(-1)?.balance).toBe(0);
          const amortized = sum(s.rows.map((r) => r.amortization));
          // TR near −100 % cancels almost all of the principal: measure the drift against the principal.
          expect(near(amortized, input.principal + s.totals.trCorrection, input.principal)).toBe(true);
          expect(near(s.totals.paid, sum(s.rows.map((r) => r.instalment)), s.totals.paid)).toBe(true);
          expect(s.rows.every((r) => r.balance >= 0 && r.amortization >= 0)).toBe(true);
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "compareImovel: no NaN or Infinity anywhere, balances reach zero, totals add up",
    () => {
      fc.assert(
        fc.property(imovelArb, (p) => {
          const r = compareImovel(p);
          expect(nonFinite(r)).toEqual([]);
          const c = r.consorcio;
          checkConsorcio(
            c.summary.totalPaid,
            c.schedule.rows.map((x) => x.instalment),
            c.schedule.totals.bid,
            c.schedule.totals.creditReceived,
            c.summary.costBeyondBem,
          );
          for (const path of [r.price, r.sac]) {
            expect(path.schedule.rows.at(-1)?.balance).toBe(0);
            expect(
              near(
                path.summary.totalPaid,
                path.downPayment + sum(path.schedule.rows.map((x) => x.instalment)),
                path.summary.totalPaid,
              ),
            ).toBe(true);
            expect(near(path.downPayment + path.principal, p.value, p.value, 1e-12)).toBe(true);
          }
          const last = r.series.cumulativePaid.at(-1);
          expect(r.series.cumulativePaid).toHaveLength(Math.max(p.prazo, p.pricePrazo, p.sacPrazo) + 1);
          expect(near(last?.consorcio ?? Number.NaN, c.summary.totalPaid, c.summary.totalPaid)).toBe(true);
          expect(near(last?.price ?? Number.NaN, r.price.summary.totalPaid, r.price.summary.totalPaid)).toBe(true);
          expect(near(last?.sac ?? Number.NaN, r.sac.summary.totalPaid, r.sac.summary.totalPaid)).toBe(true);
          expect(r.savings.overSac.amount).toBe(r.sac.summary.totalOutlay - c.summary.totalOutlay);
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "compareVeiculo: no NaN or Infinity anywhere, totals add up",
    () => {
      fc.assert(
        fc.property(veiculoArb, (p) => {
          const r = compareVeiculo(p);
          expect(nonFinite(r)).toEqual([]);
          expect(r.price.schedule.rows.at(-1)?.balance).toBe(0);
          expect(r.savings.overPrice.amount).toBe(r.price.summary.totalOutlay - r.consorcio.summary.totalOutlay);
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each<[string, Partial<ImovelParams>]>([
    ["credit at the smallest positive double", { value: Number.MIN_VALUE }],
    [
      "every rate at −99.999999 %",
      {
        correction: -99.999999,
        priceJuros: -99.999999,
        sacJuros: -99.999999,
        priceTr: -99.999999,
        sacTr: -99.999999,
        igpm: -99.999999,
        correcaoImovel: -99.999999,
        rentabilidadeAnual: -99.999999,
        aplicacao: -99.999999,
        win: 0,
      },
    ],
    [
      "every rate and term at its maximum",
      {
        value: 1e8,
        prazo: 420,
        prazoAc: 1,
        win: 0,
        correction: 100,
        priceJuros: 100,
        sacJuros: 100,
        priceTr: 100,
        sacTr: 100,
        pricePrazo: 600,
        sacPrazo: 600,
        locacao: 100,
        igpm: 100,
        correcaoImovel: 100,
        rentabilidadeAnual: 100,
        aplicacao: 100,
        pAplicado: 100,
        ta: 100,
      },
    ],
  ])("extreme but valid: %s stays finite", (_label, overrides) => {
    expect(nonFinite(compareImovel({ ...IMOVEL_DEFAULT_PARAMS, ...overrides }))).toEqual([]);
    const { scenarios: _imovelOnly, ...common } = overrides;
    expect(nonFinite(compareVeiculo({ ...VEICULO_DEFAULT_PARAMS, ...common, depreciacao: 100 }))).toEqual([]);
  });
});
