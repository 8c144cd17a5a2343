import { describe, expect, it } from "vitest";
import type { BcbDrawRate } from "~/features/bcb";
import { contemplationOdds, VEICULO_DEFAULT_PARAMS, type AssemblyRecord } from "~/features/simulators";
import { drawFromBcb, drawFromBcbText, withBcbDraw } from "./bcb-draw";
import { exploreFigures, proposalVariant, type ExploreHistory } from "./explore";
import { exploreBounds } from "./explore-bounds";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { OddsPanel } from "../components/public/odds-panel";
import { oddsTable } from "./odds-table";

const rate: BcbDrawRate = {
  chance: 0.0042,
  dataBase: "202608",
  label: "ago/2026",
  months: 3,
  drawShare: 0.3,
  quarter: "2º trimestre de 2026",
  uf: "SP",
  source: "Banco Central do Brasil, Consórcios – banco de dados",
};
const assembly = (drawWinners: number, lowest: number | null): AssemblyRecord => ({
  date: "2026-01-10",
  activeCotas: 200,
  drawWinners,
  bidWinners: lowest === null ? 0 : 1,
  lowestWinningBidPct: lowest,
});
const noDraws = [
  assembly(0, 30),
  assembly(0, 35),
  assembly(0, null),
  assembly(0, 40),
  assembly(0, 32),
  assembly(0, 38),
];

describe("which draw rate a proposal's odds use", () => {
  it("takes the Banco Central's when the typed history has no draw counts and the group is linked", () => {
    expect(drawFromBcb(noDraws, rate)).toEqual({ chance: 0.0042, label: "ago/2026" });
  });

  it("keeps the typed history's rate when any assembly has a draw winner", () => {
    expect(drawFromBcb([...noDraws.slice(1), assembly(1, 30)], rate)).toBeNull();
  });

  it("keeps the typed history's rate without a linked group's rate, or without a history", () => {
    expect(drawFromBcb(noDraws, null)).toBeNull();
    expect(drawFromBcb([], rate)).toBeNull();
    expect(withBcbDraw(null, rate)).toBeNull();
  });

  it("never passes on a rate of 0 or 1 (the model's rule)", () => {
    expect(drawFromBcb(noDraws, { ...rate, chance: 0 })).toBeNull();
    expect(drawFromBcb(noDraws, { ...rate, chance: 1 })).toBeNull();
  });

  it("says where the rate came from, with its data-base, in pt-BR", () => {
    expect(drawFromBcbText({ chance: 0.0042, label: "ago/2026" })).toBe(
      "Chance de sorteio pelos dados do Banco Central (base de ago/2026): 0,42\u00a0% por assembleia.",
    );
    expect(drawFromBcbText({ chance: 0.00000123, label: "jul/2026" })).toBe(
      "Chance de sorteio pelos dados do Banco Central (base de jul/2026): menos de 0,01\u00a0% por assembleia.",
    );
  });

  it("feeds the chosen rate to the odds of the page and of the PDF", () => {
    const history = withBcbDraw({ source: "extrato", readOn: "2026-08-01", assemblies: noDraws }, rate)!;
    const variant = proposalVariant(VEICULO_DEFAULT_PARAMS);
    const withBcb = contemplationOdds({
      history: noDraws,
      bidPct: variant.bidPct,
      months: variant.prazo,
      drawChance: rate.chance,
    });
    const typedOnly = contemplationOdds({ history: noDraws, bidPct: variant.bidPct, months: variant.prazo });
    expect(typedOnly.pDraw).toBeCloseTo(0.5 / 1201, 12); // no draw winner in 6 × 200 cotas
    expect(withBcb.perMonth[0]!.probability).toBeGreaterThan(typedOnly.perMonth[0]!.probability);

    const page = exploreFigures(
      "veiculo",
      VEICULO_DEFAULT_PARAMS,
      variant,
      exploreBounds("veiculo", VEICULO_DEFAULT_PARAMS),
      history,
    );
    if (page.odds.state !== "ok") throw new Error("expected odds");
    expect(page.odds.pDraw).toBe(rate.chance);
    expect(page.odds.perAssembly.probability).toBeCloseTo(withBcb.perMonth[0]!.probability, 12);

    const table = oddsTable({ kind: "veiculo", params: VEICULO_DEFAULT_PARAMS }, history);
    expect(table?.firstMonth).toBeCloseTo(withBcb.perMonth[0]!.probability, 12);
    expect(table?.drawSource).toBe(
      "Chance de sorteio pelos dados do Banco Central (base de ago/2026): 0,42\u00a0% por assembleia.",
    );
    const typedTable = oddsTable({ kind: "veiculo", params: VEICULO_DEFAULT_PARAMS }, { ...history, draw: null });
    expect(typedTable?.drawSource).toBeNull();
    expect(typedTable?.firstMonth).toBeCloseTo(typedOnly.perMonth[0]!.probability, 12);
  });

  it("the public page's odds panel says where the draw rate came from only when it is the Banco Central's", () => {
    const variant = proposalVariant(VEICULO_DEFAULT_PARAMS);
    const bounds = exploreBounds("veiculo", VEICULO_DEFAULT_PARAMS);
    const panel = (history: ExploreHistory) =>
      renderToStaticMarkup(
        createElement(OddsPanel, {
          odds: exploreFigures("veiculo", VEICULO_DEFAULT_PARAMS, variant, bounds, history).odds,
          history,
        }),
      );
    const base = { source: "extrato", readOn: "2026-08-01", assemblies: noDraws };
    expect(panel(withBcbDraw(base, rate)!)).toContain(
      "Chance de sorteio pelos dados do Banco Central (base de ago/2026): 0,42\u00a0% por assembleia.",
    );
    expect(panel(withBcbDraw(base, null)!)).not.toContain("Banco Central");
  });
});
