import {
  cartaFigures,
  cartaSentence,
  compareImovel,
  compareVeiculo,
  contemplationOdds,
  isInsufficientHistoryError,
  isSimulationValidationError,
  simulationVerdict,
  verdictClaim,
  verdictKind,
  type AssemblyRecord,
  type ContemplationOdds,
  type ImovelComparison,
  type ImovelParams,
  type MarketReference,
  type OddsPoint,
  type VeiculoComparison,
  type VeiculoParams,
  type VerdictBasis,
  type VerdictKind,
} from "~/features/simulators";
import { formatPercentShort } from "~/lib/format";
import type { ExploreBounds, ExploreVariant } from "./explore-bounds";
import type { DrawFromBcb } from "./bcb-draw";
import type { RecordedBids } from "./odds-text";

/*
 * What the client explores on the public proposal: the bid (total % of the credit, the lance
 * embutido inside it, FGTS where the simulation allows it) and, when the seller allows, the term.
 * Pure: the same function runs on the server (the first paint) and in the browser (each change),
 * with the same engine. The contemplation month of the instalments stays the proposal's scenario
 * month; the odds say when contemplation is likely, and the rent line what an earlier one saves.
 */

export type ExploreKind = "imovel" | "veiculo";
export type ExploreParams = ImovelParams | VeiculoParams;
/** The kind and its parameters as one value: which engine runs them, told by the type, never cast. */
export type ExploreSimulation = { kind: "imovel"; params: ImovelParams } | { kind: "veiculo"; params: VeiculoParams };

/** Pairs a kind with its parameters (an imóvel's have the SAC path, a veículo's none); another pair is a bug. */
export function simulationOf(kind: ExploreKind, params: ExploreParams): ExploreSimulation {
  if ("sacJuros" in params) {
    if (kind === "imovel") return { kind, params };
  } else if (kind === "veiculo") return { kind, params };
  throw new Error(`the parameters are not a ${kind}'s`);
}

export interface ExploreHistory {
  source: string;
  readOn: string;
  assemblies: AssemblyRecord[];
  /** The Banco Central's draw rate, when the typed history has no draw counts and the group is linked (bcb-draw.ts). */
  draw?: DrawFromBcb | null;
}

/**
 * The verdict at the chosen bid, as the page says it: the claim's kind, amount, basis and financing
 * path. `difference`: financing − consórcio outlay (signed); `financingOutlay`: the cheaper financing's
 * at the basis rate.
 */
export type Verdict = {
  kind: VerdictKind;
  amount: number;
  basis: VerdictBasis;
  system: "PRICE" | "SAC";
  differencePct: number | null;
  difference: number;
  financingOutlay: number;
};

/**
 * The explorer's one figure: this bid's outlay against the cheaper financing at the basis rate, the
 * rent an earlier contemplation would spare already netted in (never two sums the client would have
 * to add). `month`: the contemplation month it assumes (the odds' half-way month when it is earlier
 * than the simulation's and there is rent, else the simulation's).
 */
export type ExploreNet = { kind: VerdictKind; amount: number; difference: number; month: number; rentSpared: number };

export type ExploreOdds =
  | { state: "none" }
  | { state: "refused"; assemblies: number; minimum: number }
  | {
      state: "ok";
      /** Month 1 of the curve, i.e. the chance per assembly: oddsByMonth draws the rest where it is shown. */
      perAssembly: OddsPoint;
      months: number;
      medianMonth: number | null;
      assemblies: number;
      pBid: number;
      pDraw: number;
      /** The recorded lowest winning bids' range and how many of them this bid reaches. */
      recorded: RecordedBids;
    };

