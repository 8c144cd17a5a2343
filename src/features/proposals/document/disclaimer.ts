/** Under every proposal: the public page, the PDF. The same words as the simulators' note. */
export const DISCLAIMER =
  "Projeção, não é contrato. A contemplação depende de sorteio ou lance e nunca é garantida; os valores dependem das regras do grupo e das condições do financiamento na contratação. Valores calculados na data da proposta.";
