import { consorcioSchedule } from "./consorcio";
import { consorcioInputFor, consorcioPath, financing, financingCostsFor, financingPath } from "./comparison";
import { validateVeiculoParams } from "./params";
import { assetValue, investInstead } from "./scenarios";
import {
  buildSeries, consorcioFlows, savingsOver, summarizeConsorcio, summarizeFinancing,
} from "./summary";
import type { VeiculoComparison, VeiculoParams } from "./types";

/*
 * Consórcio × PRICE (CDC) for a vehicle (model §1: same engine, PRICE only, no SAC). Why it differs
 * from the property comparison:
 * - A vehicle loses value, so depreciation (depreciacao % a.a., compounded like valorização with a
 *   negative rate) replaces rent and appreciation; wealth at the end is the vehicle's value then.
 * - Nobody rents a car while waiting for it in this model, so there is no rent in the outlay.
 * - "Investir em vez de comprar" compares the invested outlays with the vehicle's depreciated value
 *   at prazo (its purchase price when depreciation is switched off).
 */
export function compareVeiculo(params: VeiculoParams): VeiculoComparison {
  validateVeiculoParams(params);
  const { value, prazo, prazoAc, scenarios: on } = params;

  const consorcioInput = consorcioInputFor(params);
  const consorcio = consorcioSchedule(consorcioInput);
  // A vehicle has no DFI (it insures a building); its seguro prestamista takes MIP's place.
  const price = financing(value, params.pricePercent, params.priceJuros, params.priceTr, params.pricePrazo, "PRICE", financingCostsFor(params, 0));
  const flows = {
    consorcio: consorcioFlows(consorcio),
    price: price.flows,
  };
  const creditReceived = consorcio.totals.creditReceived;

  const depreciation = on.depreciation
    ? {
      consorcio: assetValue(creditReceived, prazoAc, prazo, -params.depreciacao),
      price: assetValue(value, 0, params.pricePrazo, -params.depreciacao),
    }
    : null;
  const invest = on.investInstead
    ? investInstead(flows.consorcio.payments, prazo, params.rentabilidadeAnual, depreciation?.consorcio.valueAtEnd ?? creditReceived)
    : null;

  const consorcioSummary = summarizeConsorcio(consorcio, flows.consorcio, {
    rentPaidWhileWaiting: 0,
    wealthAtEnd: depreciation?.consorcio.valueAtEnd ?? creditReceived,
    wealthMonth: prazo,
  });
  const priceSummary = summarizeFinancing(price.schedule, flows.price, price.downPayment, {
    rentPaidWhileWaiting: 0,
    wealthAtEnd: depreciation?.price.valueAtEnd ?? value,
    wealthMonth: params.pricePrazo,
  }, price.costs);

  return {
    consorcio: consorcioPath(params, consorcioInput, consorcio, consorcioSummary, flows.consorcio.payments, 0, null),
    price: financingPath(price, priceSummary, () => []),
    savings: { overPrice: savingsOver(consorcioSummary, priceSummary) },
    series: buildSeries(Math.max(prazo, params.pricePrazo), flows),
    scenarios: { depreciation, investInstead: invest },
  };
}
