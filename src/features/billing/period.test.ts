import { describe, expect, it } from "vitest";
import { addDays } from "~/features/plans";
import { anniversaryAfter, cancellationDate, lastAnniversary, nextPaidThrough } from "./period";

const d = (iso: string) => new Date(iso);

describe("nextPaidThrough", () => {
  it.each([
    ["first payment: +30 days from the payment", null, "2026-03-01T10:00:00Z", "2026-03-31T10:00:00Z"],
    [
      "renewal paid in advance: on top of paidThrough",
      "2026-03-31T10:00:00Z",
      "2026-03-29T08:00:00Z",
      "2026-04-30T10:00:00Z",
    ],
    [
      "late renewal inside the grace: still on top of paidThrough",
      "2026-03-31T10:00:00Z",
      "2026-04-10T08:00:00Z",
      "2026-04-30T10:00:00Z",
    ],
    [
      "payment after a suspension: from the payment",
      "2026-03-31T10:00:00Z",
      "2026-05-01T08:00:00Z",
      "2026-05-31T08:00:00Z",
    ],
  ] as const)("%s", (_label, through, paidAt, expected) => {
    expect(nextPaidThrough(through ? d(through) : null, d(paidAt)).toISOString()).toBe(d(expected).toISOString());
  });
});

describe("cancellationDate (30 days' notice)", () => {
  const paidThrough = d("2026-04-30T10:00:00Z");
  it.each([
    ["40 days before the renewal → the end of this period", addDays(paidThrough, -40), paidThrough],
    ["exactly 30 days before → the end of this period", addDays(paidThrough, -30), paidThrough],
    ["10 days before → the end of the next period", addDays(paidThrough, -10), addDays(paidThrough, 30)],
  ])("%s", (_label, now, expected) => {
    expect(cancellationDate(paidThrough, now).toISOString()).toBe(expected.toISOString());
  });
});

describe("anniversaries", () => {
  const start = d("2025-06-15T12:00:00Z");
  it("the next one after a date", () => {
    expect(anniversaryAfter(start, d("2025-06-16T00:00:00Z")).toISOString()).toBe("2026-06-15T12:00:00.000Z");
    expect(anniversaryAfter(start, d("2026-06-15T12:00:00Z")).toISOString()).toBe("2027-06-15T12:00:00.000Z");
  });
  it("the last one reached, none in the first year", () => {
    expect(lastAnniversary(start, d("2026-01-01T00:00:00Z"))).toBeNull();
    expect(lastAnniversary(start, d("2027-07-01T00:00:00Z"))?.toISOString()).toBe("2027-06-15T12:00:00.000Z");
  });
});
