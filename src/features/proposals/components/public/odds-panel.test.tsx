import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, type AssemblyRecord } from "~/features/simulators";
import { exploreBounds } from "../../document/explore-bounds";
import { exploreFigures, proposalVariant } from "../../document/explore";
import { OddsPanel } from "./odds-panel";

// The client's example: six assemblies whose lowest winning bids run from 35,1 % to 44,0 %.
const assemblies: AssemblyRecord[] = [35.1, 36.9, 38.2, 40.5, 42.7, 44].map((bid, i) => ({
  date: `2026-0${i + 1}-15`, activeCotas: 1240 - i * 6, drawWinners: 1 + (i % 2), bidWinners: 3, lowestWinningBidPct: bid,
}));
const history = { source: "extrato da administradora", readOn: "2026-07-01", assemblies };
const bounds = exploreBounds("imovel", IMOVEL_DEFAULT_PARAMS);

function panelAt(bidPct: number) {
  const { odds } = exploreFigures("imovel", IMOVEL_DEFAULT_PARAMS, { ...proposalVariant(IMOVEL_DEFAULT_PARAMS), bidPct }, bounds, history);
  const html = renderToStaticMarkup(<OddsPanel odds={odds} history={history} />);
  const label = /aria-label="([^"]*)"/.exec(html)?.[1] ?? "";
  return { html, text: `${html.replace(/<[^>]+>/g, " ")} ${label}`.replace(/[ \t\r\n]+/g, " ") };
}

describe("the odds panel", () => {
  it("prints no \"100 %\" at any bid, every half point from 0 % to the top and a tenth around each recorded bid", () => {
    const bids = [
      ...Array.from({ length: Math.floor(bounds.bidMaxPct * 2) + 1 }, (_, i) => i / 2),
      ...assemblies.flatMap((a) => [-0.1, 0, 0.1].map((d) => (a.lowestWinningBidPct ?? 0) + d)),
    ];
    expect(bids.filter((bid) => /(^|[^\d])100\u00a0%/.test(panelAt(bid).text))).toEqual([]);
  }, 30_000);

  it("at the top: the cap, the recorded range reached in full, and the short history", () => {
    const { html, text } = panelAt(60);
    expect(text).toContain("86\u00a0% de chance já na próxima assembleia.");
    expect(text).toContain("mais de 95\u00a0%");
    expect(text).toContain("Menor lance vencedor: entre 35,1\u00a0% e 44,0\u00a0% nas 6 assembleias; este lance o teria alcançado em todas as 6.");
    expect(text).toContain("Histórico curto (6 assembleias; o ideal são 12 ou mais): a faixa de incerteza é larga.");
    // A percentage never breaks from its "%" on a phone.
    expect(html).toContain('<span class="whitespace-nowrap">44,0\u00a0%</span>');
  });

  it("says when half the chances come in plain words, never \"Metade das chances\"", () => {
    expect(panelAt(35.1).text).toContain("50\u00a0% de chance até o mês 6.");
    expect(panelAt(20).text).toContain("Menos de 50\u00a0% de chance até o mês 220.");
    expect(panelAt(45).text).not.toContain("Metade");
  });
});
