import { formatNumber, formatPercentShort } from "~/lib/format";
import type { BankRate } from "./schema";

/*
 * How a financing rate compares with the market: the simulator says, beside the rate, how
 * it stands against the mean of the banks' advertised "a partir de" rates for that kind of bem, e.g.
 * the factory default 2 % a.m. (26,82 % a.a.) against a 11,5 % a.a. mean reads "2,3 vezes a taxa
 * média de mercado". Rates compare as effective annual rates: (1 + i)^12 − 1.
 */
export interface MarketComparison {
  /** The typed rate over the mean (1 = the same). */
  ratio: number;
  meanAnnualPct: number;
  banks: number;
  /** The oldest check among the rates averaged: the comparison is as recent as that. */
  checkedSince: Date;
  phrase: string;
}

const pct = (x: number) => formatPercentShort(x, 0);

export function comparisonPhrase(ratio: number): string {
  if (Math.abs(ratio - 1) <= 0.05 + 1e-9) return "em linha com a taxa média de mercado";
  if (ratio < 1) return `${pct((1 - ratio) * 100)} abaixo da taxa média de mercado`;
  if (ratio < 1.9) return `${pct((ratio - 1) * 100)} acima da taxa média de mercado`;
  if (ratio < 2.1) return "o dobro da taxa média de mercado";
  return `${formatNumber(ratio, 1)} vezes a taxa média de mercado`;
}

export function compareWithMarket(
  monthlyRatePct: number,
  banks: readonly BankRate[],
  kind: BankRate["kind"],
): MarketComparison | null {
  const same = banks.filter((b) => b.kind === kind);
  if (same.length === 0 || !Number.isFinite(monthlyRatePct)) return null;
  const meanAnnualPct = same.reduce((sum, b) => sum + b.annualRatePct, 0) / same.length;
  const typedAnnualPct = ((1 + monthlyRatePct / 100) ** 12 - 1) * 100;
  const ratio = typedAnnualPct / meanAnnualPct;
  const checkedSince = new Date(Math.min(...same.map((b) => b.checkedAt.getTime())));
  return { ratio, meanAnnualPct, banks: same.length, checkedSince, phrase: comparisonPhrase(ratio) };
}

/** An annual rate as the monthly one the simulators take: (1 + a)^(1/12) − 1, in %. */
export function monthlyFromAnnualPct(annualPct: number): number {
  return ((1 + annualPct / 100) ** (1 / 12) - 1) * 100;
}

/** A reference date (stored at 00:00 UTC of its day) as dd/mm/aaaa: lib/format.ts's calendar day. */
export { formatCalendarDay as formatRefDate } from "~/lib/format";
