/*
 * Sellers type numbers the Brazilian way ("500.000", "1,99", "R$ 1.250,50"), while the schema wants
 * a JavaScript number. The parser is lenient about what a field holds halfway through typing ("1,",
 * "500.0") so the results keep following the user, and strict about anything ambiguous.
 */

import { madeOnUse } from "~/lib/format";

const THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const DIGITS = /^\d*$/;

function integerPart(text: string): string | null {
  if (DIGITS.test(text)) return text;
  return THOUSANDS.test(text) ? text.replaceAll(".", "") : null;
}

/**
 * pt-BR text → number. NaN when the text is empty or not a number, so the zod schema answers with
 * its own pt-BR message ("… deve ser um número válido.").
 *
 * - A comma is the decimal separator; dots before it must group thousands ("1.250,5").
 * - Without a comma, dots that group thousands ("500.000") are thousands; a single other dot is a
 *   decimal point ("1.99", as pasted from elsewhere, or "500.0" while typing "500.000").
 * - "R$", "%", spaces and a leading minus (also "−") are accepted.
 */
export function parsePtBrNumber(input: string): number {
  let text = input
    .replace(/[\s\u00a0]/g, "")
    .replace(/^R\$/i, "")
    .replace(/%$/, "")
    .replace(/^[−–]/, "-");
  let sign = 1;
  if (text.startsWith("-")) {
    sign = -1;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  }
  if (text === "" || text === "," || text === ".") return Number.NaN;

  let whole: string | null;
  let fraction: string;
  const comma = text.indexOf(",");
  if (comma >= 0) {
    if (text.indexOf(",", comma + 1) >= 0) return Number.NaN;
    whole = integerPart(text.slice(0, comma));
    fraction = text.slice(comma + 1);
  } else if (THOUSANDS.test(text)) {
    whole = text.replaceAll(".", "");
    fraction = "";
  } else {
    const [head = "", tail = "", ...rest] = text.split(".");
    if (rest.length > 0) return Number.NaN;
    whole = DIGITS.test(head) ? head : null;
    fraction = tail;
  }
  if (whole === null || !DIGITS.test(fraction)) return Number.NaN;
  const value = Number(`${whole || "0"}.${fraction || "0"}`);
  return sign * value;
}

const inputFormat = madeOnUse(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 10, useGrouping: true }));

/** number → the text a field starts with ("500.000", "6,32"); parsePtBrNumber reads it back exactly. */
export function formatPtBrNumber(value: number): string {
  return Number.isFinite(value) ? inputFormat().format(value).replace("\u2212", "-") : "";
}
