import { describe, expect, it } from "vitest";
import { greeting, planByName } from "./plan-info";

describe("planByName", () => {
  it.each([
    ["basic", 2, 29_900],
    ["stardard", 5, 49_900],
    ["premium", 10, 69_900],
  ])("%s → %i seats, %i centavos", (name, seats, priceCents) => {
    expect(planByName(name)).toMatchObject({ seats, priceCents });
  });

  it("unknown name → null", () => {
    expect(planByName("gold")).toBeNull();
  });
});

describe("greeting (America/Sao_Paulo, UTC-3)", () => {
  it.each([
    ["08:00 UTC = 05:00 local", "2025-03-10T08:00:00Z", "Bom dia"],
    ["14:59 UTC = 11:59 local", "2025-03-10T14:59:00Z", "Bom dia"],
    ["15:00 UTC = 12:00 local", "2025-03-10T15:00:00Z", "Boa tarde"],
    ["21:00 UTC = 18:00 local", "2025-03-10T21:00:00Z", "Boa noite"],
    ["03:00 UTC = 00:00 local", "2025-03-10T03:00:00Z", "Boa noite"],
  ])("%s", (_label, iso, expected) => {
    expect(greeting(new Date(iso))).toBe(expected);
  });
});
