import { referenceWhen, sgsSourceUrl } from "~/features/rates";
import { formatBRL, formatPercent, formatRate } from "~/lib/format";
import type { Verdict, VerdictComparison, VerdictKind } from "./engine";

/*
 * The verdict in the client's words: the same sentences on every surface that makes a first claim
 * (simulator summary, public page, PDF first page, WhatsApp card and share text, the seller's list).
 * The rules they follow:
 * - The basis comes first: at the Banco Central's average rate when the typed rate is above the band,
 *   then the typed-rate figure, labelled "Com a taxa informada de X % a.a.".
 * - Costs-more is said plainly, with what the consórcio gives instead; "economia" is said only when it
 *   saves.
 * - The wealth at the end sits beside the outlay, so they never contradict each other silently.
 */

/** The reference as the surfaces print it: the engine's MarketReference, with staleness when known. */
export interface VerdictReferenceInfo {
  annualPct: number;
  refMonth: string;
  series: number;
  stale?: boolean;
}

export type VerdictBem = "imovel" | "veiculo";

export interface VerdictCopy {
  kind: VerdictKind;
  basis: Verdict["basis"];
  title: string;
  /** The first claim, one sentence. */
  headline: string;
  /** The claim's amount (absolute), for the big figure. */
  amount: number;
  /** What the claim is made at: the BCB's reference or the typed rate. */
  basisLine: string;
  /** On a market basis, the typed rate's figure after it; null otherwise. */
  typedLine: string | null;
  /** The wealth at the end, beside the outlay. */
  wealthLine: string;
  /** What the consórcio gives instead (costs-more and even); null when it saves. */
  insteadLine: string | null;
  /** The two outlays the claim compares, rent included when it is. */
  outlayLine: string;
  /** The typed-rate figure in a few words, for short surfaces (card, share text, save bar, list); null on the typed basis. */
  typedShort: string | null;
  /** The wealth at the end in a few words, for the same surfaces. */
  wealthShort: string;
  /** On a market basis, the reference's series and where anyone can check it (linked beside the basis line). */
  source: { series: number; url: string } | null;
}

const rate = (pct: number) => formatRate(pct, "a.a.");
const SERIES_NAME: Record<VerdictBem, string> = {
  imovel: "taxa média do financiamento imobiliário do Banco Central",
  veiculo: "taxa média do financiamento de veículos do Banco Central",
};
const BEM: Record<VerdictBem, string> = { imovel: "o imóvel", veiculo: "o veículo" };

/**
 * "taxa média do financiamento imobiliário do Banco Central, 14,28 % a.a. (SGS 20772, de jul/2026)",
 * with the reference's age when it is old ("de jul/2026, há 4 meses", the rates' one wording).
 */
export function referenceLabel(reference: VerdictReferenceInfo, bem: VerdictBem, now = new Date()): string {
  return `${SERIES_NAME[bem]}, ${rate(reference.annualPct)} (SGS ${reference.series}, ${referenceWhen(reference, now)})`;
}

function claimSentence(c: VerdictComparison): string {
  const financing = `financiamento ${c.financing.system}`;
  const amount = formatBRL(Math.abs(c.difference));
  if (c.kind === "saves") return `Pelo consórcio você desembolsa ${amount} a menos que no ${financing}`;
  // The basis is named: what leaves the pocket, not the wealth at the end (the line beside it).
  if (c.kind === "costs-more") return `O consórcio custa ${amount} a mais que o ${financing} no desembolso total`;
  const pct = c.differencePct === null ? "" : ` (${formatPercent(Math.abs(c.differencePct), 1)})`;
  return `Consórcio e ${financing} ficam praticamente empatados: diferença de ${amount}${pct} no desembolso total`;
}

const TITLE: Record<VerdictKind, string> = {
  saves: "Economia com o consórcio",
  "costs-more": "O consórcio custa mais",
  even: "Consórcio e financiamento empatam",
};

export function wealthSentence(c: VerdictComparison, bem: VerdictBem): string {
  const { difference: diff, consorcioMonth, financingMonth } = c.wealth;
  // Paths that end in different months are compared each at its own end: said, not hidden.
  const months =
    consorcioMonth === financingMonth
      ? ""
      : ` (no mês ${financingMonth} do financiamento e no mês ${consorcioMonth} do consórcio)`;
  if (Math.abs(diff) < 0.5) return `Patrimônio ao final: praticamente igual nos dois caminhos${months}.`;
  if (diff > 0)
    return `Patrimônio ao final: financiamento ${formatBRL(diff)} a mais${months}, porque ${BEM[bem]} é seu desde o mês 1.`;
  return `Patrimônio ao final: consórcio ${formatBRL(-diff)} a mais${months}.`;
}

/** "patrimônio ao final: financiamento R$ 766.875,66 a mais" (signed: financing − consórcio). */
export function wealthShortText(wealthDifference: number): string {
  if (Math.abs(wealthDifference) < 0.5) return "patrimônio ao final praticamente igual";
  return `patrimônio ao final: ${wealthDifference > 0 ? "financiamento" : "consórcio"} ${formatBRL(Math.abs(wealthDifference))} a mais`;
}

