// pt-BR display formatting, the only one in the app: money (reais or centavos), numbers and dates.
// A number and its unit never part at a line break: Intl prints a no-break space after "R$", and the
// units here ("81,30 %", "14,28 % a.a.", "180 meses") are joined by one too (NBSP). Dates are shown
// on São Paulo's calendar wherever the code runs (a server in UTC, a test in Asia/Kathmandu, a
// browser abroad).

/** The no-break space (U+00A0) that joins a number to its unit. */
export const NBSP = "\u00a0";

export const SAO_PAULO = "America/Sao_Paulo";

/**
 * The value `make` returns, made on the first call and kept. Every Intl formatter here is made when
 * first used, not when the module loads: in a browser the first of a kind loads ICU's data (on a
 * phone, 4× slower than this machine: ~270 ms for the first NumberFormat, ~90 ms for the first
 * DateTimeFormat), and a page that shows no date should not pay for the date formats while it loads.
 */
export function madeOnUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const brl = madeOnUse(() => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));
const percentFmt = madeOnUse(
  () => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const integer = madeOnUse(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }));
const dateTime = madeOnUse(
  () => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: SAO_PAULO }),
);
const dates = {
  short: madeOnUse(() => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: SAO_PAULO })),
  long: madeOnUse(() => new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: SAO_PAULO })),
};

/** Reais (full precision) → "R$ 1.234,57", rounded half-up to centavos. */
export function formatBRL(reais: number): string {
  // Intl rounds half-even on some engines; nudge by half an ulp of a centavo to get half-up.
  const rounded = Math.round((reais + Number.EPSILON * Math.sign(reais)) * 100) / 100;
  return brl().format(Object.is(rounded, -0) ? 0 : rounded);
}

/** Stored or charged centavos (an integer) → "R$ 1.234,57". */
export function formatCents(cents: number): string {
  return brl().format(cents / 100);
}

// Chart axes: compact, and no decimal where none is needed ("R$ 0", not "R$ 0,0"): ticks must fit a
// 390 px phone.
const axisBRL = madeOnUse(
  () =>
    new Intl.NumberFormat("pt-BR", {
      style: "currency",
      currency: "BRL",
      notation: "compact",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

/** A chart tick: 2795.45 → "R$ 2,8 mil"; 1_234_567 → "R$ 1,2 mi"; 0 → "R$ 0". */
export function formatAxisBRL(reais: number): string {
  return axisBRL().format(Object.is(reais, -0) ? 0 : reais);
}

/** 27.9545 → "27,95 %" (a no-break space before "%"). */
export function formatPercent(value: number, digits = 2): string {
  const fmt =
    digits === 2
      ? percentFmt()
      : new Intl.NumberFormat("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return withUnit(fmt.format(value), "%");
}

const upTo = new Map<number, Intl.NumberFormat>();

/** A pt-BR number with at most `maxDigits` decimals and none it does not need: 10.5 → "10,5", 2 → "2". */
export function formatNumber(value: number, maxDigits = 2): string {
  let fmt = upTo.get(maxDigits);
  if (!fmt) upTo.set(maxDigits, (fmt = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: maxDigits })));
  return fmt.format(Object.is(value, -0) ? 0 : value);
}

/** A percentage with only the decimals it needs: 30 → "30 %", 1.05 → "1,05 %" (at most `maxDigits`). */
export function formatPercentShort(value: number, maxDigits = 2): string {
  return withUnit(formatNumber(value, maxDigits), "%");
}

/** A rate per period: (14.28, "a.a.") → "14,28 % a.a.", held together by no-break spaces. */
export function formatRate(value: number, period: "a.a." | "a.m.", maxDigits?: number): string {
  const number = maxDigits === undefined ? formatDecimal(value) : formatNumber(value, maxDigits);
  return withUnit(number, `%${NBSP}${period}`);
}

/** A number of months: 180 → "180 meses", 1 → "1 mês". */
export function formatMonths(months: number): string {
  return withUnit(formatInteger(months), plural(months, "mês", "meses"));
}

/** A number already formatted and its unit, joined so that a line never breaks between them. */
export function withUnit(number: string, unit: string): string {
  return `${number}${NBSP}${unit}`;
}

export function formatInteger(value: number): string {
  return integer().format(value);
}

/** 1010.8 → "1.010,80": always two decimals, so a column's values line up. */
export function formatDecimal(value: number): string {
  return percentFmt().format(value);
}

export function formatDateTime(date: Date | string): string {
  return dateTime().format(typeof date === "string" ? new Date(date) : date);
}

const calendarDay = madeOnUse(() => new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC" }));

/**
 * A calendar day stored as 00:00 UTC (a @db.Date column, a BCB series' reference date) → "28/11/2025":
 * the stored day itself, in any time zone (São Paulo's would show the day before).
 */
export function formatCalendarDay(date: Date | string): string {
  return calendarDay().format(typeof date === "string" ? new Date(date) : date);
}

/** The São Paulo day: "25/11/2026" (short) or "25 de novembro de 2026" (long). */
export function formatDate(date: Date | string, style: keyof typeof dates = "short"): string {
  return dates[style]().format(typeof date === "string" ? new Date(date) : date);
}

const relative = madeOnUse(() => new Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" }));

// Largest unit first; each applies once the elapsed time reaches one of it.
const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3_600_000],
  ["month", 30 * 24 * 3_600_000],
  ["day", 24 * 3_600_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** How long ago, in pt-BR words from Intl: "agora", "há 5 minutos", "há 3 horas", "ontem", "há 2 meses". */
export function formatRelative(date: Date | string, now = new Date()): string {
  // A clock a little ahead (another server, the client) must not print "em 2 minutos".
  const elapsed = Math.max(0, now.getTime() - new Date(date).getTime());
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (elapsed >= ms) return relative().format(-Math.floor(elapsed / ms), unit);
  }
  return relative().format(0, "second");
}

const pluralRules = madeOnUse(() => new Intl.PluralRules("pt-BR"));

/** pt-BR plural: `plural(1, "nova", "novas")` → "nova"; 0 and 2+ → "novas" (Intl.PluralRules). */
export function plural(count: number, one: string, other: string): string {
  return pluralRules().select(count) === "one" ? one : other;
}
