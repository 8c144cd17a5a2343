import { cetAnnual, monthlyPayments } from "./cet";
import type { AmortizationSystem, FinancingColumns, FinancingSchedule } from "./financing";
import { mipRateAtMonth } from "./mip";

/*
 * What a financing costs beyond interest and TR, as a bank must disclose it:
 * - MIP (morte e invalidez permanente): a monthly rate of the client's age band × the outstanding
 *   balance (here the balance after TR, on which the month's interest is charged);
 * - DFI (danos físicos ao imóvel): a monthly rate × the property's value;
 * - a monthly administration fee (R$) and the fees charged at signing (R$);
 * - the CET a.a. (Res. CMN 3.517/2007) of the whole flow, with its parts.
 * Everything here is skipped when the costs are all zero, so the comparison pays nothing for it.
 */
export interface FinancingCostInput {
  mipPct: number;
  /** The client's age at signing (imóvel): > 0 takes MIP from the age-band table (./mip.ts) instead of mipPct. */
  mipAgeYears?: number;
  dfiPct: number;
  adminFee: number;
  upfrontFees: number;
  propertyValue: number;
}

export interface FinancingCostTotals {
  mip: number;
  dfi: number;
  adminFees: number;
  upfrontFees: number;
  /** Insurance and fees charged in month 1 (what the first instalment carries beyond P1). */
  firstMonth: number;
}

export function hasFinancingCosts(c: FinancingCostInput): boolean {
  return c.mipPct > 0 || (c.mipAgeYears ?? 0) > 0 || c.dfiPct > 0 || c.adminFee > 0 || c.upfrontFees > 0;
}

/**
 * Adds each month's MIP, DFI and fee to a copy of the schedule's instalments (the schedule's own
 * columns keep amortization + interest only). Returns the month-by-month total due and the totals.
 */
export function applyFinancingCosts(
  columns: FinancingColumns,
  c: FinancingCostInput,
): { due: Float64Array; totals: FinancingCostTotals } {
  const n = columns.instalment.length;
  const due = new Float64Array(n);
  const mipRate = c.mipPct / 100;
  const age = c.mipAgeYears ?? 0;
  const dfi = (c.dfiPct / 100) * c.propertyValue;
  let mip = 0;
  let firstMonth = 0;
  for (let k = 0; k < n; k += 1) {
    const monthMip = (age > 0 ? mipRateAtMonth(age, k) : mipRate) * (columns.correctedBalance[k] ?? 0);
    const extras = monthMip + dfi + c.adminFee;
    mip += monthMip;
    if (k === 0) firstMonth = extras;
    due[k] = (columns.instalment[k] ?? 0) + extras;
  }
  return { due, totals: { mip, dfi: dfi * n, adminFees: c.adminFee * n, upfrontFees: c.upfrontFees, firstMonth } };
}

/** One part of the financing's cost, R$ and % of the total cost. */
export interface CetPart {
  value: number;
  pct: number;
}

export interface FinancingCet {
  /** CET a.a. in % (payments every 30 days, 365-day year, per Res. CMN 3.517). */
  cetAnnualPct: number;
  /** The contract's rate a.a., (1 + i)^12 − 1, in %. */
  nominalAnnualPct: number;
  parts: {
    interest: CetPart;
    trCorrection: CetPart;
    mip: CetPart;
    dfi: CetPart;
    adminFees: CetPart;
    upfrontFees: CetPart;
  };
  totalCost: number;
}

/** (1 + i)^12 − 1 in %, from a monthly % (the annual rate a bank quotes beside the monthly). */
export function nominalAnnualPct(monthlyRatePct: number): number {
  return (Math.pow(1 + monthlyRatePct / 100, 12) - 1) * 100;
}

/**
 * The CET of a financing and what it is made of. `due` is each month's total payment (instalment +
 * insurance + fees); null when nothing is financed or the flow has no rate (e.g. a negative rate that
 * pays back less than was lent).
 */
export function financingCet(input: {
  principal: number;
  monthlyRatePct: number;
  schedule: FinancingSchedule;
  due: ArrayLike<number>;
  costs: FinancingCostTotals | null;
}): FinancingCet | null {
  const { principal, schedule, costs } = input;
  const upfront = costs?.upfrontFees ?? 0;
  if (!(principal > upfront) || input.due.length === 0) return null;
  let cet: number;
  try {
    cet = cetAnnual({ released: principal, upfrontFees: upfront, payments: monthlyPayments(input.due) });
  } catch {
    return null;
  }
  const values = {
    interest: schedule.totals.interest,
    trCorrection: schedule.totals.trCorrection,
    mip: costs?.mip ?? 0,
    dfi: costs?.dfi ?? 0,
    adminFees: costs?.adminFees ?? 0,
    upfrontFees: upfront,
  };
  const totalCost = Object.values(values).reduce((a, b) => a + b, 0);
  const part = (value: number): CetPart => ({ value, pct: totalCost > 0 ? (value / totalCost) * 100 : 0 });
  return {
    cetAnnualPct: cet * 100,
    nominalAnnualPct: nominalAnnualPct(input.monthlyRatePct),
    parts: {
      interest: part(values.interest),
      trCorrection: part(values.trCorrection),
      mip: part(values.mip),
      dfi: part(values.dfi),
      adminFees: part(values.adminFees),
      upfrontFees: part(values.upfrontFees),
    },
    totalCost,
  };
}

/*
 * The SFH's limits (Sistema Financeiro da Habitação), shown as warnings, never as errors: a seller may
 * simulate a financing outside the SFH (SFI) on purpose.
 * - Quota: up to 80 % of the property's value on SAC, 70 % on PRICE (Caixa's SBPE rules).
 * - Ceiling: property value up to R$ 2.250.000 (CMN, October 2025, up from R$ 1,5 mi of Res. CMN
 *   4.676/2018).
 * - Rate cap: 12 % a.a. effective (Lei 8.692/1993 art. 25; CMN rules for SFH contracts).
 */
export const SFH_LIMITS = Object.freeze({
  maxQuota: Object.freeze({ SAC: 80, PRICE: 70 } satisfies Record<AmortizationSystem, number>),
  ceiling: 2_250_000,
  maxAnnualRatePct: 12,
});

const pct = (x: number) => x.toFixed(2).replace(".", ",").replace(/,00$/, "");

export function sfhWarnings(input: {
  propertyValue: number;
  downPaymentPct: number;
  system: AmortizationSystem;
  monthlyRatePct: number;
}): string[] {
  const warnings: string[] = [];
  const quota = 100 - input.downPaymentPct;
  const maxQuota = SFH_LIMITS.maxQuota[input.system];
  if (quota > maxQuota + 1e-9) {
    warnings.push(
      `No SFH, o ${input.system} financia até ${maxQuota}\u00a0% do valor do imóvel; esta simulação financia ${pct(quota)}\u00a0%.`,
    );
  }
  if (input.propertyValue > SFH_LIMITS.ceiling) {
    warnings.push(
      "O imóvel passa do teto do SFH (R$\u00a02.250.000,00): o financiamento seria pelo SFI, sem limite de juros e sem FGTS.",
    );
  }
  const annual = nominalAnnualPct(input.monthlyRatePct);
  if (annual > SFH_LIMITS.maxAnnualRatePct + 1e-9) {
    warnings.push(
      `A taxa de ${pct(annual)}\u00a0%\u00a0a.a. passa do limite do SFH (${SFH_LIMITS.maxAnnualRatePct}\u00a0%\u00a0a.a.).`,
    );
  }
  return warnings;
}
