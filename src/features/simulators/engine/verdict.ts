import { compareImovel } from "./comparison";
import { nominalAnnualPct } from "./financing-costs";
import type { ImovelComparison, ImovelParams, PathSummary, VeiculoComparison, VeiculoParams } from "./types";
import { compareVeiculo } from "./vehicle";

/*
 * The verdict: one answer to "does the consórcio cost less than financing?", computed once and used by
 * every surface that makes a first claim (simulator summary, public page, PDF, WhatsApp card, the
 * seller's list). Why it is built this way:
 * - What leaves the client's pocket decides it: the consórcio's total outlay (instalments + the whole
 *   bid, rent while waiting when that scenario is on) against the cheaper financing path (PRICE or
 *   SAC, whichever has the smaller outlay; a vehicle has PRICE only). Comparing with the dearer path
 *   only would flatter the consórcio.
 * - A difference within 1 % of the financing's outlay is "even": projections over 18 years are not
 *   that precise, and a "saves R$ 3 000 on R$ 900 000" headline would be noise presented as fact.
 * - It is computed at the typed rate and at the market reference (the Banco Central's average rate for
 *   the kind of bem). When the typed rate is above the band (more than 1,25 × the reference, effective
 *   annual rates), the first claim is made at the market reference: a rate far above what banks charge
 *   on average makes any consórcio look cheap, and the client must see the comparison a bank would
 *   actually offer first. The SFH's 12 % a.a. cap is not the band: it sits at the market average itself
 *   (0,95 % a.m. is 12,02 % a.a.), so it would send rates in line with the market to the market basis;
 *   the simulator already warns when a rate passes it.
 * - Wealth at the end is carried beside the outlay: a financed bem is the client's from month 1, so the
 *   financing usually ends with more wealth even when it costs more; the surfaces must say both.
 * - FGTS and lance embutido change where the money comes from, not how much is spent: FGTS is the
 *   client's own money (it stays in the outlay, and is reported), and an embutido bid leaves less credit
 *   in hand, so the client tops it up to buy the same bem (the outlay counts the whole bid).
 */

export type VerdictKind = "saves" | "costs-more" | "even";
export type VerdictBasis = "typed" | "market";

/** The band: the typed effective annual rate over the reference's, above which the basis is the market. */
export const VERDICT_BAND_RATIO = 1.25;
/** Within this % of the financing's outlay the two are "even". */
export const VERDICT_EVEN_PCT = 1;

/** The market's average rate for the kind of bem, as the rates feature supplies it (pure data here). */
export interface MarketReference {
  /** Effective annual rate, % a.a. */
  annualPct: number;
  /** The month the rate refers to, "yyyy-mm". */
  refMonth: string;
  /** The SGS series it comes from (20772 imóvel, 20749 veículo). */
  series: number;
  /** Where the figure can be checked. */
  sourceUrl: string;
}

export type VerdictInput = { kind: "imovel"; params: ImovelParams } | { kind: "veiculo"; params: VeiculoParams };

export interface VerdictFinancing {
  system: "PRICE" | "SAC";
  monthlyRatePct: number;
  annualRatePct: number;
  outlay: number;
  wealthAtEnd: number;
  /** The month the wealth is measured at: the financing's last. */
  wealthMonth: number;
}

/** The comparison at one rate. */
export interface VerdictComparison {
  kind: VerdictKind;
  consorcioOutlay: number;
  /** The cheaper financing path at this rate. */
  financing: VerdictFinancing;
  /** Every financing path at this rate (PRICE, and SAC for a property). */
  paths: VerdictFinancing[];
  /** financing outlay − consórcio outlay: > 0 the consórcio spends less. */
  difference: number;
  /** difference as % of the financing's outlay; null when that outlay is under one centavo. */
  differencePct: number | null;
  /** The consórcio's wealth at the end and the cheaper financing's (each at its own last month); financing − consórcio. */
  wealth: { consorcio: number; financing: number; difference: number; consorcioMonth: number; financingMonth: number };
}

export interface Verdict {
  /** The first claim's kind: the basis's comparison's. */
  kind: VerdictKind;
  basis: VerdictBasis;
  typed: VerdictComparison;
  /** At the market reference; null without a reference. */
  market: VerdictComparison | null;
  reference: MarketReference | null;
  band: {
    /** The typed effective annual rate over the reference's (null without a reference). */
    ratio: number | null;
    limitRatio: number;
    /** The typed rate of the cheaper financing path (the claim's), % a.a.: the band compares this one. */
    typedAnnualPct: number;
    above: boolean;
  };
  /** What the consórcio gives the client in hand and where its money comes from. */
  consorcio: {
    /** The carta at contemplation. */
    creditReceived: number;
    /** The carta minus the lance embutido: what buys the bem. */
    creditInHand: number;
    embutido: number;
    /** FGTS in the bid and in the instalments (the client's own money, inside the outlay). */
    fgtsUsed: number;
    /** Rent paid until the contemplation, inside the consórcio's outlay (0 when that scenario is off). */
    rentPaidWhileWaiting: number;
    contemplationMonth: number;
  };
}

/** (1 + a)^(1/12) − 1, in %: the monthly rate of an effective annual one. */
export function monthlyFromAnnual(annualPct: number): number {
  return (Math.pow(1 + annualPct / 100, 1 / 12) - 1) * 100;
}

export function verdictKind(differencePct: number | null, difference: number): VerdictKind {
  if (differencePct === null) return difference > 0 ? "saves" : difference < 0 ? "costs-more" : "even";
  if (differencePct > VERDICT_EVEN_PCT) return "saves";
  if (differencePct < -VERDICT_EVEN_PCT) return "costs-more";
  return "even";
}

