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

/** "há 5 min", "há 2 h", "agora" */
export function formatRelative(date: Date | string, now = new Date()): string {
  const ms = now.getTime() - new Date(date).getTime();
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "agora";
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  return `há ${Math.round(hours / 24)} d`;
}
