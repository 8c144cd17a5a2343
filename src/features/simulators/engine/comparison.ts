import { consorcioSchedule, type ConsorcioInput, type ConsorcioSchedule } from "./consorcio";
import {
  afterBidOptions, bidComposition, consorcioCostView, fgtsOnInstalments, firstInstalmentBreakdown,
  type ConsorcioCostView,
} from "./consorcio-details";
import { financingSchedule, type AmortizationSystem } from "./financing";
import { fgtsPayoff } from "./fgts-payoff";
import { mipAgeWarning } from "./mip";
import {
  applyFinancingCosts, financingCet, hasFinancingCosts, sfhWarnings, type FinancingCet, type FinancingCostInput,
  type FinancingCostTotals,
} from "./financing-costs";
import { validateImovelParams } from "./params";
import { assetValue, investInstead, rentWhileWaiting, rentalIncome } from "./scenarios";
import {
  buildSeries, consorcioFlows, financingFlows, savingsOver, summarizeConsorcio, summarizeFinancing,
  type PathFlows,
} from "./summary";
import type {
  AssetValue, ConsorcioDetails, ConsorcioPath, FinancingPath, ImovelComparison, ImovelParams, PathSummary, RentalIncome,
  VeiculoParams,
} from "./types";
import { bidPctOfCredit } from "./validation";

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

  const consorcioInput = consorcioInputFor(params);
  const consorcio = consorcioSchedule(consorcioInput);
  const costs = financingCostsFor(params, params.finDfi);
  const price = financing(value, params.pricePercent, params.priceJuros, params.priceTr, params.pricePrazo, "PRICE", costs);
  const sac = financing(value, params.sacPercent, params.sacJuros, params.sacTr, params.sacPrazo, "SAC", costs);

  const flows = {
    consorcio: consorcioFlows(consorcio),
    price: price.flows,
    sac: sac.flows,
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
  }, price.costs);
  const sacSummary = summarizeFinancing(sac.schedule, flows.sac, sac.downPayment, {
    rentPaidWhileWaiting: 0,
    wealthAtEnd: wealth(appreciation?.sac, value, rental?.sac),
    wealthMonth: params.sacPrazo,
  }, sac.costs);

  const horizon = Math.max(prazo, params.pricePrazo, params.sacPrazo);
  const fgtsInstalments = fgtsOnInstalments(consorcio.columns.instalment, prazoAc, params.fgtsParcela);
  return {
    consorcio: consorcioPath(params, consorcioInput, consorcio, consorcioSummary, flows.consorcio.payments, params.fgtsLance, fgtsInstalments),
    price: financingPath(price, priceSummary, () => [...sfhWarnings({
      propertyValue: value, downPaymentPct: params.pricePercent, system: "PRICE", monthlyRatePct: params.priceJuros,
    }), ...withWarning(mipAgeWarning(params.finIdade, params.pricePrazo))]),
    sac: financingPath(sac, sacSummary, () => [...sfhWarnings({
      propertyValue: value, downPaymentPct: params.sacPercent, system: "SAC", monthlyRatePct: params.sacJuros,
    }), ...withWarning(mipAgeWarning(params.finIdade, params.sacPrazo))]),
    savings: { overPrice: savingsOver(consorcioSummary, priceSummary), overSac: savingsOver(consorcioSummary, sacSummary) },
    series: buildSeries(horizon, flows),
    scenarios: { rentWhileWaiting: waiting, appreciation, rentalIncome: rental, investInstead: invest },
  };
}

const withWarning = (warning: string | null): string[] => (warning ? [warning] : []);

/** The consórcio input of either simulator's parameters (seed names → engine input; the bid in % of the credit). */
export function consorcioInputFor(params: ImovelParams | VeiculoParams): ConsorcioInput {
  return {
    creditValue: params.value,
    termMonths: params.prazo,
    adminFeePct: params.ta,
    annualCorrectionPct: params.correction,
    contemplationMonth: params.prazoAc,
    bidPct: bidPctOfCredit(params.win, params.ta, params.bidBase),
    bidMode: params.bidMode,
    embutidoPct: params.embutido,
    insurancePct: params.seguro,
  };
}