export type ExploreFigures =
  | {
      ok: true;
      firstInstalment: number;
      afterInstalment: number;
      bidTotal: number;
      bidOwn: number;
      embutido: number;
      fgts: number;
      verdict: Verdict;
      odds: ExploreOdds;
      /** Rent not paid when contemplation comes at the median month instead of the scenario's; null without rent or odds. */
      rentSaved: { amount: number; fromMonth: number; toMonth: number } | null;
      /** The one figure the explorer states (the verdict at this bid with rentSaved netted in). */
      net: ExploreNet;
      /** With a lance embutido: the carta today and at the contemplation beside what the client receives (cartaSentence); null without one. */
      cartaLine: string | null;
      contemplationMonth: number;
    }
  | { ok: false; message: string; odds: ExploreOdds };

/**
 * The verdict at the chosen bid: the one place it is computed — the engine's verdict (the consórcio's
 * outlay against the cheaper financing, at the typed rate, or at the Banco Central's market reference
 * when the typed rate is above its band), on the comparison already run for this bid.
 */
export function verdictAtBid(
  kind: ExploreKind,
  params: ExploreParams,
  comparison: ImovelComparison | VeiculoComparison,
  reference: MarketReference | null,
): Verdict {
  const verdict = simulationVerdict(simulationOf(kind, params), reference, comparison);
  const claim = verdictClaim(verdict);
  return {
    kind: verdict.kind,
    amount: Math.abs(claim.difference),
    basis: verdict.basis,
    system: claim.financing.system,
    differencePct: claim.differencePct,
    difference: claim.difference,
    financingOutlay: claim.financing.outlay,
  };
}

/** The verdict with the rent an earlier contemplation spares netted in: one signed figure, its kind by the verdict's own rule. */
export function netAtBid(
  verdict: Verdict,
  rentSaved: { amount: number; fromMonth: number } | null,
  contemplationMonth: number,
): ExploreNet {
  const rentSpared = rentSaved?.amount ?? 0;
  const difference = verdict.difference + rentSpared;
  const pct = verdict.financingOutlay >= 0.01 ? (difference / verdict.financingOutlay) * 100 : null;
  return {
    kind: verdictKind(pct, difference),
    amount: Math.abs(difference),
    difference,
    month: rentSaved?.fromMonth ?? contemplationMonth,
    rentSpared,
  };
}

/** The simulation's parameters with the client's choice in them. */
export function applyVariant<P extends ExploreParams>(params: P, variant: ExploreVariant): P {
  const win = params.bidBase === "creditoTaxas" ? variant.bidPct / (1 + params.ta / 100) : variant.bidPct;
  const next = {
    ...params,
    win,
    embutido: variant.embutidoPct,
    prazo: variant.prazo,
    prazoAc: Math.min(params.prazoAc, variant.prazo),
  };
  return "fgtsLance" in next ? { ...next, fgtsLance: variant.fgtsLance } : next;
}

/** The proposal's own choice, the starting point of the controls. */
export function proposalVariant(params: ExploreParams): ExploreVariant {
  const bidPct = params.bidBase === "creditoTaxas" ? params.win * (1 + params.ta / 100) : params.win;
  return {
    bidPct,
    embutidoPct: params.embutido,
    fgtsLance: "fgtsLance" in params ? params.fgtsLance : 0,
    prazo: params.prazo,
  };
}

/** Where the variant leaves the seller's bounds, in pt-BR; null inside them. */
export function boundsMessage(variant: ExploreVariant, bounds: ExploreBounds): string | null {
  if (variant.bidPct < bounds.bidMinPct || variant.bidPct > bounds.bidMaxPct) {
    return `O lance deve estar entre ${pct(bounds.bidMinPct)} e ${pct(bounds.bidMaxPct)} do crédito.`;
  }
  if (variant.embutidoPct < 0 || variant.embutidoPct > bounds.embutidoMaxPct)
    return `O lance embutido deve estar entre 0\u00a0% e ${pct(bounds.embutidoMaxPct)} do crédito.`;
  if (variant.embutidoPct > variant.bidPct) return "O lance embutido faz parte do lance: não pode ser maior que ele.";
  if (variant.fgtsLance < 0 || (!bounds.fgts && variant.fgtsLance > 0))
    return "Esta simulação não permite FGTS no lance.";
  const term = bounds.term;
  if (term ? variant.prazo < term.min || variant.prazo > term.max : variant.prazo !== bounds.prazo) {
    return term
      ? `O prazo deve estar entre ${term.min} e ${term.max}\u00a0meses.`
      : "O prazo desta proposta não pode ser alterado.";
  }
  return null;
}

