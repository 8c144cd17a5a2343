import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel, compareVeiculo } from "~/features/simulators";
import { formatBRL, formatPercent } from "~/lib/format";
import { proposalDisclosures } from "./disclosures";
import { proposalDocumentSchema } from "./schema";

const createdAt = new Date("2026-11-25T13:00:00Z");
const base = { createdAt, sellerName: "Ana Souza", brandName: "Souza Consórcios" };

describe("proposalDisclosures (Lei 11.795, Res. BCB 285/2023, CDC)", () => {
  const params = { ...IMOVEL_DEFAULT_PARAMS, fundoReserva: 2, seguro: 0.03, finTarifasIniciais: 3000 };
  const comparison = compareImovel(params);
  const d = proposalDisclosures({ ...base, comparison, params });
  const text = (id: string) => d.items.find((i) => i.id === id)?.text ?? "";

  it("lists each rate used with its source and date when the version saved them, and nothing for older versions", () => {
    const lines = [
      "Juros do PRICE 1,0534\u00a0%\u00a0a.m.: Caixa, a partir de 13,4\u00a0%\u00a0a.a., conferida em 24/11/2025",
      "TR do PRICE 1,5\u00a0%\u00a0a.a.: informada pelo vendedor",
    ];
    const withSources = proposalDisclosures({ ...base, comparison, params, rateSources: lines });
    expect(withSources.items.find((i) => i.id === "taxas")).toEqual({
      id: "taxas",
      title: "Taxas usadas e suas fontes",
      text: `${lines.join("; ")}.`,
      lines,
    });
    expect(text("taxas")).toBe("");
  });

  it("says contemplation is only by draw or bid, with no date guaranteed", () => {
    expect(text("contemplacao")).toContain("somente por sorteio ou por lance");
    expect(text("contemplacao")).toContain("Nenhuma data é garantida: o mês 50 desta simulação é uma projeção.");
  });

  it("breaks the first instalment into fundo comum, taxa, fundo de reserva and seguro, adding up to it", () => {
    expect(d.instalment.figures.map((f) => f.label)).toEqual([
      "Fundo comum",
      "Taxa de administração",
      "Fundo de reserva",
      "Seguro",
    ]);
    expect(d.instalment.total).toBe(formatBRL(comparison.consorcio.summary.firstInstalment));
    expect(d.instalment.figures[0]?.value).toBe(formatBRL(500_000 / 220));
  });

  it("states the costs as % of the credit, the index, the bid rules, exclusion, the 7 days, the representative and the date", () => {
    const insurancePct = (comparison.consorcio.schedule.totals.insurance / 500_000) * 100;
    expect(text("custos")).toContain(`os custos somam ${formatPercent(23 + insurancePct)} do crédito`);
    expect(text("correcao")).toContain("pelo INCC (6,32\u00a0%\u00a0a.a. nesta simulação)");
    expect(text("lance")).toContain("Lance de 20\u00a0% do crédito, aplicado para reduzir o valor das parcelas");
    expect(text("exclusao")).toContain("7 dias");
    expect(text("administradora")).toContain("Ana Souza (Souza Consórcios) atua como seu representante");
    expect(text("simulacao")).toMatch(/^Simulação de 25 de novembro de 2026\./);
  });

  it("names the administradora and its CNPJ when the seller filled them in", () => {
    const named = proposalDisclosures({
      ...base,
      comparison,
      params,
      administradora: { name: "Consórcios Brasil S.A.", cnpj: "11222333000181" },
    });
    expect(named.items.find((i) => i.id === "administradora")?.text).toBe(
      "Administradora: Consórcios Brasil S.A., CNPJ 11.222.333/0001-81, autorizada pelo Banco Central do Brasil. Ana Souza (Souza Consórcios) atua como seu representante e responde pelas informações desta proposta (Resolução BCB 285/2023).",
    );
  });

  it("gives each financing's CET with its parts", () => {
    expect(d.financing.map((f) => f.name)).toEqual(["PRICE", "SAC"]);
    expect(d.financing[0]?.line).toContain(
      `CET) de ${formatPercent(comparison.price.cet?.cetAnnualPct ?? Number.NaN)}\u00a0a.a.`,
    );
    expect(d.financing[0]?.figures.map((f) => f.label)).toContain("Tarifas iniciais");
  });

  it("reads a snapshot saved before engine 2026.11.2: the breakdown from its inputs, no CET invented", () => {
    const old = JSON.parse(JSON.stringify(compareVeiculo(VEICULO_DEFAULT_PARAMS))) as ReturnType<typeof compareVeiculo>;
    const stripped = {
      ...old,
      consorcio: { schedule: old.consorcio.schedule, summary: old.consorcio.summary },
      price: { ...old.price, cet: undefined },
    };
    // Saved before the reserve fund, the insurance and the correction index were parameters.
    const { fundoReserva: _f, seguro: _s, correctionIndex: _c, ...before } = VEICULO_DEFAULT_PARAMS;
    const oldParams = {
      ...before,
      value: 120_000,
      prazo: 80,
      ta: 16,
      correction: 4.5,
      prazoAc: 12,
      win: 25,
      bidMode: "reduzPrazo",
    };
    // As every reader gets it: the stored version mapped into today's document (missing fields take their defaults).
    const stored = proposalDocumentSchema.parse({
      kind: "veiculo",
      group: "",
      client: { name: "Carla", phone: null, email: null, document: null },
      sections: { scenarios: true, modalities: true, monthTable: true },
      params: oldParams,
    });
    const od = proposalDisclosures({
      ...base,
      comparison: stripped,
      params: stored.params,
      namesIndex: stored.namesIndex,
    });
    expect(od.instalment.total).toBe(formatBRL(old.consorcio.summary.firstInstalment));
    expect(od.financing).toEqual([]);
    expect(od.items.find((i) => i.id === "lance")?.text).toContain("aplicado para reduzir o prazo");
  });

  it("names the contract's index for a version that stored none (engine 2026.11.1), the version's own otherwise", () => {
    const stored = {
      kind: "imovel",
      group: "",
      client: { name: "Carla", phone: null, email: null, document: null },
      sections: { scenarios: true, modalities: true, monthTable: true },
    };
    const { correctionIndex: _none, ...withoutIndex } = IMOVEL_DEFAULT_PARAMS;
    const old = proposalDocumentSchema.parse({ ...stored, params: withoutIndex });
    // Read today, its parameters take the simulator's default, which the seller never chose.
    expect(old.params.correctionIndex).toBe("INCC");
    expect(old.namesIndex).toBe(false);
    const oldText = proposalDisclosures({ ...base, comparison, params: old.params, namesIndex: old.namesIndex });
    expect(oldText.items.find((i) => i.id === "correcao")?.text).toContain("índice do contrato (INCC ou IPCA)");
    // A copy of it (duplicate) keeps the mark; a version that chose its index names it.
    expect(proposalDocumentSchema.parse(old).namesIndex).toBe(false);
    const chosen = proposalDocumentSchema.parse({ ...stored, params: { ...withoutIndex, correctionIndex: "IPCA" } });
    expect(chosen.namesIndex).toBeUndefined();
    const chosenText = proposalDisclosures({
      ...base,
      comparison,
      params: chosen.params,
      namesIndex: chosen.namesIndex,
    });
    expect(chosenText.items.find((i) => i.id === "correcao")?.text).toContain("pelo IPCA");
  });
});
