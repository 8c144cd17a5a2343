import { baseInstalmentFraction, creditAt } from "./consorcio";
import { toModalityTerms } from "./vocabulary";
import {
  RULES,
  assertContemplation,
  assertNumber,
  bidPctOfCredit,
  maxBidPct,
  BID_TOLERANCE_PCT,
  type BidBase,
} from "./validation";

/*
 * Percent semantics (simulation-model.md §2): each modality's percent is a statistic the seller keeps
 * about the group — by default the share of the assemblies with a contemplation in that modality
 * (MODALITY_PERCENT_LABEL) — shown on its card as such. It is never a bid size and never enters the
 * instalment arithmetic. What each card adds for this client comes from the simulation itself, at the
 * contemplation month mC:
 * - sorteio: no bid;
 * - fixo, fidelidade 1/2/3: the simulation's own bid, `win` % of the credit in force at mC;
 *   fidelidade is open only to quotas with 6, 12 or 18 instalments paid by mC;
 * - especial 50: a bid of 50 instalments, 50 · p0 of the credit (27,95 % on the defaults).
 */
export const MODALITY_PERCENT_LABEL = "das assembleias com contemplação nesta modalidade";

export const MODALITY_KEYS = ["sorteio", "fixo", "fidelidade1", "fidelidade2", "fidelidade3", "especial50"] as const;
export type ModalityKey = (typeof MODALITY_KEYS)[number];

export interface Modality {
  key: ModalityKey;
  percent: number;
  title: string;
  description: string;
  /**
   * Where the seller read the percents (free text) and when ("yyyy-mm-dd"): metadata the engine
   * carries to the modality bids untouched, so a saved proposal keeps them.
   */
  source?: string | null;
  readOn?: string | null;
}

/** none: no bid; simulationBid: the simulation's `win`; instalments: a bid of `count` instalments. */
export type BidRule = { kind: "none" } | { kind: "simulationBid" } | { kind: "instalments"; count: number };

export const MODALITY_RULES: Readonly<Record<ModalityKey, { bid: BidRule; minPaidInstalments: number }>> = {
  sorteio: { bid: { kind: "none" }, minPaidInstalments: 0 },
  fixo: { bid: { kind: "simulationBid" }, minPaidInstalments: 0 },
  fidelidade1: { bid: { kind: "simulationBid" }, minPaidInstalments: 6 },
  fidelidade2: { bid: { kind: "simulationBid" }, minPaidInstalments: 12 },
  fidelidade3: { bid: { kind: "simulationBid" }, minPaidInstalments: 18 },
  especial50: { bid: { kind: "instalments", count: 50 }, minPaidInstalments: 0 },
};

export const DEFAULT_MODALITIES: readonly Modality[] = Object.freeze([
  {
    key: "sorteio",
    percent: 96,
    title: "Sorteio",
    description: "Contemplação por sorteio nas assembleias mensais, sem oferta de lance.",
  },
  {
    key: "fixo",
    percent: 90,
    title: "Lance fixo",
    description: "Lance com percentual definido pelo grupo, disputado entre os participantes que ofertarem.",
  },
  {
    key: "fidelidade1",
    percent: 42,
    title: "Fidelidade 1",
    description: "Para cotas com 6 parcelas pagas sem atraso.",
  },
  {
    key: "fidelidade2",
    percent: 12,
    title: "Fidelidade 2",
    description: "Para cotas com 12 parcelas pagas sem atraso.",
  },
  {
    key: "fidelidade3",
    percent: 8,
    title: "Fidelidade 3",
    description: "Para cotas com 18 parcelas pagas sem atraso.",
  },
  {
    key: "especial50",
    percent: 8,
    title: "Especial 50",
    description: "Lance equivalente a 50 parcelas.",
  },
] satisfies Modality[]);

export interface ModalitySimulation {
  value: number;
  prazo: number;
  ta: number;
  correction: number;
  prazoAc: number;
  /** The simulation's bid, % of the credit in force at prazoAc (fixo and fidelidade use it). */
  win: number;
  /** What `win` is a % of (default: the credit). */
  bidBase?: BidBase;
}

