// pt-BR display formatting. Intl prints a non-breaking space after "R$".
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const percentFmt = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

/** Reais (full precision) → "R$ 1.234,57", rounded half-up to centavos. */
export function formatBRL(reais: number): string {
  // Intl rounds half-even on some engines; nudge by half an ulp of a centavo to get half-up.
  const rounded = Math.round((reais + Number.EPSILON * Math.sign(reais)) * 100) / 100;
  return brl.format(Object.is(rounded, -0) ? 0 : rounded);
}

export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

/** 27.9545 → "27,95 %" */
export function formatPercent(value: number, digits = 2): string {
  const fmt = digits === 2 ? percentFmt : new Intl.NumberFormat("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${fmt.format(value)} %`;
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

export function formatDateTime(date: Date | string): string {
  return dateTime.format(typeof date === "string" ? new Date(date) : date);
}

const relative = new Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" });

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
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return relative.format(0, "second");
}

const PLURAL_RULES = new Intl.PluralRules("pt-BR");

/** pt-BR plural: `plural(1, "nova", "novas")` → "nova"; 0 and 2+ → "novas" (Intl.PluralRules). */
export function plural(count: number, one: string, other: string): string {
  return PLURAL_RULES.select(count) === "one" ? one : other;
}
