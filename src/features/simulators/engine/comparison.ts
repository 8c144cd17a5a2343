import { buildConsorcioSchedule, type ConsorcioInput, type ConsorcioSchedule } from "./consorcio";
import {
  afterBidOptions,
  bidComposition,
  consorcioCostView,
  fgtsOnInstalments,
  firstInstalmentBreakdown,
  type ConsorcioCostView,
} from "./consorcio-details";
import { buildFinancingSchedule, type AmortizationSystem } from "./financing";
import { fgtsPayoff } from "./fgts-payoff";
import { mipAgeWarning } from "./mip";
import {
  applyFinancingCosts,
  financingCet,
  hasFinancingCosts,
  sfhWarnings,
  type FinancingCet,
  type FinancingCostInput,
  type FinancingCostTotals,
} from "./financing-costs";
import { validateImovelParams } from "./params";
import { assetValue, investInstead, rentWhileWaiting, rentalIncome } from "./scenarios";
import {
  buildSeries,
  consorcioFlows,
  financingFlows,
  savingsOver,
  summarizeConsorcio,
  summarizeFinancing,
  type PathFlows,
} from "./summary";
import type {
  AssetValue,
  ConsorcioDetails,
  ConsorcioPath,
  FinancingPath,
  ImovelComparison,
  ImovelParams,
  PathSummary,
  RentalIncome,
} from "./types";
import { bidPctOfCredit } from "./validation";
import {
  toImovelSimulation,
  type ConsorcioSimulation,
  type FinancingCostTerms,
  type FinancingTerms,
  type ImovelSimulation,
} from "./vocabulary";

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
  const sim = toImovelSimulation(params);
  const { creditValue: value, termMonths: prazo, contemplationMonth, scenarios: on } = sim;

  const consorcioInput = consorcioInputFor(sim);
  const consorcio = buildConsorcioSchedule(consorcioInput);
  const costs = financingCostsFor(sim, sim.clientAgeYears, sim.dfiPct);
  const price = financing(value, sim.price, "PRICE", costs);
  const sac = financing(value, sim.sac, "SAC", costs);

  const flows = {
    consorcio: consorcioFlows(consorcio),
    price: price.flows,
    sac: sac.flows,
  };
  const creditReceived = consorcio.totals.creditReceived;

  const waiting = on.rentWhileWaiting
    ? rentWhileWaiting(value, sim.rentPct, sim.rentCorrectionPct, contemplationMonth)
    : null;
  const appreciation = on.appreciation
    ? {
        consorcio: assetValue(creditReceived, contemplationMonth, prazo, sim.appreciationPct),
        price: assetValue(value, 0, sim.price.months, sim.appreciationPct),
        sac: assetValue(value, 0, sim.sac.months, sim.appreciationPct),
      }
    : null;
  const rental = on.rentalIncome
    ? {
        consorcio: rented(sim, creditReceived, contemplationMonth + 1, prazo, flows.consorcio),
        price: rented(sim, value, 1, sim.price.months, flows.price),
        sac: rented(sim, value, 1, sim.sac.months, flows.sac),
      }
    : null;
  const invest = on.investInstead
    ? investInstead(
        flows.consorcio.payments,
        prazo,
        sim.investmentAnnualPct,
        appreciation?.consorcio.valueAtEnd ?? creditReceived,
      )
    : null;

  const wealth = (asset: AssetValue | undefined, fallback: number, income: RentalIncome | undefined) =>
    (asset ? asset.valueAtEnd : fallback) + (income ? income.investedBalance : 0);

  const consorcioSummary = summarizeConsorcio(consorcio, flows.consorcio, {
    rentPaidWhileWaiting: waiting?.total ?? 0,
    wealthAtEnd: wealth(appreciation?.consorcio, creditReceived, rental?.consorcio),
    wealthMonth: prazo,
  });
  const priceSummary = summarizeFinancing(
    price.schedule,
    flows.price,
    price.downPayment,
    {
      rentPaidWhileWaiting: 0,
      wealthAtEnd: wealth(appreciation?.price, value, rental?.price),
      wealthMonth: sim.price.months,
    },
    price.costs,
  );
  const sacSummary = summarizeFinancing(
    sac.schedule,
    flows.sac,
    sac.downPayment,
    {
      rentPaidWhileWaiting: 0,
      wealthAtEnd: wealth(appreciation?.sac, value, rental?.sac),
      wealthMonth: sim.sac.months,
    },
    sac.costs,
  );

  const horizon = Math.max(prazo, sim.price.months, sim.sac.months);
  const fgtsInstalments = fgtsOnInstalments(consorcio.columns.instalment, contemplationMonth, sim.fgtsInstalmentPct);
  const warningsFor = (terms: FinancingTerms, system: AmortizationSystem) => () => [
    ...sfhWarnings({
      propertyValue: value,
      downPaymentPct: terms.downPaymentPct,
      system,
      monthlyRatePct: terms.monthlyRatePct,
    }),
    ...withWarning(mipAgeWarning(sim.clientAgeYears, terms.months)),
  ];
  return {
    consorcio: consorcioPath(sim, consorcioInput, consorcio, consorcioSummary, flows.consorcio.payments, {
      fgtsBid: sim.fgtsBid,
      fgtsPayoff: sim.fgtsPayoff,
      fgtsInstalments,
    }),
    price: financingPath(price, priceSummary, warningsFor(sim.price, "PRICE")),
    sac: financingPath(sac, sacSummary, warningsFor(sim.sac, "SAC")),
    savings: {
      overPrice: savingsOver(consorcioSummary, priceSummary),
      overSac: savingsOver(consorcioSummary, sacSummary),
    },
    series: buildSeries(horizon, flows),
    scenarios: { rentWhileWaiting: waiting, appreciation, rentalIncome: rental, investInstead: invest },
  };
}

