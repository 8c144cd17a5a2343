import { describe, expect, it } from "vitest";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS } from "~/features/simulators";
import { listClaim } from "./list-claim";
import { proposalDraftSchema } from "../document/schema";
import { buildSnapshot } from "../document/snapshot";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("the list's claim", () => {
  it.each([
    [
      { savingCents: 3_578_848, verdictKind: "saves", verdictBasis: "typed", verdictDetail: null },
      "economia de R$ 35.788,48 sobre o financiamento no desembolso total",
    ],
    [
      { savingCents: -21_549_610, verdictKind: "costs-more", verdictBasis: "market", verdictDetail: null },
      "custa R$ 215.496,10 a mais que o financiamento no desembolso total (à taxa média do Banco Central)",
    ],
    [
      { savingCents: -500_000, verdictKind: "even", verdictBasis: "typed", verdictDetail: null },
      "empata com o financiamento no desembolso total (diferença de R$ 5.000,00)",
    ],
    [
      { savingCents: 105_607_600, verdictKind: null, verdictBasis: null, verdictDetail: null },
      "R$ 1.056.076,00 a menos que o PRICE, com a taxa informada",
    ],
  ] as const)("%o → %s", (p, text) => {
    expect(nbsp(listClaim(p))).toBe(text);
  });

  it("on a market basis the typed rate's figure follows, then the wealth at the end (from a saved snapshot)", () => {
    const draft = proposalDraftSchema.parse({
      client: { name: "Ana" },
      simulation: { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros: 2, sacJuros: 2 } },
    });
    const reference = { annualPct: 12, refMonth: "2025-08", series: 20772, sourceUrl: "x" };
    const s = buildSnapshot(
      { ...draft, sections: { scenarios: false, modalities: false, monthTable: false } },
      DEFAULT_MODALITIES,
      reference,
    );
    expect(nbsp(listClaim(s))).toBe(
      "custa R$ 215.496,10 a mais que o financiamento no desembolso total (à taxa média do Banco Central); " +
        "com a taxa informada de 26,82 % a.a.: R$ 358.640,14 a menos no consórcio; patrimônio ao final: financiamento R$ 766.875,66 a mais",
    );
  });

  it("on the typed basis only the wealth follows", () => {
    const text = listClaim({
      savingCents: -1_000_000,
      verdictKind: "costs-more",
      verdictBasis: "typed",
      verdictDetail: { typedAnnualPct: 12.01, typedKind: "costs-more", typedCents: -1_000_000, wealthCents: -250_000 },
    });
    expect(nbsp(text)).toBe(
      "custa R$ 10.000,00 a mais que o financiamento no desembolso total; patrimônio ao final: consórcio R$ 2.500,00 a mais",
    );
  });
});
