// Stored and charged money is integer centavos; Mercado Pago speaks reais. Convert only at that edge.

export function centsToReais(cents: number): number {
  if (!Number.isInteger(cents)) throw new Error(`centavos must be an integer, got ${cents}`);
  return cents / 100;
}

/** Rounds to the nearest centavo: 499.9 → 49990; float noise (0.1 + 0.2) never leaks a fraction. */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

/** A price moved by an index in basis points (4,62 % = 462), rounded to the centavo. */
export function adjustCents(cents: number, basisPoints: number): number {
  return Math.round((cents * (10_000 + basisPoints)) / 10_000);
}
