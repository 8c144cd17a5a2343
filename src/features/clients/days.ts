// São Paulo calendar days as the Date values of a PostgreSQL DATE column (UTC midnight). Pure.
import { saoPauloDay } from "~/lib/sao-paulo-day";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in São Paulo, as UTC midnight of that calendar day. */
export function saoPauloToday(now: Date): Date {
  return new Date(`${saoPauloDay(now)}T00:00:00.000Z`);
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}
