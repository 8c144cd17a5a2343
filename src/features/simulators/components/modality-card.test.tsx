import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS, modalityBids } from "../engine";
import { modalitySourceLine } from "../modality-source";
import { ModalityCards } from "./modality-card";

const sourceLines = (html: string) => [...html.matchAll(/data-testid="modality-source">([^<]*)</g)].map((m) => m[1]);

describe("modality source line", () => {
  it("names the seller, the source and the date the seller read the figure", () => {
    expect(
      modalitySourceLine({ source: "extrato da administradora, assembleia de out/2026", readOn: "2026-10-15" }),
    ).toBe("Dado do vendedor · fonte: extrato da administradora, assembleia de out/2026 · de 15/10/2026");
  });

  it("says when the source is not told", () => {
    expect(modalitySourceLine({})).toBe("Dado do vendedor · fonte não informada");
    expect(modalitySourceLine({ source: "  ", readOn: null })).toBe("Dado do vendedor · fonte não informada");
    expect(modalitySourceLine({ source: null, readOn: "2026-10-15" })).toBe(
      "Dado do vendedor · fonte não informada · de 15/10/2026",
    );
  });
});

describe("ModalityCards", () => {
  it("shows the seller's source and date beside each percent, as carried by the modality bids", () => {
    const modalities = DEFAULT_MODALITIES.map((m) => ({
      ...m,
      source: "extrato da administradora",
      readOn: "2026-10-15",
    }));
    const html = renderToStaticMarkup(
      <ModalityCards bids={modalityBids(IMOVEL_DEFAULT_PARAMS, modalities)} bidMode="reduzParcela" />,
    );
    expect(sourceLines(html)).toEqual(
      Array(DEFAULT_MODALITIES.length).fill("Dado do vendedor · fonte: extrato da administradora · de 15/10/2026"),
    );
    expect(html).toContain("não é a chance de contemplação");
  });

  it("says 'fonte não informada' for figures saved without one", () => {
    const html = renderToStaticMarkup(
      <ModalityCards bids={modalityBids(IMOVEL_DEFAULT_PARAMS, DEFAULT_MODALITIES)} bidMode="reduzParcela" />,
    );
    expect(sourceLines(html)).toEqual(Array(DEFAULT_MODALITIES.length).fill("Dado do vendedor · fonte não informada"));
  });
});
