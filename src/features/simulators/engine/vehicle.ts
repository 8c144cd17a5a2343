import { buildConsorcioSchedule } from "./consorcio";
import { consorcioInputFor, consorcioPath, financing, financingCostsFor, financingPath } from "./comparison";
import { validateVeiculoParams } from "./params";
import { assetValue, investInstead } from "./scenarios";
import { buildSeries, consorcioFlows, savingsOver, summarizeConsorcio, summarizeFinancing } from "./summary";
import type { VeiculoComparison, VeiculoParams } from "./types";
import { toVeiculoSimulation } from "./vocabulary";

const NO_FGTS = { fgtsBid: 0, fgtsPayoff: 0, fgtsInstalments: null };

/*
 * Consórcio × PRICE (CDC) for a vehicle (model §1: same engine, PRICE only, no SAC). Why it differs
 * from the property comparison:
 * - A vehicle loses value, so depreciation (depreciationPct % a.a., compounded like valorização with a
 *   negative rate) replaces rent and appreciation; wealth at the end is the vehicle's value then.
 * - Nobody rents a car while waiting for it in this model, so there is no rent in the outlay.
 * - "Investir em vez de comprar" compares the invested outlays with the vehicle's depreciated value
 *   at prazo (its purchase price when depreciation is switched off).
 */
export function compareVeiculo(params: VeiculoParams): VeiculoComparison {
  validateVeiculoParams(params);
  const sim = toVeiculoSimulation(params);
  const { creditValue: value, termMonths: prazo, contemplationMonth, scenarios: on } = sim;

  const consorcioInput = consorcioInputFor(sim);
  const consorcio = buildConsorcioSchedule(consorcioInput);
  // A vehicle has no DFI (it insures a building) nor age table; its seguro prestamista takes MIP's place.
  const price = financing(value, sim.price, "PRICE", financingCostsFor(sim, 0, 0));
  const flows = {
    consorcio: consorcioFlows(consorcio),
    price: price.flows,
  };
  const creditReceived = consorcio.totals.creditReceived;

  const depreciation = on.depreciation
    ? {
        consorcio: assetValue(creditReceived, contemplationMonth, prazo, -sim.depreciationPct),
        price: assetValue(value, 0, sim.price.months, -sim.depreciationPct),
      }
    : null;
  const invest = on.investInstead
    ? investInstead(
        flows.consorcio.payments,
        prazo,
        sim.investmentAnnualPct,
        depreciation?.consorcio.valueAtEnd ?? creditReceived,
      )
    : null;

  const consorcioSummary = summarizeConsorcio(consorcio, flows.consorcio, {
    rentPaidWhileWaiting: 0,
    wealthAtEnd: depreciation?.consorcio.valueAtEnd ?? creditReceived,
    wealthMonth: prazo,
  });
  const priceSummary = summarizeFinancing(
    price.schedule,
    flows.price,
    price.downPayment,
    {
      rentPaidWhileWaiting: 0,
      wealthAtEnd: depreciation?.price.valueAtEnd ?? value,
      wealthMonth: sim.price.months,
    },
    price.costs,
  );

  return {
    consorcio: consorcioPath(sim, consorcioInput, consorcio, consorcioSummary, flows.consorcio.payments, NO_FGTS),
    price: financingPath(price, priceSummary, () => []),
    savings: { overPrice: savingsOver(consorcioSummary, priceSummary) },
    series: buildSeries(Math.max(prazo, sim.price.months), flows),
    scenarios: { depreciation, investInstead: invest },
  };
}
