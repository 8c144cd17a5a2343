import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contemplationOdds, type AssemblyRecord } from "~/features/simulators";
import { oddsBand, oddsHeadline, oddsPct, recordedBidsText } from "./odds-text";

describe("odds as the client reads them", () => {
  it.each([
    [0.004, "menos de 1\u00a0%"],
    [0.01, "1\u00a0%"],
    [0.374, "37\u00a0%"],
    [0.95, "95\u00a0%"],
    [0.9501, "mais de 95\u00a0%"],
    [1 - 1e-16, "mais de 95\u00a0%"],
  ])("%d → %s", (p, text) => expect(oddsPct(p)).toBe(text));

  it("caps the band's upper end the same way", () => {
    expect(oddsBand(0.12, 0.61)).toBe("12\u00a0% a 61\u00a0%");
    expect(oddsBand(0.62, 0.99)).toBe("62\u00a0% a mais de 95\u00a0%");
    expect(oddsBand(0.97, 0.999)).toBe("mais de 95\u00a0%");
  });

  it("never prints 100 % nor 0 % for any chance in [0, 1]", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const text = `${oddsPct(a)} ${oddsBand(Math.min(a, b), Math.max(a, b))}`;
        expect(text).not.toMatch(/(^|[^\d])(100|0)\u00a0%/);
      }),
    );
  });

  it("says when half the chances come in plain words", () => {
    expect(oddsHeadline(0.58, 1, 220)).toBe("58\u00a0% de chance já na próxima assembleia.");
    expect(oddsHeadline(0.2, 3, 220)).toBe("50\u00a0% de chance até o mês 3.");
    expect(oddsHeadline(0.001, null, 220)).toBe("Menos de 50\u00a0% de chance até o mês 220.");
  });

  it("shows the recorded range of lowest winning bids and how many this bid reaches", () => {
    const history: AssemblyRecord[] = [35.1, 36.9, 38.2, 40.5, 42.75, 44].map((bid, i) => ({
      date: `2026-0${i + 1}-10`,
      activeCotas: 300,
      drawWinners: 1,
      bidWinners: 2,
      lowestWinningBidPct: bid,
    }));
    const text = (bidPct: number) => {
      const odds = contemplationOdds({ history, bidPct, months: 12 });
      return recordedBidsText({
        assemblies: 6,
        count: odds.recordedBids.length,
        min: odds.recordedBids[0]!,
        max: odds.recordedBids.at(-1)!,
        reached: odds.reached,
      });
    };
    expect(text(36.9)).toBe(
      "Menor lance vencedor: entre 35,1\u00a0% e 44,0\u00a0% nas 6 assembleias; este lance o teria alcançado em 2 delas.",
    );
    expect(text(30)).toContain("este lance não o teria alcançado em nenhuma delas.");
    expect(text(45)).toContain("este lance o teria alcançado em todas as 6.");
    expect(recordedBidsText({ assemblies: 6, count: 0, min: 0, max: 0, reached: 0 })).toBe(
      "Nenhuma das 6 assembleias teve lance vencedor registrado: a chance é a do sorteio.",
    );
    expect(recordedBidsText({ assemblies: 8, count: 1, min: 38.55, max: 38.55, reached: 1 })).toBe(
      "Menor lance vencedor: 38,55\u00a0% em 1 das 8 assembleias (as outras sem lance vencedor registrado); este lance o teria alcançado nela.",
    );
  });
});