/**
 * The consórcio path: schedule, summary, what the bid and the first instalment are made of, and the
 * honest cost view, the last two computed when first read (own enumerable getters, like `rows`: JSON
 * snapshots store them, a comparison nobody reads pays nothing for them).
 */
export function consorcioPath(
  params: ImovelParams | VeiculoParams, input: ConsorcioInput, schedule: ConsorcioSchedule, summary: PathSummary,
  payments: Float64Array, fgtsLance: number, fgtsInstalments: ConsorcioDetails["fgtsInstalments"],
): ConsorcioPath {
  const { totals } = schedule;
  const buildDetails = (): ConsorcioDetails => ({
    correctionIndex: params.correctionIndex,
    bid: bidComposition({
      credit: totals.creditReceived,
      bidPctOfCredit: input.bidPct,
      embutidoPct: params.embutido,
      embutidoMaxPct: params.embutidoMax,
      fgts: fgtsLance,
      adminFeePct: params.ta,
      base: params.bidBase,
    }),
    afterBid: afterBidOptions(input),
    firstInstalment: firstInstalmentBreakdown({
      creditValue: params.value, termMonths: params.prazo, adminFeePct: params.ta, reservePct: params.fundoReserva,
      insurancePct: params.seguro,
    }),
    fgtsInstalments,
    fgtsPayoff: fgtsPayoff(input, "fgtsQuitacao" in params ? params.fgtsQuitacao : 0),
  });
  let details: ConsorcioDetails | undefined;
  let honestCost: ConsorcioCostView | undefined;
  return {
    schedule,
    summary,
    get details() {
      details ??= buildDetails();
      return details;
    },
    get honestCost() {
      honestCost ??= consorcioCostView({
        payments, creditReceived: totals.creditReceived, contemplationMonth: params.prazoAc,
        annualRatePct: params.rentabilidadeAnual,
      });
      return honestCost;
    },
  };
}

export function financingCostsFor(params: ImovelParams | VeiculoParams, dfiPct: number): FinancingCostInput {
  return {
    mipPct: params.finMip, mipAgeYears: "finIdade" in params ? params.finIdade : 0, dfiPct, adminFee: params.finTarifa,
    upfrontFees: params.finTarifasIniciais, propertyValue: params.value,
  };
}

interface FinancingParts {
  downPayment: number;
  principal: number;
  monthlyRatePct: number;
  schedule: FinancingPath["schedule"];
  costs: FinancingCostTotals | null;
  flows: PathFlows;
}

export function financing(
  value: number, downPct: number, ratePct: number, trPct: number, months: number, system: AmortizationSystem,
  costInput: FinancingCostInput,
): FinancingParts {
  const downPayment = (value * downPct) / 100;
  const principal = value - downPayment;
  const schedule = financingSchedule({ principal, monthlyRatePct: ratePct, months, system, trAnnualPct: trPct });
  if (!hasFinancingCosts(costInput)) {
    return { downPayment, principal, monthlyRatePct: ratePct, schedule, costs: null, flows: financingFlows(schedule, downPayment) };
  }
  const { due, totals } = applyFinancingCosts(schedule.columns, costInput);
  return {
    downPayment, principal, monthlyRatePct: ratePct, schedule, costs: totals,
    flows: financingFlows(schedule, downPayment + totals.upfrontFees, due),
  };
}

/** The financing path with its SFH warnings and CET computed when first read (see consorcioPath). */
export function financingPath(parts: FinancingParts, summary: PathSummary, sfh: () => string[]): FinancingPath {
  const { downPayment, principal, monthlyRatePct, schedule, costs, flows } = parts;
  let cet: FinancingCet | null | undefined;
  let warnings: string[] | undefined;
  return {
    downPayment,
    principal,
    monthlyRatePct,
    schedule,
    summary,
    costs,
    get warnings() {
      warnings ??= sfh();
      return warnings;
    },
    get cet() {
      if (cet === undefined) cet = financingCet({ principal, monthlyRatePct, schedule, due: flows.instalments, costs });
      return cet;
    },
  };
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
