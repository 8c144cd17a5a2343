import { normaliseClaimText } from "./misleading-claims";

/*
 * "Economia" only where the numbers support it. The verdict (features/simulators/engine/verdict.ts)
 * says whether the consórcio spends less than the cheaper financing; when it does not (it costs more,
 * or the two tie within 1 %), a text the seller types for that proposal may not promise savings:
 * calling a dearer option "economia" is the misleading comparison with financing the courts and Procon
 * punish (CDC art. 37). Checked on the normalised text, like the other claims ("ECONOMIZE", "economía").
 */

export type SavingsVerdict = "saves" | "costs-more" | "even";

const SAVINGS_WORDS = /\beconomi(?:a|as|za|zam|ze|zem|zar|zara|zou|zando|zaria)\b/;

const WHY: Record<Exclude<SavingsVerdict, "saves">, string> = {
  "costs-more": "nesta simulação o consórcio custa mais que o financiamento",
  even: "nesta simulação consórcio e financiamento praticamente empatam",
};

/** Whether `text` speaks of savings ("economia", "economize", "economiza R$ …"). */
export function speaksOfSavings(text: string): boolean {
  return SAVINGS_WORDS.test(normaliseClaimText(text));
}

/** A pt-BR message for the field labelled `label`, or null when the text may stand beside this verdict. */
export function savingsClaimMessage(label: string, text: string, verdict: SavingsVerdict | null): string | null {
  if (verdict === null || verdict === "saves" || !speaksOfSavings(text)) return null;
  return `${label}: não fale em "economia": ${WHY[verdict]}. Diga o que o consórcio oferece (taxa de administração em vez de juros, o lance, a compra planejada).`;
}
