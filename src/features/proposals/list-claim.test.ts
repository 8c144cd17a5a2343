import { describe, expect, it } from "vitest";
import { listClaim } from "./list-claim";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("the list's claim", () => {
  it.each([
    [{ savingCents: 3_578_848, verdictKind: "saves", verdictBasis: "typed" }, "economia de R$ 35.788,48 sobre o financiamento"],
    [{ savingCents: -21_549_610, verdictKind: "costs-more", verdictBasis: "market" }, "custa R$ 215.496,10 a mais que o financiamento (à taxa média do Banco Central)"],
    [{ savingCents: -500_000, verdictKind: "even", verdictBasis: "typed" }, "empata com o financiamento (diferença de R$ 5.000,00)"],
    [{ savingCents: 105_607_600, verdictKind: null, verdictBasis: null }, "R$ 1.056.076,00 a menos que o PRICE, com a taxa informada"],
  ] as const)("%o → %s", (p, text) => {
    expect(nbsp(listClaim(p))).toBe(text);
  });
});
