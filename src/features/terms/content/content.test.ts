import { describe, expect, it } from "vitest";
import { PRIVACY_VERSION, TERMS_VERSION } from "~/features/terms/documents";
import { PRIVACY } from "./privacy";
import { TERMS } from "./terms";
import type { LegalText } from "./types";

function fullText(doc: LegalText): string {
  return [
    ...doc.intro,
    ...doc.sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => (typeof b === "string" ? [b] : b.list))]),
  ].join("\n");
}

describe("Termos de Uso", () => {
  it("carries the version in force and the spec's sections, in order", () => {
    expect(TERMS.version).toBe(TERMS_VERSION);
    expect(TERMS.sections.map((s) => s.id)).toEqual([
      "aceitacao",
      "cadastro",
      "propriedade-intelectual",
      "responsabilidades",
      "lgpd",
      "limitacao-de-responsabilidade",
      "pagamentos",
      "rescisao",
      "disposicoes-gerais",
    ]);
  });

  const text = fullText(TERMS);
  it.each([
    ["the operator is a technology company", "empresa de tecnologia"],
    ["minimum age 18", "18 (dezoito) anos"],
    ["basic price", "R$\u00a0299,00 por mês"],
    ["stardard price", "R$\u00a0499,00 por mês"],
    ["premium price", "R$\u00a0699,00 por mês"],
    ["billed every 30 days in advance", "a cada 30 (trinta) dias, de forma antecipada"],
    ["annual adjustment by an inflation index", "reajustados anualmente"],
    ["30 days' notice before automatic renewal", "aviso de 30 (trinta) dias antes da renovação automática"],
    ["termination when overdue more than 15 days", "atraso por mais de 15 (quinze) dias"],
    ["terms changes with 30 days' notice", "pelo menos 30 (trinta) dias de antecedência"],
    ["liability capped at 12 months of subscription", "12 (doze) meses de assinatura"],
    ["data-processing clause for the customers' data", "a Operadora atua como operadora"],
  ])("%s", (_label, phrase) => {
    expect(text).toContain(phrase);
  });
});

describe("Política de Privacidade", () => {
  it("carries the version in force and the spec's sections, in order", () => {
    expect(PRIVACY.version).toBe(PRIVACY_VERSION);
    expect(PRIVACY.sections.map((s) => s.id)).toEqual([
      "coleta",
      "compartilhamento",
      "seguranca",
      "retencao",
      "direitos-do-titular",
    ]);
  });
});
