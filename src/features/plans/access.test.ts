import { describe, expect, it } from "vitest";
import { accountAccess, addDays } from "./access";

const paidThrough = new Date("2026-03-01T12:00:00Z");

describe("accountAccess", () => {
  it.each([
    [
      "pending payment",
      "PENDING_PAYMENT",
      paidThrough,
      addDays(paidThrough, -10),
      { active: false, reason: "pending" },
    ],
    [
      "active, inside the paid period",
      "ACTIVE",
      paidThrough,
      addDays(paidThrough, -1),
      { active: true, reason: "paid" },
    ],
    ["active, exactly at paidThrough", "ACTIVE", paidThrough, paidThrough, { active: true, reason: "paid" }],
    ["active, 1 day overdue", "ACTIVE", paidThrough, addDays(paidThrough, 1), { active: true, reason: "grace" }],
    [
      "active, exactly paidThrough + 15 days",
      "ACTIVE",
      paidThrough,
      addDays(paidThrough, 15),
      { active: true, reason: "grace" },
    ],
    [
      "active, 1 ms past paidThrough + 15 days",
      "ACTIVE",
      paidThrough,
      new Date(addDays(paidThrough, 15).getTime() + 1),
      { active: false, reason: "overdue" },
    ],
    ["active without paidThrough (never paid)", "ACTIVE", null, paidThrough, { active: false, reason: "pending" }],
    [
      "suspended, even with a future paidThrough",
      "SUSPENDED",
      addDays(paidThrough, 20),
      paidThrough,
      { active: false, reason: "suspended" },
    ],
    ["cancelled", "CANCELLED", paidThrough, addDays(paidThrough, -5), { active: false, reason: "cancelled" }],
  ] as const)("%s", (_label, status, through, now, expected) => {
    expect(accountAccess(status, through, now)).toEqual(expected);
  });
});
