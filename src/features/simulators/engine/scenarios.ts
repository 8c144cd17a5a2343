import { monthlyFromAnnual } from "./financing";
import type { AssetValue, InvestInstead, RentalIncome, RentWhileWaiting } from "./types";

/**
 * Wealth scenarios of model §4. Choices where the model is silent (why):
 * - Rent is locacao % of the property's value when the lease starts, then corrected every 12 months
 *   by IGP-M, because that is what `igpm` means (§1) and how Brazilian leases are adjusted. The same
 *   rule serves the rent paid while waiting and the rent received after buying.
 * - Rental income applies to every path from the month after the property is owned (consórcio mC + 1,
 *   financing 1) to that path's end, so the wealth of the three paths is measured alike.
 * - Coverage compares the whole rent with the instalment; the reinvested share is a use of the rent,
 *   not a reduction of it.
 * - Deposits are made at the end of each month and earn from the next one, so a deposit in the last
 *   month counts at face value.
 */

/** The first rent, stepped by IGP-M every 12 months counted from `startMonth`. */
function rentAt(baseRent: number, igpmGrowth: number, startMonth: number, month: number): number {
  return baseRent * Math.pow(igpmGrowth, Math.floor((month - startMonth) / 12));
}

export function rentWhileWaiting(
  value: number,
  rentPct: number,
  rentCorrectionPct: number,
  contemplationMonth: number,
): RentWhileWaiting {
  const base = (value * rentPct) / 100;
  const growth = 1 + rentCorrectionPct / 100;
  let total = 0;
  let rent = base;
  for (let m = 1; m <= contemplationMonth; m += 1) {
    if (m > 1 && (m - 1) % 12 === 0) rent = rentAt(base, growth, 1, m);
    total += rent;
  }
  return { months: contemplationMonth, firstRent: base, lastRent: rent, total };
}

/** Value at endMonth of a property bought at purchaseMonth, at `annualPct` a.a. (negative: depreciation). */
export function assetValue(
  purchaseValue: number,
  purchaseMonth: number,
  endMonth: number,
  annualPct: number,
): AssetValue {
  const years = (endMonth - purchaseMonth) / 12;
  const valueAtEnd = purchaseValue * Math.pow(1 + annualPct / 100, years);
  return { purchaseMonth, purchaseValue, endMonth, valueAtEnd, change: valueAtEnd - purchaseValue };
}

export interface RentalIncomeInput {
  /** Property value when the lease starts. */
  baseValue: number;
  startMonth: number;
  endMonth: number;
  rentPct: number;
  rentCorrectionPct: number;
  reinvestMonthlyPct: number;
  reinvestSharePct: number;
  /** Instalment due per month, index = month − 1 (shorter arrays mean nothing due after). */
  instalments: ArrayLike<number>;
}

const MIN_INSTALMENT = 1e-9;

export function rentalIncome(input: RentalIncomeInput): RentalIncome {
  const { startMonth, endMonth, instalments } = input;
  const base = (input.baseValue * input.rentPct) / 100;
  const growth = 1 + input.rentCorrectionPct / 100;
  const yieldGrowth = 1 + input.reinvestMonthlyPct / 100;
  const share = input.reinvestSharePct / 100;
  let rent = base;
  let totalRent = 0;
  let reinvested = 0;
  let balance = 0;
  let covered = 0;
  let due = 0;
  for (let m = startMonth; m <= endMonth; m += 1) {
    if (m > startMonth && (m - startMonth) % 12 === 0) rent = rentAt(base, growth, startMonth, m);
    const deposit = rent * share;
    balance = balance * yieldGrowth + deposit;
    totalRent += rent;
    reinvested += deposit;
    const instalment = instalments[m - 1] ?? 0;
    if (instalment > 0) {
      due += instalment;
      covered += Math.min(rent, instalment);
    }
  }
  const months = Math.max(0, endMonth - startMonth + 1);
  const firstInstalment = instalments[startMonth - 1] ?? 0;
  return {
    startMonth,
    endMonth,
    months,
    firstRent: months > 0 ? base : 0,
    totalRent,
    reinvested,
    investedBalance: balance,
    // An instalment of float dust (a rate near −100 %) would give an infinite coverage: none is shown.
    firstCoveragePct: months > 0 && firstInstalment >= MIN_INSTALMENT ? (base / firstInstalment) * 100 : null,
    coveragePct: due > 0 ? (covered / due) * 100 : null,
  };
}

/**
 * The consórcio's monthly outlays (instalment + bid) invested instead, at rentabilidadeAnual % a.a.
 * converted to (1 + a)^(1/12) − 1 a.m., compounded to endMonth.
 */
export function investInstead(
  outlays: ArrayLike<number>,
  endMonth: number,
  annualPct: number,
  propertyValueAtEnd: number,
): InvestInstead {
  const monthly = monthlyFromAnnual(annualPct);
  const growth = 1 + monthly;
  let balance = 0;
  let contributed = 0;
  for (let m = 1; m <= endMonth; m += 1) {
    const deposit = outlays[m - 1] ?? 0;
    balance = balance * growth + deposit;
    contributed += deposit;
  }
  return {
    monthlyRatePct: monthly * 100,
    contributed,
    balanceAtEnd: balance,
    endMonth,
    propertyValueAtEnd,
    difference: balance - propertyValueAtEnd,
  };
}
