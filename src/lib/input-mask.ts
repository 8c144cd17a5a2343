/*
 * Input masks for pt-BR fields, applied while typing: the field shows "(11) 98765-4321",
 * or "500.000,50" whatever the user types or pastes. Pure string functions (the
 * schemas still accept any spelling and keep digits), plus the caret rule that keeps the cursor
 * after the same digit when a mask inserts or removes separators.
 */

const digitsOf = (raw: string) => raw.replace(/\D/g, "");

/** A Brazilian phone with DDD: "(11) 98765-4321", "(11) 3333-4444"; a leading 55 is dropped. */
export function maskPhone(raw: string): string {
  let d = digitsOf(raw);
  if (d.length > 11 && d.startsWith("55")) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const head = rest.length === 9 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, head)}-${rest.slice(head)}`;
}

/** A stored phone (digits, maybe with 55) for reading: "(11) 98765-4321"; anything else as it is. */
export function formatPhone(digits: string): string {
  const local = digits.length > 11 && digits.startsWith("55") ? digits.slice(2) : digits;
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(local);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

/** Reais as typed: thousands grouped with ".", the first "," starts at most two decimals. */
export function maskMoney(raw: string): string {
  const comma = raw.indexOf(",");
  const whole = digitsOf(comma < 0 ? raw : raw.slice(0, comma)).replace(/^0+(?=\d)/, "");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  if (comma < 0) return grouped;
  return `${grouped || "0"},${digitsOf(raw.slice(comma + 1)).slice(0, 2)}`;
}

/** Where the caret goes in `masked` so that as many digits (and commas) precede it as in `typed`. */
export function caretAfterMask(typed: string, caret: number, masked: string): number {
  const significant = /[\d,]/;
  let count = 0;
  for (const ch of typed.slice(0, caret)) if (significant.test(ch)) count += 1;
  if (count === 0) return masked.search(/[\d,]/) < 0 ? masked.length : Math.min(masked.search(/[\d,]/), masked.length);
  for (let i = 0; i < masked.length; i += 1) {
    if (significant.test(masked[i]!)) count -= 1;
    if (count === 0) return i + 1;
  }
  return masked.length;
}

/**
 * The masked value of an input that just changed; the caret is put back after the same digit once
 * React has written the new value (a controlled input otherwise jumps to the end).
 */
export function maskInput(input: HTMLInputElement, mask: (raw: string) => string): string {
  // A caret put back for an earlier keystroke must not land after a later one (fast typing).
  const pending = pendingCaret.get(input);
  if (pending !== undefined) cancelAnimationFrame(pending);
  pendingCaret.delete(input);
  const typed = input.value;
  const masked = mask(typed);
  const at = input.selectionStart ?? typed.length;
  // At the end (typing, pasting) the new value leaves the caret at its end already.
  if (masked === typed || at >= typed.length) return masked;
  const caret = caretAfterMask(typed, at, masked);
  pendingCaret.set(
    input,
    requestAnimationFrame(() => {
      pendingCaret.delete(input);
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    }),
  );
  return masked;
}

const pendingCaret = new WeakMap<HTMLInputElement, number>();
