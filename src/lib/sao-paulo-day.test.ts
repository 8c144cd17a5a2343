import { describe, expect, it } from "vitest";
import {
  saoPauloDay,
  saoPauloDayOfWeek,
  saoPauloDayStart,
  saoPauloMonthStart,
  saoPauloNextDayStart,
} from "./sao-paulo-day";

// The tests run in Asia/Kathmandu (UTC+05:45), so nothing here can lean on the machine's zone.
describe("São Paulo calendar days", () => {
  it.each([
    ["02:59 UTC is still the day before", "2026-11-26T02:59:59Z", "2026-11-25"],
    ["03:00 UTC starts the day", "2026-11-26T03:00:00Z", "2026-11-26"],
    ["the year turns at 03:00 UTC", "2027-01-01T02:59:59Z", "2026-12-31"],
    ["daylight saving in 2018 (UTC−2): 02:00 UTC starts the day", "2018-12-02T02:00:00Z", "2018-12-02"],
    ["daylight saving in 2018: 01:59 UTC is the day before", "2018-12-02T01:59:59Z", "2018-12-01"],
  ])("the day of an instant: %s", (_label, at, day) => {
    expect(saoPauloDay(new Date(at))).toBe(day);
  });

  it.each([
    ["today's rules (UTC−3)", "2026-11-25", "2026-11-25T03:00:00.000Z", "2026-11-26T03:00:00.000Z"],
    [
      "a day in daylight saving (UTC−2), which a fixed −03:00 would put an hour late",
      "2018-12-01",
      "2018-12-01T02:00:00.000Z",
      "2018-12-02T02:00:00.000Z",
    ],
    // 2018-11-04: clocks jumped from 00:00 to 01:00, so the day starts at 01:00 −02:00 and lasts 23 h.
    [
      "the day daylight saving began (no midnight, 23 hours)",
      "2018-11-04",
      "2018-11-04T03:00:00.000Z",
      "2018-11-05T02:00:00.000Z",
    ],
    // 2019-02-17: clocks went back from 00:00 to 23:00 the evening before; the day lasts 24 h from 03:00 UTC.
    ["the day daylight saving ended", "2019-02-17", "2019-02-17T03:00:00.000Z", "2019-02-18T03:00:00.000Z"],
  ])("where a day starts and ends: %s", (_label, day, start, next) => {
    expect(saoPauloDayStart(day).toISOString()).toBe(start);
    expect(saoPauloNextDayStart(day).toISOString()).toBe(next);
  });

  it.each([
    ["Friday 23:59 in São Paulo (Saturday in UTC)", "2026-11-28T02:59:00Z", 5],
    ["Saturday 00:00 in São Paulo", "2026-11-28T03:00:00Z", 6],
    ["Sunday 23:59 in São Paulo (Monday in UTC)", "2026-11-30T02:59:00Z", 0],
  ])("the day of the week: %s", (_label, at, weekday) => {
    expect(saoPauloDayOfWeek(new Date(at))).toBe(weekday);
  });

  it.each([["2026-02-31"], ["2026-13-01"], ["25/11/2026"], [""]])("%j is not a day", (day) => {
    expect(Number.isNaN(saoPauloDayStart(day).getTime())).toBe(true);
  });

  it.each([
    [
      "the last minute of November in São Paulo (already December in UTC)",
      "2026-12-01T02:59:00Z",
      "2026-11-01T03:00:00.000Z",
    ],
    ["the first minute of December", "2026-12-01T03:00:00Z", "2026-12-01T03:00:00.000Z"],
    ["a month that started in daylight saving", "2018-12-15T12:00:00Z", "2018-12-01T02:00:00.000Z"],
  ])("the month's start: %s", (_label, now, start) => {
    expect(saoPauloMonthStart(new Date(now)).toISOString()).toBe(start);
  });
});