const withWarning = (warning: string | null): string[] => (warning ? [warning] : []);

/** The consórcio schedule's input (the bid in % of the credit, whatever base the seller typed it in). */
export function consorcioInputFor(sim: ConsorcioSimulation): ConsorcioInput {
  return {
    creditValue: sim.creditValue,
    termMonths: sim.termMonths,
    adminFeePct: sim.adminFeePct,
    annualCorrectionPct: sim.annualCorrectionPct,
    contemplationMonth: sim.contemplationMonth,
    bidPct: bidPctOfCredit(sim.bidPct, sim.adminFeePct, sim.bidBase),
    bidMode: sim.bidMode,
    embutidoPct: sim.embutidoPct,
    insurancePct: sim.insurancePct,
  };
}

/** The FGTS a simulation puts into the consórcio (imóvel only; a vehicle has none). */
export interface ConsorcioFgts {
  fgtsBid: number;
  fgtsPayoff: number;
  fgtsInstalments: ConsorcioDetails["fgtsInstalments"];
}

/**
 * The consórcio path: schedule, summary, what the bid and the first instalment are made of, and the
 * honest cost view, the last two computed when first read (own enumerable getters, like `rows`: JSON
 * snapshots store them, a comparison nobody reads pays nothing for them).
 */
export function consorcioPath(
  sim: ConsorcioSimulation & { investmentAnnualPct: number },
  input: ConsorcioInput,
  schedule: ConsorcioSchedule,
  summary: PathSummary,
  payments: Float64Array,
  fgts: ConsorcioFgts,
): ConsorcioPath {
  const { totals } = schedule;
  const buildDetails = (): ConsorcioDetails => ({
    correctionIndex: sim.correctionIndex,
    bid: bidComposition({
      credit: totals.creditReceived,
      bidPctOfCredit: input.bidPct,
      embutidoPct: sim.embutidoPct,
      embutidoMaxPct: sim.embutidoMaxPct,
      fgts: fgts.fgtsBid,
      adminFeePct: sim.adminFeePct,
      base: sim.bidBase,
    }),
    afterBid: afterBidOptions(input),
    firstInstalment: firstInstalmentBreakdown({
      creditValue: sim.creditValue,
      termMonths: sim.termMonths,
      adminFeePct: sim.adminFeePct,
      reservePct: sim.reservePct,
      insurancePct: sim.insurancePct,
    }),
    fgtsInstalments: fgts.fgtsInstalments,
    fgtsPayoff: fgtsPayoff(input, fgts.fgtsPayoff),
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
        payments,
        creditReceived: totals.creditReceived,
        contemplationMonth: sim.contemplationMonth,
        annualRatePct: sim.investmentAnnualPct,
      });
      return honestCost;
    },
  };
}

export function financingCostsFor(
  sim: FinancingCostTerms & { creditValue: number },
  mipAgeYears: number,
  dfiPct: number,
): FinancingCostInput {
  return {
    mipPct: sim.mipPct,
    mipAgeYears,
    dfiPct,
    adminFee: sim.adminFee,
    upfrontFees: sim.upfrontFees,
    propertyValue: sim.creditValue,
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
  value: number,
  terms: FinancingTerms,
  system: AmortizationSystem,
  costInput: FinancingCostInput,
): FinancingParts {
  const { monthlyRatePct: ratePct, months, trAnnualPct } = terms;
  const downPayment = (value * terms.downPaymentPct) / 100;
  const principal = value - downPayment;
  const schedule = buildFinancingSchedule({ principal, monthlyRatePct: ratePct, months, system, trAnnualPct });
  if (!hasFinancingCosts(costInput)) {
    return {
      downPayment,
      principal,
      monthlyRatePct: ratePct,
      schedule,
      costs: null,
      flows: financingFlows(schedule, downPayment),
    };
  }
  const { due, totals } = applyFinancingCosts(schedule.columns, costInput);
  return {
    downPayment,
    principal,
    monthlyRatePct: ratePct,
    schedule,
    costs: totals,
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

function rented(
  sim: ImovelSimulation,
  baseValue: number,
  startMonth: number,
  endMonth: number,
  flows: PathFlows,
): RentalIncome {
  return rentalIncome({
    baseValue,
    startMonth,
    endMonth,
    rentPct: sim.rentPct,
    rentCorrectionPct: sim.rentCorrectionPct,
    reinvestMonthlyPct: sim.reinvestMonthlyPct,
    reinvestSharePct: sim.reinvestSharePct,
    instalments: flows.instalments,
  });
}
