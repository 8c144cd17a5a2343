import { TZDate } from "@date-fns/tz";
import { SAO_PAULO } from "./format";

// Calendar days as people in Brazil see them. The offsets come from the time-zone database (through
// @date-fns/tz), not from a hard-coded −03:00: São Paulo kept daylight saving until 2019, and a
// stored date of that time, or a future rule change, must still land on the right day.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** The São Paulo calendar day of an instant, "yyyy-mm-dd". */
export function saoPauloDay(instant: Date): string {
  const local = new TZDate(instant.getTime(), SAO_PAULO);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The São Paulo day of the week of an instant: 0 Sunday … 6 Saturday. */
export function saoPauloDayOfWeek(instant: Date): number {
  return new TZDate(instant.getTime(), SAO_PAULO).getDay();
}

/** The instant a São Paulo calendar day ("yyyy-mm-dd") starts; an Invalid Date for a day that does not exist. */
export function saoPauloDayStart(day: string): Date {
  const match = DAY.exec(day);
  if (!match) return new Date(Number.NaN);
  const start = new Date(new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), SAO_PAULO).getTime());
  // TZDate rolls 2026-02-31 over into March: a day that does not round-trip is not a day.
  return saoPauloDay(start) === day ? start : new Date(Number.NaN);
}

/** The instant the next São Paulo day starts (a day is not always 24 hours where the rules changed). */
export function saoPauloNextDayStart(day: string): Date {
  const start = saoPauloDayStart(day);
  if (Number.isNaN(start.getTime())) return start;
  const local = new TZDate(start.getTime(), SAO_PAULO);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, SAO_PAULO).getTime());
}

/** The instant the São Paulo month of `now` started ("propostas este mês"). */
export function saoPauloMonthStart(now: Date): Date {
  const local = new TZDate(now.getTime(), SAO_PAULO);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), 1, SAO_PAULO).getTime());
}
