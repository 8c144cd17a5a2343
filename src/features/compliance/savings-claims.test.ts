import { describe, expect, it } from "vitest";
import { savingsClaimMessage, speaksOfSavings } from "./savings-claims";

describe("savings wording against the verdict", () => {
  it.each([
    ["Grande economia no seu imóvel", true],
    ["ECONOMIZE com o consórcio", true],
    ["Você economiza R$ 50 mil", true],
    ["Economía garantida", true],
    ["Uma opção econômica de compra", false],
    ["Planejamento financeiro para a casa própria", false],
    ["Grupo 1040", false],
  ])("%s → speaks of savings: %s", (text, expected) => {
    expect(speaksOfSavings(text)).toBe(expected);
  });

  it("refuses it when the consórcio costs more or ties, with the reason; allows it when it saves or the verdict is unknown", () => {
    expect(savingsClaimMessage("Grupo", "Grupo da economia", "costs-more")).toBe(
      'Grupo: não fale em "economia": nesta simulação o consórcio custa mais que o financiamento. Diga o que o consórcio oferece (taxa de administração em vez de juros, o lance, a compra planejada).',
    );
    expect(savingsClaimMessage("Mensagem", "Economize já", "even")).toMatch(/praticamente empatam/);
    expect(savingsClaimMessage("Grupo", "Grupo da economia", "saves")).toBeNull();
    expect(savingsClaimMessage("Grupo", "Grupo da economia", null)).toBeNull();
    expect(savingsClaimMessage("Grupo", "Grupo 1040", "costs-more")).toBeNull();
  });
});
