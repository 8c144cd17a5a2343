/*
 * Claims a seller may not write into a proposal. Procon's most common complaint about
 * consórcio is a promised contemplation; Lei 11.795/2008 (art. 22: contemplation only by sorteio or
 * lance), Resolução BCB 285/2023 (the administradora answers for what its representatives offer) and
 * the CDC (arts. 31 and 37: no misleading advertising) forbid promising a date, guaranteeing the
 * contemplation, or hiding the fees. The list lives here, in one place, with a pt-BR explanation for
 * each; every text the seller writes into a proposal is checked against it (the zod schemas of those
 * inputs call `misleadingClaimMessage`).
 *
 * Matching is done on a normalised text (no accents, lower case, punctuation and runs of spaces
 * turned into one space), and again on the letters alone, so "Contemplação  GARANTIDA",
 * "contemplacao-garantida" and "c o n t e m p l a ç ã o garantida" are all caught. A claim preceded by
 * a negation ("não garantimos a contemplação", "sem garantia de contemplação") is what the seller
 * should write, and passes.
 */

export interface MisleadingClaim {
  id: string;
  /** The claim as people write it, quoted in the message. */
  example: string;
  /** On the normalised text (words separated by one space). */
  pattern: RegExp;
  /** On the letters and digits alone (no spaces): catches letter-spaced variants. */
  compact: RegExp;
  explanation: string;
}

const SORTEIO_OU_LANCE =
  "No consórcio, a contemplação acontece só por sorteio ou lance (Lei 11.795/2008, art. 22) e nenhuma data pode ser prometida.";

export const MISLEADING_CLAIMS: readonly MisleadingClaim[] = Object.freeze([
  {
    id: "contemplacaoGarantida",
    example: "contemplação garantida",
    pattern: /\bcontemplac(?:ao|oes) (?:e |esta |fica |sera )?(?:garantid|assegurad|certa\b|cert[ao] )/,
    compact: /contemplac(?:ao|oes)(?:garantid|assegurad)/,
    explanation: `${SORTEIO_OU_LANCE} Escreva, por exemplo: "contemplação por sorteio ou lance, sem data garantida".`,
  },
  {
    id: "garantimosContemplacao",
    example: "garantimos a contemplação",
    pattern: /\b(?:garant|assegur)\w* (?:\w+ ){0,2}contemplac/,
    compact: /(?:garantimos|garantia|garantida|garantido|garante|asseguramos)(?:de|a|da|sua)?contemplac/,
    explanation: `${SORTEIO_OU_LANCE} A administradora não pode garantir a contemplação, e o vendedor também não.`,
  },
  {
    id: "contempladoEmPrazo",
    example: "contemplado no primeiro mês",
    pattern:
      /\bcontemplad[oa]s? (?:ja |logo )?(?:no|na|em|ate|dentro de) (?:o |a )?(?:primeir[oa]|1 ?[oa]?|\d+|segund[oa]|terceir[oa]|poucos|pouc[oa]s) ?(?:mes|meses|assembleias?|dias?|semanas?|parcelas?)\b/,
    compact: /contemplad[oa]s?(?:no|na|em)(?:primeir[oa]|1[oa]?)(?:mes|assembleia)/,
    explanation: `${SORTEIO_OU_LANCE} Prometer a contemplação em um prazo é propaganda enganosa (CDC, art. 37); mostre o mês como uma projeção da simulação.`,
  },
  {
    id: "contemplacaoImediata",
    example: "contemplação imediata",
    pattern: /\bcontemplac(?:ao|oes) (?:imediata|rapida|expressa|na hora)\b/,
    compact: /contemplac(?:ao|oes)(?:imediata|expressa)/,
    explanation: SORTEIO_OU_LANCE,
  },
  {
    id: "semJuros",
    example: "sem juros",
    pattern: /\b(?:sem juros|(?:juros|taxa) zero)\b/,
    compact: /semjuros|juroszero|taxazero/,
    explanation:
      'No consórcio há taxa de administração, fundo de reserva e, às vezes, seguro: "sem juros" faz o cliente pensar que não há custo. Informe a taxa total (por exemplo, "taxa de administração de 23 % do crédito").',
  },
]);

const NEGATIONS = new Set(["nao", "sem", "nunca", "jamais", "nenhuma", "nenhum", "nem"]);
const NEGATION_WINDOW = 3;

/** "Contemplação  GARANTIDA!" → "contemplacao garantida". */
export function normaliseClaimText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[º°ª]/g, "o")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function negatedBefore(normalised: string, index: number): boolean {
  const before = normalised.slice(0, index).trim().split(" ").slice(-NEGATION_WINDOW);
  return before.some((word) => NEGATIONS.has(word));
}

/** The claims `text` makes (empty when it makes none). */
export function findMisleadingClaims(text: string): MisleadingClaim[] {
  const normalised = normaliseClaimText(text);
  if (normalised === "") return [];
  const compact = normalised.replace(/ /g, "");
  return MISLEADING_CLAIMS.filter((claim) => {
    const match = claim.pattern.exec(normalised);
    if (match !== null) return !negatedBefore(normalised, match.index);
    // Letter-spaced or glued variants: only when the spaced form did not already show a negation.
    const glued = claim.compact.exec(compact);
    if (glued === null) return false;
    return !/(?:nao|sem|nunca|jamais|nenhuma|nenhum)$/.test(compact.slice(Math.max(0, glued.index - 12), glued.index));
  });
}

/** A pt-BR message for the field labelled `label`, or null when the text is fine. */
export function misleadingClaimMessage(label: string, text: string): string | null {
  const [claim] = findMisleadingClaims(text);
  if (claim === undefined) return null;
  return `${label}: não use "${claim.example}" nem variações. ${claim.explanation}`;
}

/**
 * For a zod schema of text the seller writes into a proposal:
 * `z.string().superRefine(rejectMisleadingClaims("Observações"))`.
 */
export function rejectMisleadingClaims(label: string) {
  return (text: string, ctx: { addIssue: (issue: { code: "custom"; message: string }) => void }): void => {
    const message = misleadingClaimMessage(label, text);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  };
}
