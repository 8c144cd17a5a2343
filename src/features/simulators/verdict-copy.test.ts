import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, simulationVerdict, type MarketReference } from "./engine";
import { findMisleadingClaims } from "~/features/compliance/misleading-claims";
import { verdictCopy } from "./verdict-copy";

const housing: MarketReference & { stale: boolean } = {
  annualPct: 12,
  refMonth: "2025-08",
  series: 20772,
  sourceUrl: "https://example.test",
  stale: false,
};
const imovel = (monthly: number) =>
  simulationVerdict(
    { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros: monthly, sacJuros: monthly } },
    housing,
  );

describe("the verdict in the client's words", () => {
  it("2 % a.m.: the market basis first, named with its % a.a. and month, then the typed-rate figure; no 'economia'", () => {
    const copy = verdictCopy(imovel(2), "imovel", undefined, new Date("2025-10-15T12:00:00Z"));
    expect(copy).toMatchObject({ kind: "costs-more", basis: "market", title: "O consórcio custa mais" });
    expect(copy.headline).toBe(
      "O consórcio custa R$\u00a0215.496,10 a mais que o financiamento SAC no desembolso total.",
    );
    expect(copy.basisLine).toBe(
      "À taxa média do financiamento imobiliário do Banco Central, 12,00\u00a0%\u00a0a.a. (SGS 20772, de ago/2025).",
    );
    expect(copy.typedLine ?? "").toBe(
      "Com a taxa informada de 26,82\u00a0%\u00a0a.a.: pelo consórcio você desembolsa R$\u00a0358.640,14 a menos que no financiamento SAC.",
    );
    expect(copy.wealthLine).toBe(
      "Patrimônio ao final: financiamento R$\u00a0766.875,66 a mais, porque o imóvel é seu desde o mês 1.",
    );
    // The short forms the card, the share text, the save bar and the list carry beside the claim.
    expect(copy.typedShort ?? "").toBe(
      "com a taxa informada de 26,82\u00a0%\u00a0a.a.: R$\u00a0358.640,14 a menos no consórcio",
    );
    expect(copy.wealthShort).toBe("patrimônio ao final: financiamento R$\u00a0766.875,66 a mais");
    expect(copy.insteadLine).toMatch(
      /^O que o consórcio oferece em troca: uma taxa de administração conhecida em vez de juros/,
    );
    // The product's own words pass the guard a seller's do.
    expect(findMisleadingClaims(copy.insteadLine ?? "")).toEqual([]);
    expect(`${copy.title} ${copy.headline} ${copy.basisLine}`).not.toMatch(/economia/i);
    expect(copy.outlayLine).toBe(
      "Desembolso total: consórcio R$\u00a01.301.514,35, incluindo R$\u00a0270.762,56 de aluguel até a contemplação; financiamento SAC R$\u00a01.086.018,25, entrada incluída.",
    );
  });

  it("0,95 % a.m.: the typed rate is the basis and says so", () => {
    const copy = verdictCopy(imovel(0.95), "imovel");
    expect(copy).toMatchObject({ kind: "costs-more", basis: "typed", typedLine: null, typedShort: null });
    expect(copy.headline).toBe(
      "O consórcio custa R$\u00a0214.883,95 a mais que o financiamento SAC no desembolso total.",
    );
    expect(copy.basisLine).toBe("Com a taxa informada de 12,01\u00a0%\u00a0a.a.");
  });

  it("a reference older than three months says its age as of when it is read (São Paulo's month)", () => {
    const published = { ...housing, annualPct: 14.28, refMonth: "2026-07" };
    expect(verdictCopy(imovel(2), "imovel", published, new Date("2026-11-28T15:00:00Z")).basisLine).toBe(
      "À taxa média do financiamento imobiliário do Banco Central, 14,28\u00a0%\u00a0a.a. (SGS 20772, de jul/2026, há 4\u00a0meses).",
    );
    expect(verdictCopy(imovel(2), "imovel", published, new Date("2026-10-28T15:00:00Z")).basisLine).toContain(
      "(SGS 20772, de jul/2026).",
    );
    // A verdict stored months ago says the age of its reference today, not the day it was saved.
    const saved = simulationVerdict(
      { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros: 2, sacJuros: 2 } },
      published,
    );
    expect(verdictCopy(saved, "imovel", undefined, new Date("2027-01-10T15:00:00Z")).basisLine).toContain(
      "(SGS 20772, de jul/2026, há 6\u00a0meses).",
    );
  });

  it("a vehicle that saves: the seller's colours may celebrate, with the wealth beside it", () => {
    const v = simulationVerdict(
      { kind: "veiculo", params: { ...VEICULO_DEFAULT_PARAMS } },
      { annualPct: 27.3, refMonth: "2025-08", series: 20749, sourceUrl: "x" },
    );
    const copy = verdictCopy(v, "veiculo");
    expect(copy).toMatchObject({ kind: "saves", basis: "typed", title: "Economia com o consórcio", insteadLine: null });
    expect(copy.headline).toBe("Pelo consórcio você desembolsa R$\u00a035.788,48 a menos que no financiamento PRICE.");
    // The PRICE ends in month 60, the group in month 80: each is measured at its own end, and the line says so.
    expect(copy.wealthLine).toMatch(
      /^Patrimônio ao final: financiamento R\$\s[\d.,]+ a mais \(no mês 60 do financiamento e no mês 80 do consórcio\), porque o veículo é seu desde o mês 1\.$/,
    );
  });

  it("even: within 1 %, said as a tie with the difference", () => {
    const v = imovel(0.95);
    const even = { ...v, typed: { ...v.typed, kind: "even" as const, difference: -5000, differencePct: -0.46 } };
    const copy = verdictCopy(even, "imovel");
    expect(copy.title).toBe("Consórcio e financiamento empatam");
    expect(copy.headline).toBe(
      "Consórcio e financiamento SAC ficam praticamente empatados: diferença de R$\u00a05.000,00 (0,5\u00a0%) no desembolso total.",
    );
    expect(copy.insteadLine).not.toBeNull();
  });
});
