// CPF and CNPJ check digits (Receita Federal, modulo 11). Pure: runs in the sign-up form and on the
// server. CNPJs issued from July 2026 may carry letters in their first 12 positions (IN RFB
// 2.229/2024); their check digits use each character's code point minus 48, which keeps the old
// all-digit numbers valid unchanged.

export type DocumentKind = "CPF" | "CNPJ";

/** Drops the mask (dots, slash, dash, spaces) and upper-cases letters: "123.456.789-09" → "12345678909". */
export function normaliseDocument(raw: string): string {
  return raw.replace(/[\s./-]/g, "").toUpperCase();
}

function checkDigit(values: number[], weights: number[]): number {
  const sum = values.reduce((total, value, i) => total + value * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** "111.111.111-11" and the like pass the arithmetic but are not real numbers. */
function allSame(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

export function isValidCpf(raw: string): boolean {
  const cpf = normaliseDocument(raw);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = checkDigit(digits.slice(0, 9), CPF_WEIGHTS_1);
  const second = checkDigit(digits.slice(0, 10), CPF_WEIGHTS_2);
  return digits[9] === first && digits[10] === second;
}

export function isValidCnpj(raw: string): boolean {
  const cnpj = normaliseDocument(raw);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const values = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), CNPJ_WEIGHTS_1);
  const second = checkDigit(values.slice(0, 13), CNPJ_WEIGHTS_2);
  return values[12] === first && values[13] === second;
}

/** CPF (11 digits) or CNPJ (14 characters), by length after the mask is removed; null when invalid. */
export function documentKind(raw: string): DocumentKind | null {
  const value = normaliseDocument(raw);
  if (value.length === 11) return isValidCpf(value) ? "CPF" : null;
  if (value.length === 14) return isValidCnpj(value) ? "CNPJ" : null;
  return null;
}

function randomDigits(count: number, random: () => number): number[] {
  const digits = Array.from({ length: count }, () => Math.floor(random() * 10));
  if (new Set(digits).size === 1) digits[0] = (digits[0]! + 1) % 10;
  return digits;
}

/** A valid CPF (bare digits) with a random base: test data, the seed and the e2e tier. */
export function generateCpf(random: () => number = Math.random): string {
  const base = randomDigits(9, random);
  const first = checkDigit(base, CPF_WEIGHTS_1);
  const second = checkDigit([...base, first], CPF_WEIGHTS_2);
  return [...base, first, second].join("");
}

/** A valid all-digit CNPJ (bare) with a random base: test data, the seed and the e2e tier. */
export function generateCnpj(random: () => number = Math.random): string {
  const base = randomDigits(12, random);
  const first = checkDigit(base, CNPJ_WEIGHTS_1);
  const second = checkDigit([...base, first], CNPJ_WEIGHTS_2);
  return [...base, first, second].join("");
}
