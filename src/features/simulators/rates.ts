/**
 * The annual rate equivalent to a monthly one, compounded: (1 + i)^12 − 1. Banks quote financing
 * both ways; a client compares "2 % a.m." with the bank's "26,82 % a.a." only once it is converted.
 * Percent in, percent out (2 → 26.824…).
 */
export function annualEquivalentPct(monthlyPct: number): number {
  return ((1 + monthlyPct / 100) ** 12 - 1) * 100;
}
