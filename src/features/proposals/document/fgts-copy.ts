import { fgtsUse, type FgtsUse, type ImovelComparisonData, type VeiculoComparisonData } from "~/features/simulators";
import { formatBRL } from "~/lib/format";

/**
 * The FGTS a proposal uses, by the simulator's one rule (`fgtsUse`): the bid, the instalments or the
 * payoff after contemplation. A snapshot without the consórcio's details (engine 2026.11.1) falls back
 * to the verdict's figure (bid + instalments).
 */
export function proposalFgtsUse(
  comparison: ImovelComparisonData | VeiculoComparisonData,
  verdictFgtsUsed = 0,
): FgtsUse | null {
  const details = comparison.consorcio.details;
  if (details) return fgtsUse(details);
  return verdictFgtsUsed > 0 ? { inOutlay: verdictFgtsUsed, payoff: 0 } : null;
}

/**
 * What the client reads above the FGTS conditions, on the public page and in the PDF: the FGTS is the
 * client's own money, where it goes (inside the outlay, or the payoff beside it), and using it depends
 * on the conditions the simulator lists.
 */
export function fgtsConditionsIntro(use: FgtsUse): string {
  const payoff = `${formatBRL(use.payoff)} do seu FGTS para amortizar ou quitar o saldo do consórcio logo depois da contemplação (uma opção, fora do desembolso total)`;
  const uses =
    use.inOutlay > 0 && use.payoff > 0
      ? `Esta simulação usa ${formatBRL(use.inOutlay)} do seu FGTS no lance e nas parcelas (incluídos no desembolso do consórcio) e prevê ${payoff}.`
      : use.inOutlay > 0
        ? `Esta simulação usa ${formatBRL(use.inOutlay)} do seu FGTS. É dinheiro seu: está incluído no desembolso do consórcio.`
        : `Esta simulação prevê ${payoff}. É dinheiro seu.`;
  return `${uses} Para usá-lo, é preciso cumprir estas condições (a administradora e a Caixa conferem na contratação):`;
}
