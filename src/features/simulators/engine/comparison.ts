import { consorcioSchedule, type ConsorcioSchedule } from "./consorcio";
import { financingSchedule, type AmortizationSystem } from "./financing";
import { validateImovelParams } from "./params";
import { assetValue, investInstead, rentWhileWaiting, rentalIncome } from "./scenarios";
import {
  buildSeries, consorcioFlows, financingFlows, savingsOver, summarizeConsorcio, summarizeFinancing,
  type PathFlows,
} from "./summary";
import type { AssetValue, FinancingPath, ImovelComparison, ImovelParams, RentalIncome, VeiculoParams } from "./types";

/*
 * Consórcio × PRICE × SAC for a property (model §4). Choices where the model is silent (why):
 * - Each path's wealth is measured at its own end (consórcio: prazo, the group's end; financing: its
 *   term), the months §4 uses for valorização; `wealthMonth` says which, so the UI can label it.
 * - Wealth = property value (appreciated when valorização is on, else the price paid) + the reinvested
 *   rent balance when renda de aluguel is on. Rent paid while waiting is a cost, not negative wealth.
 * - Savings compare total outlay (total paid + rent paid while waiting), because §4 shows the rent as
 *   the consórcio's extra cost; % is of the financing's outlay.
 * - A scenario switched off yields null and contributes nothing to the summary; with valorização off
 *   the property keeps the price paid, also beside the investment of "investir em vez de comprar".
 */
export function compareImovel(params: ImovelParams): ImovelComparison {
  validateImovelParams(params);
  const { value, prazo, prazoAc, scenarios: on } = params;

  const consorcio = consorcioFor(params);
  const price = financing(value, params.pricePercent, params.priceJuros, params.priceTr, params.pricePrazo, "PRICE");
  const sac = financing(value, params.sacPercent, params.sacJuros, params.sacTr, params.sacPrazo, "SAC");

  const flows = {
    consorcio: consorcioFlows(consorcio),
    price: financingFlows(price.schedule, price.downPayment),
    sac: financingFlows(sac.schedule, sac.downPayment),
  };
  const creditReceived = consorcio.totals.creditReceived;

  const waiting = on.rentWhileWaiting ? rentWhileWaiting(value, params.locacao, params.igpm, prazoAc) : null;
  const appreciation = on.appreciation
    ? {
      consorcio: assetValue(creditReceived, prazoAc, prazo, params.correcaoImovel),
      price: assetValue(value, 0, params.pricePrazo, params.correcaoImovel),
      sac: assetValue(value, 0, params.sacPrazo, params.correcaoImovel),
    }
    : null;
  const rental = on.rentalIncome
    ? {
      consorcio: rented(params, creditReceived, prazoAc + 1, prazo, flows.consorcio),
      price: rented(params, value, 1, params.pricePrazo, flows.price),
      sac: rented(params, value, 1, params.sacPrazo, flows.sac),
    }
    : null;
  const invest = on.investInstead
    ? investInstead(flows.consorcio.payments, prazo, params.rentabilidadeAnual, appreciation?.consorcio.valueAtEnd ?? creditReceived)
    : null;

  const wealth = (asset: AssetValue | undefined, fallback: number, income: RentalIncome | undefined) =>
    (asset ? asset.valueAtEnd : fallback) + (income ? income.investedBalance : 0);

  const consorcioSummary = summarizeConsorcio(consorcio, flows.consorcio, {
    rentPaidWhileWaiting: waiting?.total ?? 0,
    wealthAtEnd: wealth(appreciation?.consorcio, creditReceived, rental?.consorcio),
    wealthMonth: prazo,
  });
  const priceSummary = summarizeFinancing(price.schedule, flows.price, price.downPayment, {
    rentPaidWhileWaiting: 0,
    wealthAtEnd: wealth(appreciation?.price, value, rental?.price),
    wealthMonth: params.pricePrazo,
  });
  const sacSummary = summarizeFinancing(sac.schedule, flows.sac, sac.downPayment, {
    rentPaidWhileWaiting: 0,
    wealthAtEnd: wealth(appreciation?.sac, value, rental?.sac),
    wealthMonth: params.sacPrazo,
  });

  const horizon = Math.max(prazo, params.pricePrazo, params.sacPrazo);
  return {
    consorcio: { schedule: consorcio, summary: consorcioSummary },
    price: { ...price, summary: priceSummary },
    sac: { ...sac, summary: sacSummary },
    savings: { overPrice: savingsOver(consorcioSummary, priceSummary), overSac: savingsOver(consorcioSummary, sacSummary) },
    series: buildSeries(horizon, flows),
    scenarios: { rentWhileWaiting: waiting, appreciation, rentalIncome: rental, investInstead: invest },
  };
}

/** The consórcio schedule of either simulator's parameters (seed names → engine input). */
export function consorcioFor(params: ImovelParams | VeiculoParams): ConsorcioSchedule {
  return consorcioSchedule({
    creditValue: params.value,
    termMonths: params.prazo,
    adminFeePct: params.ta,
    annualCorrectionPct: params.correction,
    contemplationMonth: params.prazoAc,
    bidPct: params.win,
    bidMode: params.bidMode,
  });
}

export function financing(
  value: number, downPct: number, ratePct: number, trPct: number, months: number, system: AmortizationSystem,
): Omit<FinancingPath, "summary"> {
  const downPayment = (value * downPct) / 100;
  const principal = value - downPayment;
  const schedule = financingSchedule({ principal, monthlyRatePct: ratePct, months, system, trAnnualPct: trPct });
  return { downPayment, principal, schedule };
}

function rented(params: ImovelParams, baseValue: number, startMonth: number, endMonth: number, flows: PathFlows): RentalIncome {
  return rentalIncome({
    baseValue,
    startMonth,
    endMonth,
    locacaoPct: params.locacao,
    igpmPct: params.igpm,
    aplicacaoPct: params.aplicacao,
    pAplicadoPct: params.pAplicado,
    instalments: flows.instalments,
  });
}
