// São Paulo calendar days as the Date values of a PostgreSQL DATE column (UTC midnight). Pure.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in São Paulo (UTC−03:00 all year since 2019), as UTC midnight of that calendar day. */
export function saoPauloToday(now: Date): Date {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return new Date(`${day}T00:00:00.000Z`);
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}