/** Whether the typed rate (effective % a.a.) is above the band around the reference. */
export function aboveBand(typedAnnualPct: number, referenceAnnualPct: number): boolean {
  if (!(referenceAnnualPct > 0)) return false;
  return typedAnnualPct > referenceAnnualPct * VERDICT_BAND_RATIO + 1e-9;
}

type AnyComparison = ImovelComparison | VeiculoComparison;

function financingOf(summary: PathSummary, system: "PRICE" | "SAC", monthlyRatePct: number): VerdictFinancing {
  return {
    system,
    monthlyRatePct,
    annualRatePct: nominalAnnualPct(monthlyRatePct),
    outlay: summary.totalOutlay,
    wealthAtEnd: summary.wealthAtEnd,
    wealthMonth: summary.wealthMonth,
  };
}

/** `rateOverride`: the monthly rate every path ran at, when not the params' own (the market basis). */
function pathsOf(input: VerdictInput, result: AnyComparison, rateOverride?: number): VerdictFinancing[] {
  if (input.kind === "veiculo")
    return [financingOf(result.price.summary, "PRICE", rateOverride ?? input.params.priceJuros)];
  const imovel = result as ImovelComparison;
  return [
    financingOf(imovel.price.summary, "PRICE", rateOverride ?? input.params.priceJuros),
    financingOf(imovel.sac.summary, "SAC", rateOverride ?? input.params.sacJuros),
  ];
}

/** The comparison of one simulation's results: the consórcio against its cheaper financing path. */
export function comparisonVerdict(
  input: VerdictInput,
  result: AnyComparison,
  rateOverride?: number,
): VerdictComparison {
  const paths = pathsOf(input, result, rateOverride);
  const financing = paths.reduce((best, p) => (p.outlay < best.outlay ? p : best));
  const consorcio = result.consorcio.summary;
  const difference = financing.outlay - consorcio.totalOutlay;
  const differencePct = financing.outlay >= 0.01 ? (difference / financing.outlay) * 100 : null;
  return {
    kind: verdictKind(differencePct, difference),
    consorcioOutlay: consorcio.totalOutlay,
    financing,
    paths,
    difference,
    differencePct,
    wealth: {
      consorcio: consorcio.wealthAtEnd,
      financing: financing.wealthAtEnd,
      difference: financing.wealthAtEnd - consorcio.wealthAtEnd,
      consorcioMonth: consorcio.wealthMonth,
      financingMonth: financing.wealthMonth,
    },
  };
}

/** The same simulation with every financing path at the market's monthly rate. */
export function comparisonAtMarket(input: VerdictInput, monthlyRatePct: number): AnyComparison {
  if (input.kind === "veiculo") return compareVeiculo({ ...input.params, priceJuros: monthlyRatePct });
  return compareImovel({ ...input.params, priceJuros: monthlyRatePct, sacJuros: monthlyRatePct });
}

function compare(input: VerdictInput): AnyComparison {
  return input.kind === "veiculo" ? compareVeiculo(input.params) : compareImovel(input.params);
}

/**
 * The verdict of a simulation at its typed rate and at the market reference. `typedResult`: the
 * comparison already computed for these params (the simulator has it), so it is not run twice.
 */
export function simulationVerdict(
  input: VerdictInput,
  reference: MarketReference | null,
  typedResult?: AnyComparison,
): Verdict {
  return verdictAndMarket(input, reference, typedResult).verdict;
}

/** The verdict and the comparison it ran at the market reference (null without one), for a caller that shows it (comparisonsAtBasis). */
export function verdictAndMarket(
  input: VerdictInput,
  reference: MarketReference | null,
  typedResult?: AnyComparison,
): { verdict: Verdict; marketComparison: AnyComparison | null } {
  const typedComparison = typedResult ?? compare(input);
  const typed = comparisonVerdict(input, typedComparison);
  // The claim's financing is the cheaper path: its rate is the one the band judges (a dearer path's
  // inflated rate changes no claim).
  const typedAnnualPct = typed.financing.annualRatePct;
  const marketMonthly = reference && reference.annualPct > 0 ? monthlyFromAnnual(reference.annualPct) : null;
  const marketComparison = marketMonthly === null ? null : comparisonAtMarket(input, marketMonthly);
  const market =
    marketComparison === null || marketMonthly === null
      ? null
      : comparisonVerdict(input, marketComparison, marketMonthly);
  const above = reference !== null && market !== null && aboveBand(typedAnnualPct, reference.annualPct);
  const basis: VerdictBasis = above ? "market" : "typed";
  const { totals } = typedComparison.consorcio.schedule;
  const details = typedComparison.consorcio.details;
  const fgtsUsed = (input.kind === "imovel" ? input.params.fgtsLance : 0) + (details?.fgtsInstalments?.total ?? 0);
  const verdict: Verdict = {
    kind: basis === "market" && market ? market.kind : typed.kind,
    basis,
    typed,
    market,
    reference,
    band: {
      ratio: reference && reference.annualPct > 0 ? typedAnnualPct / reference.annualPct : null,
      limitRatio: VERDICT_BAND_RATIO,
      typedAnnualPct,
      above,
    },
    consorcio: {
      creditReceived: totals.creditReceived,
      creditInHand: totals.creditReceived - totals.embutido,
      embutido: totals.embutido,
      fgtsUsed,
      rentPaidWhileWaiting: typedComparison.consorcio.summary.rentPaidWhileWaiting,
      contemplationMonth: input.params.prazoAc,
    },
  };
  return { verdict, marketComparison };
}

/** The comparison the first claim is made on. */
export function verdictClaim(verdict: Verdict): VerdictComparison {
  return verdict.basis === "market" && verdict.market ? verdict.market : verdict.typed;
}