const pct = (value: number) => formatPercentShort(value);

/** The recorded lowest winning bids' range and how many of them the bid reaches, as the page and the PDF say it. */
export function recordedBids({ recordedBids: bids, reached }: ContemplationOdds, assemblies: number): RecordedBids {
  return { assemblies, count: bids.length, min: bids[0] ?? 0, max: bids.at(-1) ?? 0, reached };
}

function oddsFor(history: ExploreHistory | null, bidPct: number, months: number): ExploreOdds {
  if (!history) return { state: "none" };
  try {
    const odds = contemplationOdds({
      history: history.assemblies,
      bidPct: Math.min(100, Math.max(0, bidPct)),
      months,
      drawChance: history.draw?.chance,
    });
    const assemblies = history.assemblies.length;
    return {
      state: "ok",
      perAssembly: odds.perMonth[0]!,
      months,
      medianMonth: odds.medianMonth,
      assemblies,
      pBid: odds.pBid,
      pDraw: odds.pDraw,
      recorded: recordedBids(odds, assemblies),
    };
  } catch (error) {
    if (isInsufficientHistoryError(error))
      return { state: "refused", assemblies: error.assemblies, minimum: error.minimum };
    return { state: "none" };
  }
}

/** Rent of month m (simulation-model.md §4): value · locacao % · (1 + igpm)^floor((m − 1) / 12). */
function rentBetween(params: ImovelParams, from: number, to: number): number {
  let total = 0;
  for (let m = from; m <= to; m++)
    total += ((params.value * params.locacao) / 100) * (1 + params.igpm / 100) ** Math.floor((m - 1) / 12);
  return total;
}

export function exploreFigures(
  kind: ExploreKind,
  base: ExploreParams,
  variant: ExploreVariant,
  bounds: ExploreBounds,
  history: ExploreHistory | null,
  reference: MarketReference | null = null,
): ExploreFigures {
  const odds = oddsFor(history, variant.bidPct, variant.prazo);
  const outside = boundsMessage(variant, bounds);
  if (outside) return { ok: false, message: outside, odds };
  const params = applyVariant(base, variant);
  try {
    const simulation = simulationOf(kind, params);
    const comparison =
      simulation.kind === "imovel" ? compareImovel(simulation.params) : compareVeiculo(simulation.params);
    const consorcio = comparison.consorcio;
    const bid = consorcio.details?.bid;
    const after = consorcio.details?.afterBid[params.bidMode];
    const median = odds.state === "ok" ? odds.medianMonth : null;
    const verdict = verdictAtBid(kind, params, comparison, reference);
    const carta = cartaFigures(consorcio.schedule);
    const rentSaved =
      simulation.kind === "imovel" &&
      simulation.params.scenarios.rentWhileWaiting &&
      median !== null &&
      median < params.prazoAc
        ? {
            amount: rentBetween(simulation.params, median + 1, params.prazoAc),
            fromMonth: median,
            toMonth: params.prazoAc,
          }
        : null;
    return {
      ok: true,
      firstInstalment: consorcio.summary.firstInstalment,
      afterInstalment: after?.instalment ?? 0,
      bidTotal: bid?.total ?? 0,
      bidOwn: bid?.own ?? 0,
      embutido: bid?.embutido ?? 0,
      fgts: bid?.fgts ?? 0,
      verdict,
      odds,
      rentSaved,
      net: netAtBid(verdict, rentSaved, params.prazoAc),
      cartaLine: carta.embutido > 0 ? cartaSentence(carta) : null,
      contemplationMonth: params.prazoAc,
    };
  } catch (error) {
    if (isSimulationValidationError(error)) return { ok: false, message: error.message, odds };
    throw error;
  }
}