export interface ModalityBid extends Modality {
  bidKind: BidRule["kind"];
  contemplationMonth: number;
  creditAtContemplation: number;
  /** The bid in % of C(mC) (percentage units). 0 for sorteio. */
  bidPct: number;
  /** The bid in reais at the contemplation month. */
  bidValue: number;
  /** Instalments paid by mC meet the modality's minimum (fidelidade). */
  eligible: boolean;
  /** The bid is not more than what is left to pay before it. */
  feasible: boolean;
  /** reduzParcela: the instalment in month mC + 1 after this bid; null if infeasible or nothing is left. */
  instalmentAfterBid: number | null;
  /** reduzPrazo: how many p0 instalments this bid removes (fractional, e.g. 35.7724); null if infeasible. */
  instalmentsRemoved: number | null;
}

/** A fractional count of instalments removed, as people read it: 35.77 → 35 whole ones fewer and a smaller last one. */
export function wholeInstalmentsRemoved(count: number): { whole: number; smallerLast: boolean } {
  const whole = Math.floor(count + 1e-9);
  return { whole, smallerLast: count - whole > 1e-6 };
}

/** What each modality means for this simulation ("Nesta simulação"), in R$ and % of the credit at contemplation. */
export function modalityBids(
  sim: ModalitySimulation,
  modalities: readonly Modality[] = DEFAULT_MODALITIES,
): ModalityBid[] {
  assertNumber("value", RULES.value, sim.value);
  assertNumber("prazo", RULES.prazo, sim.prazo);
  assertNumber("ta", RULES.ta, sim.ta);
  assertNumber("correction", RULES.correction, sim.correction);
  assertNumber("prazoAc", RULES.prazoAc, sim.prazoAc);
  assertNumber("win", RULES.win, sim.win);
  assertContemplation("prazoAc", sim.prazo, sim.prazoAc);
  return bidsOfValidated(sim, modalities);
}

/**
 * modalityBids of parameters already validated at the engine's entry (compareImovel, compareVeiculo:
 * see ./with-modalities.ts): only the modalities' own percents are checked here.
 */
export function bidsOfValidated(sim: ModalitySimulation, modalities: readonly Modality[]): ModalityBid[] {
  modalities.forEach((m, index) => assertNumber(`modalities.${index}.percent`, RULES.modalityPercent, m.percent));
  const {
    creditValue,
    termMonths,
    adminFeePct,
    annualCorrectionPct,
    contemplationMonth: mc,
    bidPct: typedBid,
    bidBase,
  } = toModalityTerms(sim);
  const p0 = baseInstalmentFraction(adminFeePct, termMonths);
  const credit = creditAt(creditValue, annualCorrectionPct, mc);
  const nextCredit = creditAt(creditValue, annualCorrectionPct, mc + 1);
  const maxPct = maxBidPct(adminFeePct, termMonths, mc);
  const monthsLeft = termMonths - mc;

  return modalities.map((modality) => {
    const rule = MODALITY_RULES[modality.key];
    const bidPct =
      rule.bid.kind === "none"
        ? 0
        : rule.bid.kind === "simulationBid"
          ? bidPctOfCredit(typedBid, adminFeePct, bidBase)
          : rule.bid.count * p0 * 100;
    const feasible = bidPct <= maxPct + BID_TOLERANCE_PCT;
    const saldoAfter = Math.max(0, (maxPct - bidPct) / 100);
    return {
      ...modality,
      bidKind: rule.bid.kind,
      contemplationMonth: mc,
      creditAtContemplation: credit,
      bidPct,
      bidValue: (bidPct / 100) * credit,
      eligible: mc >= rule.minPaidInstalments,
      feasible,
      instalmentAfterBid: feasible && monthsLeft > 0 ? (saldoAfter / monthsLeft) * nextCredit : null,
      instalmentsRemoved: feasible ? bidPct / 100 / p0 : null,
    };
  });
}