/** "com a taxa informada de 26,82 % a.a.: R$ 358.640,14 a menos no consórcio" (signed: financing − consórcio outlay). */
export function typedShortText(typedAnnualPct: number, kind: VerdictKind, difference: number): string {
  const amount = formatBRL(Math.abs(difference));
  const figure =
    kind === "saves"
      ? `${amount} a menos no consórcio`
      : kind === "costs-more"
        ? `${amount} a mais no consórcio`
        : `empate (${amount} de diferença)`;
  return `com a taxa informada de ${rate(typedAnnualPct)}: ${figure}`;
}

export const INSTEAD_LINE =
  "O que o consórcio oferece em troca: uma taxa de administração conhecida em vez de juros, a chance de antecipar a contemplação com um lance e uma compra planejada, sem comprometer a renda com um financiamento.";

/** `now`: when the page is read, for the reference's age. */
export function verdictCopy(
  verdict: Verdict,
  bem: VerdictBem,
  reference: VerdictReferenceInfo | null = verdict.reference,
  now = new Date(),
): VerdictCopy {
  const onMarket = verdict.basis === "market" && verdict.market !== null && reference !== null;
  const claim = onMarket && verdict.market ? verdict.market : verdict.typed;
  const typedRate = rate(verdict.band.typedAnnualPct);
  return {
    kind: claim.kind,
    basis: onMarket ? "market" : "typed",
    title: TITLE[claim.kind],
    headline: `${claimSentence(claim)}.`,
    amount: Math.abs(claim.difference),
    basisLine:
      onMarket && reference ? `À ${referenceLabel(reference, bem, now)}.` : `Com a taxa informada de ${typedRate}`,
    typedLine: onMarket ? `Com a taxa informada de ${typedRate}: ${lowerFirst(claimSentence(verdict.typed))}.` : null,
    wealthLine: wealthSentence(claim, bem),
    insteadLine: claim.kind === "saves" ? null : INSTEAD_LINE,
    outlayLine: outlaySentence(claim, verdict.consorcio.rentPaidWhileWaiting),
    typedShort: onMarket
      ? typedShortText(verdict.band.typedAnnualPct, verdict.typed.kind, verdict.typed.difference)
      : null,
    wealthShort: wealthShortText(claim.wealth.difference),
    source: onMarket && reference ? { series: reference.series, url: sgsSourceUrl(reference.series) } : null,
  };
}

function outlaySentence(c: VerdictComparison, rent: number): string {
  const withRent = rent > 0 ? `, incluindo ${formatBRL(rent)} de aluguel até a contemplação` : "";
  return `Desembolso total: consórcio ${formatBRL(c.consorcioOutlay)}${withRent}; financiamento ${c.financing.system} ${formatBRL(c.financing.outlay)}, entrada incluída.`;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** What the figures under the verdict run at, and the switch to the other rate: the same words on page, PDF and simulator. */
export interface BasisRatesCopy {
  basis: Verdict["basis"];
  /** One line naming the rate of every figure shown by default (and, at the typed basis, the market reference beside it). */
  shownLine: string;
  /** Market basis: the labelled alternative, "Com a taxa informada, 29,84 % a.a."; null at the typed basis. */
  alternativeLabel: string | null;
  /** Market basis: the line above the typed-rate figures, saying they are not the verdict's. */
  alternativeNote: string | null;
}

const shortReference = (reference: VerdictReferenceInfo, now: Date) =>
  `${rate(reference.annualPct)}, SGS ${reference.series}, ${referenceWhen(reference, now)}`;

/**
 * "Valores à taxa média do Banco Central, 14,28 % a.a. (SGS 20772, jul/2026)" on a market basis;
 * "taxa informada 13,35 % a.a. · média do Banco Central 14,28 % a.a., SGS 20772, jul/2026" on a typed one.
 */
export function basisRatesCopy(
  verdict: Verdict,
  reference: VerdictReferenceInfo | null = verdict.reference,
  now = new Date(),
): BasisRatesCopy {
  const typedRate = rate(verdict.typed.financing.annualRatePct);
  if (verdict.basis === "market" && verdict.market && reference) {
    return {
      basis: "market",
      shownLine: `Todos os valores abaixo: financiamento à taxa média do Banco Central, ${shortReference(reference, now)}, a base do veredito.`,
      alternativeLabel: `Com a taxa informada, ${typedRate}`,
      alternativeNote: `Os mesmos caminhos com a taxa informada (${typedRate}), acima da média do Banco Central (${rate(reference.annualPct)}). O veredito da proposta usa a média do Banco Central.`,
    };
  }
  return {
    basis: "typed",
    shownLine: reference
      ? `Taxa informada ${typedRate} · média do Banco Central ${shortReference(reference, now)}`
      : `Taxa informada ${typedRate}`,
    alternativeLabel: null,
    alternativeNote: null,
  };
}
