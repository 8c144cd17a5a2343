import { formatBRL } from "~/lib/format";

/**
 * What the client reads above the FGTS conditions, on the public page and in the PDF: the FGTS is the
 * client's own money, and using it depends on the conditions the simulator lists.
 */
export function fgtsConditionsIntro(fgtsUsed: number): string {
  return `Esta simulação usa ${formatBRL(fgtsUsed)} do seu FGTS. É dinheiro seu: está incluído no desembolso do consórcio. Para usá-lo, é preciso cumprir estas condições (a administradora e a Caixa conferem na contratação):`;
}
