import { describe, expect, it } from "vitest";
import { findMisleadingClaims, misleadingClaimMessage, normaliseClaimText } from "./misleading-claims";

const ids = (text: string) => findMisleadingClaims(text).map((c) => c.id);

describe("misleading claims in what the seller writes", () => {
  it.each([
    ["Contemplação garantida!", "contemplacaoGarantida"],
    ["CONTEMPLACAO GARANTIDA", "contemplacaoGarantida"],
    ["contemplação   garantida", "contemplacaoGarantida"],
    ["contemplação-garantida em 2025", "contemplacaoGarantida"],
    ["Sua contemplação é garantida", "contemplacaoGarantida"],
    ["c o n t e m p l a ç ã o  g a r a n t i d a", "contemplacaoGarantida"],
    ["Garantimos a contemplação do seu imóvel", "garantimosContemplacao"],
    ["garantia de contemplação", "garantimosContemplacao"],
    ["Asseguramos sua contemplação", "garantimosContemplacao"],
    ["Você será contemplado no primeiro mês", "contempladoEmPrazo"],
    ["contemplado no 1º mês", "contempladoEmPrazo"],
    ["Contemplada na primeira assembleia", "contempladoEmPrazo"],
    ["contemplado em 3 meses", "contempladoEmPrazo"],
    ["contemplados no1ºmês", "contempladoEmPrazo"],
    ["Contemplação imediata", "contemplacaoImediata"],
    ["Consórcio SEM JUROS", "semJuros"],
    ["sem   júros", "semJuros"],
    ["taxa zero", "semJuros"],
  ])("refuses %j", (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    "Contemplação por sorteio ou lance, sem data garantida.",
    "Não garantimos a contemplação: ela depende de sorteio ou lance.",
    "Sem garantia de contemplação em data certa.",
    "Nenhuma contemplação é garantida.",
    "Taxa de administração de 23 % do crédito, com fundo de reserva.",
    "Simulação com contemplação no mês 50 (projeção).",
    "Grupo 1234, assembleia todo dia 10.",
    "",
  ])("lets %j through", (text) => {
    expect(findMisleadingClaims(text)).toEqual([]);
  });

  it("explains the refusal in pt-BR, naming the field and the claim", () => {
    expect(misleadingClaimMessage("Observações", "Contemplação GARANTIDA")).toBe(
      'Observações: não use "contemplação garantida" nem variações. No consórcio, a contemplação acontece só por sorteio ou lance (Lei 11.795/2008, art. 22) e nenhuma data pode ser prometida. Escreva, por exemplo: "contemplação por sorteio ou lance, sem data garantida".',
    );
    expect(misleadingClaimMessage("Observações", "Parcelas que cabem no bolso")).toBeNull();
  });

  it("normalises accents, case, punctuation and spacing", () => {
    expect(normaliseClaimText("  Contemplação —  GARANTIDA!! 1º ")).toBe("contemplacao garantida 1o");
  });
});
