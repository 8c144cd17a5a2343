// Honest-finance invariants over random valid inputs: CET, costs and the verdict (the model's own
// properties: properties.test.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cetAnnual, monthlyPayments } from "./cet";
import { compareImovel } from "./comparison";
import { SimulationValidationError } from "./errors";
import { bidComposition, embutidoValue } from "./consorcio-details";
import { IMOVEL_DEFAULT_PARAMS } from "./defaults";
import { financingSchedule } from "./financing";
import { nominalAnnualPct } from "./financing-costs";
import type { ImovelParams } from "./types";
import { BID_PARTS_TOLERANCE, maxBidPct } from "./validation";
import { nonFinite, PROPERTY_TIMEOUT_MS } from "~/test/engine-property-kit";

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
