import { isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND_COLORS } from "~/features/branding";
import {
  DEFAULT_MODALITIES,
  FGTS_CONDITIONS,
  IMOVEL_DEFAULT_PARAMS,
  type MarketReference,
} from "~/features/simulators";
import v1 from "../document/fixtures/stored-results-2026.11.1.json";
import { proposalDraftSchema } from "../document/schema";
import { readStoredResults } from "../document/stored-results";
import { buildSnapshot } from "../document/snapshot";
import { pdfPalette, printable } from "./pdf-palette";
import { ProposalDocument, type ProposalPdfData } from "./proposal-document";
import { PDF_COLORS } from "./styles";
import { formatBRL } from "~/lib/format";
import { oddsTable } from "../document/odds-table";
import { storedSimulation } from "../document/simulation";

const PURPLE = "#7c3aed";
// The default brand's greens and the green the PDF's "best" figures used to print in (#00876a is the
// consórcio's own path colour under a brand far from it, as a purple one: not a brand ink).
const DEFAULT_GREENS = [DEFAULT_BRAND_COLORS.color_slider, "#0b7a44", "#064e2b", "#08633a"];

function data(
  overrides: {
    color?: string;
    params?: Partial<typeof IMOVEL_DEFAULT_PARAMS>;
    scenarios?: boolean;
    reference?: MarketReference;
  } = {},
): ProposalPdfData {
  const draft = proposalDraftSchema.parse({
    client: { name: "José 🏠 da Silva", phone: "11987654321" },
    simulation: { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, ...overrides.params } },
  });
  const s = buildSnapshot(
    { ...draft, sections: { scenarios: overrides.scenarios ?? true, modalities: true, monthTable: false } },
    DEFAULT_MODALITIES,
    overrides.reference ?? null,
  );
  return {
    clientName: "José 🏠 da Silva",
    sellerName: "Marina Souza",
    kind: "imovel",
    snapshot: {
      version: 1,
      engineVersion: s.engineVersion,
      createdAt: new Date("2026-01-05T12:00:00Z"),
      inputs: s.inputs,
      results: s.results,
    },
    brand: { name: "Vértice Consórcios", color: overrides.color ?? PURPLE, logo: null },
    contact: { name: "Marina Souza", email: "marina@example.com", whatsapp: "11912345678" },
    pages: [],
  };
}

interface Drawn {
  texts: string[];
  links: string[];
  colors: string[];
  backgrounds: string[];
}

/** Walks the document's element tree (function components called with their props), as react-pdf lays it out. */
function draw(node: ReactNode, out: Drawn = { texts: [], links: [], colors: [], backgrounds: [] }): Drawn {
  if (node === null || node === undefined || typeof node === "boolean") return out;
  if (typeof node === "string" || typeof node === "number") {
    out.texts.push(String(node));
    return out;
  }
  if (Array.isArray(node)) {
    for (const child of node) draw(child, out);
    return out;
  }
  if (!isValidElement(node)) return out;
  const element = node as ReactElement<Record<string, unknown>>;
  const props = element.props;
  if (typeof element.type === "function") return draw((element.type as (p: unknown) => ReactNode)(props), out);
  if (typeof props.src === "string") out.links.push(props.src);
  for (const key of ["stroke", "fill"])
    if (typeof props[key] === "string") out.colors.push((props[key] as string).toLowerCase());
  const styles = [props.style].flat(3) as Array<Record<string, unknown> | undefined>;
  for (const style of styles) {
    if (typeof style?.backgroundColor === "string") out.backgrounds.push(style.backgroundColor.toLowerCase());
    for (const key of ["color", "backgroundColor", "borderLeftColor"])
      if (typeof style?.[key] === "string") out.colors.push((style[key] as string).toLowerCase());
  }
  return draw(props.children as ReactNode, out);
}

