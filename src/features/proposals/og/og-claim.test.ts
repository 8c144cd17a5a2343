import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, simulationVerdict, verdictCopy } from "~/features/simulators";
import { contrastRatio } from "~/lib/contrast";
import { cutOnWord, ogClaim, shareDescription } from "./og-claim";

const housing = { annualPct: 12, refMonth: "2025-08", series: 20772, sourceUrl: "x" };
const copyAt = (monthly: number) =>
  verdictCopy(
    simulationVerdict(
      { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros: monthly, sacJuros: monthly } },
      housing,
    ),
    "imovel",
  );
const saves = verdictCopy(
  simulationVerdict(
    { kind: "veiculo", params: { ...VEICULO_DEFAULT_PARAMS } },
    { ...housing, annualPct: 27.3, series: 20749 },
  ),
  "veiculo",
);

describe("the WhatsApp card's claim", () => {
  it.each(["#facc15", "#f59e0b", "#1e3a8a", "#0f9d58", "#7c3aed", "#f8fafc", "#0b0b0b"])(
    "on a %s brand the text reads at ≥ 4.5:1",
    (brand) => {
      for (const copy of [saves, copyAt(2), copyAt(0.95)]) {
        const claim = ogClaim(copy, brand);
        expect(contrastRatio(claim.text, claim.background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("celebrates in the brand's colour only when the consórcio saves; costs-more is said plainly on a neutral band", () => {
    expect(ogClaim(saves, "#facc15")).toMatchObject({ kind: "saves", background: "#facc15", text: "#0f1a14" });
    const costs = ogClaim(copyAt(2), "#facc15");
    expect(costs.kind).toBe("costs-more");
    expect(costs.background).not.toBe("#facc15");
    expect(costs.title.replace(/\u00a0/g, " ")).toBe(
      "O consórcio custa R$ 215.496,10 a mais no desembolso total, à taxa média do Banco Central",
    );
    // The typed rate's figure and the wealth ride with the claim, short.
    expect(costs.details.map((d) => d.replace(/\u00a0/g, " "))).toEqual([
      "Com a taxa informada de 26,82 % a.a.: R$ 358.640,14 a menos no consórcio.",
      "Patrimônio ao final: financiamento R$ 766.875,66 a mais.",
    ]);
    // On the typed basis only the wealth follows.
    expect(ogClaim(copyAt(0.95), "#facc15").details).toHaveLength(1);
    expect(`${costs.title} ${costs.figure}`).not.toMatch(/economia/i);
  });

  it.each([
    ["Vértice Consórcios e Investimentos Imobiliários Ltda", 32, "Vértice Consórcios…"], // never after a joining "e"
    ["Ana", 24, "Ana"],
    ["Supercalifragilisticexpialidocious", 12, "Supercalifr…"],
    ["Imobiliária Aurora — Consórcios", 22, "Imobiliária Aurora…"],
    ["Consórcios proposal-shot-dark-desktop 25b9", 34, "Consórcios proposal-shot-dark…"],
    ["Ana Maria", 4, "Ana…"],
  ])("cuts %s to %d on a word, with an ellipsis", (text, max, expected) => {
    const cut = cutOnWord(text, max);
    expect(cut).toBe(expected);
    expect(cut.length).toBeLessThanOrEqual(max);
  });
});

describe("the link preview's description", () => {
  it("says the same claim: economia only when it saves, its basis named, then the typed rate's figure and the wealth", () => {
    expect(shareDescription(saves, "Aurora").replace(/\u00a0/g, " ")).toMatch(
      /^Aurora: pelo consórcio, R\$ 35\.788,48 a menos que no financiamento no desembolso total\. Patrimônio ao final: financiamento R\$ [\d.,]+ a mais\.$/,
    );
    const costs = shareDescription(copyAt(2), "Aurora").replace(/\u00a0/g, " ");
    expect(costs).toBe(
      "Aurora: consórcio × financiamento, lado a lado. O consórcio custa R$ 215.496,10 a mais no desembolso total, à taxa média do Banco Central; " +
        "com a taxa informada de 26,82 % a.a.: R$ 358.640,14 a menos no consórcio. Patrimônio ao final: financiamento R$ 766.875,66 a mais. Veja o que ele oferece em troca.",
    );
    expect(costs).not.toMatch(/economia/i);
  });
});
