import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cetAnnual, monthlyPayments } from "./cet";
import { compareImovel } from "./comparison";
import { consorcioSchedule } from "./consorcio";
import { SimulationValidationError } from "./errors";
import { bidComposition, embutidoValue } from "./consorcio-details";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./defaults";
import { financingSchedule } from "./financing";
import { nominalAnnualPct } from "./financing-costs";
import type { ImovelParams, VeiculoParams } from "./types";
import { BID_PARTS_TOLERANCE, maxBidPct } from "./validation";
import { compareVeiculo } from "./vehicle";

/** Every number reachable from `value`, with its path, so a failure names the field. */
function nonFinite(value: unknown, path = "$", found: string[] = []): string[] {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) found.push(`${path} = ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, k) => nonFinite(item, `${path}[${k}]`, found));
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) nonFinite(item, `${path}.${key}`, found);
  }
  return found;
}

/** |a − b| within `rel` of the magnitudes involved (sums of many floats drift relatively, not absolutely). */
function near(a: number, b: number, scale: number, rel = 1e-9): boolean {
  return Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b), Math.abs(scale)) + 1e-300;
}

const sum = (values: number[]) => values.reduce((x, y) => x + y, 0);
// 1000 full comparisons take 1–2 s alone; a shared 2-core runner can be several times slower.
const PROPERTY_TIMEOUT_MS = 60_000;

// The whole valid domain of model §1, boundaries included; values of credit below one centavo are
// covered by a labelled case below (relative checks mean nothing on subnormal numbers).
const rate = fc.double({ min: -100, max: 100, minExcluded: true, noNaN: true });
const share = fc.double({ min: 0, max: 100, noNaN: true });
const downPayment = fc.double({ min: 0, max: 100, maxExcluded: true, noNaN: true });
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

describe("honest-finance invariants (fast-check)", () => {
  it(
    "CET ≥ the nominal effective rate whenever there are up-front fees",
    () => {
      fc.assert(
        fc.property(
          fc.double({ min: 0, max: 5, noNaN: true }),
          fc.integer({ min: 1, max: 420 }),
          fc.double({ min: 1_000, max: 1_000_000, noNaN: true }),
          fc.double({ min: 0.001, max: 0.5, noNaN: true }),
          fc.constantFrom("PRICE" as const, "SAC" as const),
          (ratePct, months, principal, feeShare, system) => {
            const s = financingSchedule({ principal, monthlyRatePct: ratePct, months, system, trAnnualPct: 0 });
            const cet = cetAnnual({
              released: principal,
              upfrontFees: principal * feeShare,
              payments: monthlyPayments(s.columns.instalment),
            });
            expect(cet * 100).toBeGreaterThanOrEqual(nominalAnnualPct(ratePct) - 1e-9);
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it("the bid's parts add up, and the embutido never exceeds its cap", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100_000_000, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom("credito" as const, "creditoTaxas" as const),
        (credit, bidPct, embutidoPct, capPct, fgtsShare, base) => {
          const total = (credit * bidPct) / 100;
          const b = bidComposition({
            credit,
            bidPctOfCredit: bidPct,
            embutidoPct,
            embutidoMaxPct: capPct,
            fgts: total * fgtsShare,
            adminFeePct: 22,
            base,
          });
          expect(b.own + b.embutido + b.fgts).toBeCloseTo(b.total, 6);
          expect(b.embutido).toBeLessThanOrEqual((credit * capPct) / 100);
          expect(embutidoValue(credit, embutidoPct, capPct)).toBeLessThanOrEqual((credit * capPct) / 100);
          expect(b.creditInHand).toBeCloseTo(credit - b.embutido, 6);
        },
      ),
      { numRuns: 500 },
    );
  });

  // Not true by construction: `own` is what is left of the bid, so it is ≥ 0 only because the
  // validation refuses an embutido + FGTS larger than the bid. Through compareImovel, every accepted
  // input has own ≥ 0, and every refusal of the bid's parts is a case where they exceed the bid.
  it(
    "own money in the bid is never negative: embutido + FGTS above the bid is refused",
    () => {
      fc.assert(
        fc.property(
          fc.record({
            winShare: fc.double({ min: 0, max: 1, noNaN: true }),
            embutido: fc.double({ min: 0, max: 30, noNaN: true }),
            fgtsShare: fc.double({ min: 0, max: 2, noNaN: true }),
            bidBase: fc.constantFrom("credito" as const, "creditoTaxas" as const),
          }),
          (x) => {
            const base: ImovelParams = {
              ...IMOVEL_DEFAULT_PARAMS,
              embutido: 0,
              embutidoMax: 30,
              fgtsLance: 0,
              bidBase: x.bidBase,
            };
            const win =
              x.winShare *
              maxBidPct(base.ta, base.prazo, base.prazoAc) *
              (x.bidBase === "creditoTaxas" ? 1 / (1 + base.ta / 100) : 1);
            const plain = compareImovel({ ...base, win }).consorcio.details!.bid;
            const fgtsLance = plain.total * x.fgtsShare;
            const embutidoValue = (plain.creditInForce * x.embutido) / 100;
            // The engine lets the parts pass the bid by half a cent (rounding to cents), no more.
            const tolerance = BID_PARTS_TOLERANCE + 1e-9 * Math.max(1, plain.total);
            let bid;
            try {
              bid = compareImovel({ ...base, win, embutido: x.embutido, fgtsLance }).consorcio.details!.bid;
            } catch (error) {
              expect(error).toBeInstanceOf(SimulationValidationError);
              expect(["embutido", "fgtsLance"]).toContain((error as SimulationValidationError).field);
              expect(embutidoValue + fgtsLance).toBeGreaterThan(plain.total - tolerance);
              return;
            }
            expect(bid.embutido).toBeCloseTo(embutidoValue, 6);
            expect(bid.fgts).toBe(fgtsLance);
            expect(bid.embutido + bid.fgts).toBeLessThanOrEqual(bid.total + tolerance);
            expect(bid.own).toBeGreaterThanOrEqual(-tolerance);
          },
        ),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "with every honest-finance field on, the comparison stays finite and its totals add up",
    () => {
      fc.assert(
        fc.property(
          fc.record({
            embutidoShare: fc.double({ min: 0, max: 1, noNaN: true }),
            seguro: fc.double({ min: 0, max: 0.2, noNaN: true }),
            fundoReserva: fc.double({ min: 0, max: 23, noNaN: true }),
            fgtsParcela: fc.double({ min: 0, max: 80, noNaN: true }),
            finMip: fc.double({ min: 0, max: 0.1, noNaN: true }),
            finDfi: fc.double({ min: 0, max: 0.1, noNaN: true }),
            finTarifa: fc.double({ min: 0, max: 100, noNaN: true }),
            finTarifasIniciais: fc.double({ min: 0, max: 20_000, noNaN: true }),
            bidBase: fc.constantFrom("credito" as const, "creditoTaxas" as const),
          }),
          (x) => {
            const params: ImovelParams = {
              ...IMOVEL_DEFAULT_PARAMS,
              embutido: 20 * x.embutidoShare,
              embutidoMax: 20,
              seguro: x.seguro,
              fundoReserva: x.fundoReserva,
              fgtsParcela: x.fgtsParcela,
              finMip: x.finMip,
              finDfi: x.finDfi,
              finTarifa: x.finTarifa,
              finTarifasIniciais: x.finTarifasIniciais,
              bidBase: x.bidBase,
            };
            const r = compareImovel(params);
            expect(nonFinite(r)).toEqual([]);
            for (const path of [r.price, r.sac]) {
              const due =
                path.schedule.rows.reduce((a, row) => a + row.instalment, 0) +
                (path.costs ? path.costs.mip + path.costs.dfi + path.costs.adminFees + path.costs.upfrontFees : 0);
              expect(path.summary.totalPaid).toBeCloseTo(path.downPayment + due, 4);
              expect(path.cet?.cetAnnualPct).toBeGreaterThan(0);
            }
            const t = r.consorcio.schedule.totals;
            expect(t.cost).toBeCloseTo(t.paid - t.creditReceived, 6);
            const d = r.consorcio.details;
            expect((d?.bid.own ?? 0) + (d?.bid.embutido ?? 0) + (d?.bid.fgts ?? 0)).toBeCloseTo(
              d?.bid.total ?? Number.NaN,
              6,
            );
          },
        ),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