describe("ProposalDocument", () => {
  it("a purple brand: no ink of the PDF is the default green; the paths keep their own colours, never the brand's", () => {
    const drawn = draw(<ProposalDocument data={data()} />);
    const palette = pdfPalette(PURPLE, true);
    expect(drawn.colors).toContain(palette.best);
    expect(drawn.colors).toContain(palette.highlightBackground);
    for (const green of DEFAULT_GREENS) expect(drawn.colors).not.toContain(green);
    // The consórcio's line and best values are its path colour, not the brand's purple.
    expect(palette.consorcioLine).not.toBe(PURPLE);
    expect(drawn.colors).toContain(palette.consorcioLine);
  });

  it("carries the seller's WhatsApp, phone and e-mail on the first page and at the end", () => {
    const drawn = draw(<ProposalDocument data={data()} />);
    expect(drawn.links.filter((l) => l === "https://wa.me/5511912345678")).toHaveLength(2);
    expect(drawn.links.filter((l) => l === "tel:+5511912345678")).toHaveLength(2);
    expect(drawn.links.filter((l) => l === "mailto:marina@example.com")).toHaveLength(2);
    expect(drawn.texts.join("")).toContain("(11) 91234-5678");
  });

  it.each([
    ["on", true, true],
    ["off", false, false],
  ] as const)("Cenários follows the proposal's switch (%s), like the public page", (_label, scenarios, shown) => {
    const text = draw(<ProposalDocument data={data({ scenarios })} />).texts;
    expect(text.includes("Cenários")).toBe(shown);
    expect(text.includes("Valorização do imóvel")).toBe(shown);
    expect(text.includes("Renda de aluguel")).toBe(shown);
  });

  it("a consórcio that costs more gets a neutral headline box, said on the same basis as the cards", () => {
    const drawn = draw(<ProposalDocument data={data({ params: { priceJuros: 0.95, pricePrazo: 180 } })} />);
    const text = drawn.texts.join("");
    expect(text).toContain("O consórcio custa mais");
    // PRICE at 0,95 % a.m. over 180 months is the cheaper financing here: the claim is made against it, at its rate.
    expect(text).toMatch(
      /O consórcio custa R\$\s[\d.,]+ a mais que o financiamento PRICE no desembolso total\.Com a taxa informada de 12,01\u00a0%\u00a0a\.a\./,
    );
    expect(text).toContain("de aluguel até a contemplação");
    expect(text).toContain("O que o consórcio oferece em troca");
    expect(text).not.toMatch(/Economia/);
    const neutral = pdfPalette(PURPLE, false);
    expect(neutral.highlightBackground).toBe(PDF_COLORS.surface);
    expect(neutral.highlightText).toBe(PDF_COLORS.text);
    expect(drawn.backgrounds[0]).toBe(neutral.highlightBackground);
  });

  it("at 2 % a.m. the first page states the claim at the BCB's reference first, then the typed rate's, and the wealth beside it", () => {
    const reference = {
      annualPct: 12,
      refMonth: "2025-08",
      series: 20772,
      sourceUrl: "https://api.bcb.gov.br/dados/serie/bcdata.sgs.20772/dados/ultimos/1?formato=json",
      stale: false,
    };
    const text = draw(<ProposalDocument data={data({ reference })} />).texts.join("");
    // Its age as of the version's date (05/01/2026), the date the PDF prints.
    const market = text.indexOf(
      "À taxa média do financiamento imobiliário do Banco Central, 12,00\u00a0%\u00a0a.a. (SGS 20772, de ago/2025, há 5\u00a0meses).",
    );
    const typed = text.indexOf("Com a taxa informada de 26,82\u00a0%\u00a0a.a.: pelo consórcio você desembolsa");
    expect(market).toBeGreaterThan(-1);
    expect(typed).toBeGreaterThan(market);
    expect(text).toContain(
      "Patrimônio ao final: financiamento R$\u00a0766.875,66 a mais, porque o imóvel é seu desde o mês 1.",
    );
  });

  it("prints the bid's composition, both ways after it (the client's pick marked), the honest cost and the SFH limits", () => {
    const d = data({ params: { embutido: 10, fgtsLance: 20_000, bidMode: "reduzPrazo", pricePercent: 20 } });
    const text = draw(<ProposalDocument data={d} />).texts.join("");
    for (const part of [
      "Composição do lance",
      "Recursos próprios",
      "Lance embutido",
      "FGTS",
      "Crédito recebido",
      "Depois do lance",
      "Custo do consórcio",
      "Custo a valor presente",
      "Limites do SFH",
      "o PRICE financia até 70\u00a0%",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain("Reduzir o prazo · escolha do cliente");
    expect(text).not.toContain("Reduzir a parcela · escolha do cliente");
  });

  it("leaves out a modality text that speaks of economia when the consórcio does not save", () => {
    const withTexts = (d: ProposalPdfData) => {
      d.snapshot.results.modalities = d.snapshot.results.modalities.map((m) =>
        m.key === "fixo" ? { ...m, description: "Economize com o lance fixo." } : m,
      );
      return draw(<ProposalDocument data={d} />).texts.join("");
    };
    // The default imóvel costs more at 0,95 % a.m. and saves at 4 % a.m. (typed basis: no reference here).
    expect(withTexts(data({ params: { priceJuros: 0.95, sacJuros: 0.95 } }))).not.toContain(
      "Economize com o lance fixo.",
    );
    expect(withTexts(data({ params: { priceJuros: 4, sacJuros: 4 } }))).toContain("Economize com o lance fixo.");
  });

  it("names the highlight's figure: the carta, and with an embutido bid the carta today and at the contemplation beside the credit in hand", () => {
    const d = data({ params: { embutido: 10 } });
    const text = draw(<ProposalDocument data={d} />).texts.join("");
    const { totals, rows } = d.snapshot.results.comparison.consorcio.schedule;
    const brl = (v: number) => formatBRL(v);
    expect(text).toContain("Carta de crédito");
    // Never a credit in hand above a smaller carta: the carta at the contemplation month stands beside it.
    expect(text).toContain(
      `Carta hoje ${brl(rows[0]!.credit)} · no mês 50 ${brl(totals.creditReceived)} · você recebe ${brl(totals.creditReceived - totals.embutido)} (sem o lance embutido)`,
    );
    expect(draw(<ProposalDocument data={data()} />).texts.join("")).not.toContain("sem o lance embutido");
  });

  it("lists the FGTS conditions the simulator shows when the proposal uses FGTS, and only then", () => {
    const used = draw(<ProposalDocument data={data({ params: { fgtsLance: 20_000 } })} />).texts.join("");
    expect(used).toContain("Uso do FGTS");
    expect(used).toContain("Esta simulação usa R$\u00a020.000,00 do seu FGTS.");
    for (const condition of FGTS_CONDITIONS) expect(used).toContain(`• ${condition.label}`);

    const unused = draw(<ProposalDocument data={data()} />).texts.join("");
    expect(unused).not.toContain("Uso do FGTS");
    for (const condition of FGTS_CONDITIONS) expect(unused).not.toContain(condition.label);
  });

  it("an engine 2026.11.1 snapshot prints without those parts", () => {
    const d = data();
    const old = {
      ...d,
      snapshot: { ...d.snapshot, engineVersion: "2026.11.1", results: readStoredResults("2026.11.1", v1.imovel) },
    };
    const text = draw(<ProposalDocument data={old} />).texts.join("");
    expect(text).toContain("Informações obrigatórias");
    expect(text).not.toContain("Custos do consórcio e do financiamento");
  });

  it("prints the odds table (months 6, 12, 24, 36, 60 and the median) only when the group has a history", () => {
    const d = data();
    expect(draw(<ProposalDocument data={d} />).texts.join("")).not.toContain("Chance de contemplação");
    // Six assemblies, lowest winning bids 10–35 %: a 20 % bid reaches 2 (10 and 15); draw (6 + ½) / 601.
    const assemblies = [10, 15, 25, 30, 35, null].map((bid, i) => ({
      date: `2026-0${i + 1}-10`,
      activeCotas: 100,
      drawWinners: 1,
      bidWinners: bid === null ? 0 : 1,
      lowestWinningBidPct: bid,
    }));
    const odds = oddsTable(storedSimulation(d.snapshot.inputs), {
      source: "extrato da administradora",
      readOn: "2026-07-01",
      assemblies,
    });
    const text = draw(<ProposalDocument data={{ ...d, odds }} />).texts.join("");
    expect(odds?.rows.map((r) => r.month)).toEqual([6, 12, 24, 36, 60]);
    // Smoothed (h = 3): k = Φ(10/3) + Φ(5/3) + Φ(−5/3) + Φ(−10/3) + Φ(−5) = 2,0000; p = 0,0108 + 0,9892 · 2/7 = 0,2934:
    // 29 % in month 1, 1 − 0,7066² = 50,1 % by month 2.
    expect(odds?.medianMonth).toBe(2);
    expect(text).toContain("Chance de contemplação com o lance de 20,00\u00a0% do crédito");
    expect(text).toContain("50\u00a0% de chance até o mês 2.");
    // By month 24 the chance is over 95 %: capped, never "100 %", and so is the band's upper end.
    expect(text).toContain("mais de 95\u00a0%");
    const oddsPart = text.slice(text.indexOf("Chance de contemplação"), text.indexOf("assembleias usadas."));
    expect(oddsPart).not.toContain("100\u00a0%");
    expect(text).toContain(
      "Menor lance vencedor: entre 10,0\u00a0% e 35,0\u00a0% em 5 das 6 assembleias (as outras sem lance vencedor registrado); este lance o teria alcançado em 2 delas.",
    );
    expect(text).toContain("Histórico curto (6 assembleias; o ideal são 12 ou mais): a faixa de incerteza é larga.");
    expect(text).toContain("Não há garantia de data de contemplação.");
    expect(text).toContain("Fonte: extrato da administradora, lido em 01/07/2026; 6 assembleias usadas.");
  });

  it("names the Banco Central as the draw rate's source when the odds use it", () => {
    const d = data();
    const assemblies = [10, 15, 25, 30, 35, null].map((bid, i) => ({
      date: `2026-0${i + 1}-10`,
      activeCotas: 100,
      drawWinners: 0,
      bidWinners: bid === null ? 0 : 1,
      lowestWinningBidPct: bid,
    }));
    const history = { source: "extrato da administradora", readOn: "2026-07-01", assemblies };
    const line = "Chance de sorteio pelos dados do Banco Central (base de ago/2026): 0,42\u00a0% por assembleia.";
    const withBcb = draw(
      <ProposalDocument
        data={{
          ...d,
          odds: oddsTable(storedSimulation(d.snapshot.inputs), {
            ...history,
            draw: { chance: 0.0042, label: "ago/2026" },
          }),
        }}
      />,
    );
    expect(withBcb.texts.join("")).toContain(line);
    const typed = draw(
      <ProposalDocument data={{ ...d, odds: oddsTable(storedSimulation(d.snapshot.inputs), history) }} />,
    );
    expect(typed.texts.join("")).not.toContain("Chance de sorteio pelos dados do Banco Central");
  });

  it("prints no emoji (the font has no glyph for them): the client's name keeps its accents", () => {
    const text = draw(<ProposalDocument data={data()} />).texts.join("");
    expect(text).toContain("José da Silva");
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe("printable", () => {
  it.each([
    ["José 🏠 da Silva", "José da Silva"],
    ["Conceição Ávila", "Conceição Ávila"],
    ["Ana 👩‍👩‍👧 Souza ✨", "Ana Souza"],
    ["R$\u00a01.000,00 · 5\u00a0%", "R$\u00a01.000,00 · 5\u00a0%"],
  ])("%s → %s", (input, expected) => {
    expect(printable(input)).toBe(expected);
  });
});

describe("ProposalDocument: O grupo no Banco Central", () => {
  const found = {
    status: "found" as const,
    dataBase: "202608",
    label: "ago/2026",
    source: "Banco Central do Brasil, Consórcios – banco de dados",
    adminName: "SUL ADM",
    cnpjRoot: "04455667",
    groupCode: "0815",
    segment: 1,
    termMonths: 180,
    assembliesHeld: 22,
    activeQuotas: 3330,
    delinquencyPct: 10,
    adminFeePct: 19,
    correctionIndex: "INCC",
    segmentMedianFeePct: 17,
    segmentAdministradoras: 2,
    admin: null,
    months: [{ dataBase: "202608", label: "ago/2026", contemplated: 6, activeQuotas: 3330 }],
  };
  const typed = { name: "Grupo 0815", admin: "Sul", groupCode: "0815" };

  it("prints the linked group's figures with data-base and source, and says when the group is missing from the newest month", () => {
    const text = draw(
      <ProposalDocument
        data={{
          ...data(),
          bcb: {
            typed,
            profile: found,
            split: {
              dataBase: "202606",
              quarter: "2º trimestre de 2026",
              uf: "RS",
              byBid: 61,
              byDraw: 39,
              bidPct: 61,
              source: found.source,
            },
          },
        }}
      />,
    ).texts.join("");
    expect(text).toContain("O grupo no Banco Central");
    expect(text).toContain(
      "prazo de 180\u00a0meses, 22 assembleias realizadas, 3.330 cotas ativas, 6 contempladas em ago/2026",
    );
    expect(text).toContain("Taxa de administração de 19,0\u00a0% (mediana do segmento: 17,0\u00a0%)");
    expect(text).toContain(
      "No 2º trimestre de 2026, 61\u00a0% das contemplações desta administradora em RS foram por lance.",
    );
    expect(text).toContain("Fonte: Banco Central do Brasil, Consórcios – banco de dados, data-base ago/2026.");
    const missing = draw(
      <ProposalDocument
        data={{
          ...data(),
          bcb: { typed, profile: { status: "missing", dataBase: "202609", label: "set/2026" }, split: null },
        }}
      />,
    ).texts.join("");
    expect(missing).toContain(
      "O grupo “0815” (como informado pelo vendedor) não consta na base de set/2026 do Banco Central.",
    );
    expect(draw(<ProposalDocument data={data()} />).texts.join("")).not.toContain("O grupo no Banco Central");
  });
});
