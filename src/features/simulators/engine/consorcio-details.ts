import { consorcioMonths, creditAt, planAfterBid, type ConsorcioInput } from "./consorcio";
import type { BidBase, BidMode } from "./validation";

/*
 * What the consórcio's figures are made of. All O(1) or O(12) except the present value,
 * which the comparison computes only when read. Sources: Lei 11.795/2008 (fundo comum, taxa de
 * administração, fundo de reserva and insurance are each a % of the credit), Res. BCB 285/2023 (the
 * bid's rules, lance embutido), Lei 8.036/1990 art. 20 and the FGTS Council's rules (FGTS in a
 * consórcio for a home: bid, payoff, up to 80 % of 12 instalments).
 */

/** The bid split by where its money comes from; the three parts add up to `total`. */
export interface BidComposition {
  base: BidBase;
  /** The whole bid, R$, at the contemplation month. */
  total: number;
  /** Paid from the client's own money. */
  own: number;
  /** Taken from the credit itself (lance embutido). */
  embutido: number;
  /** Paid from the client's FGTS (imóvel). */
  fgts: number;
  /** The bid as % of the credit in force. */
  pctOfCredit: number;
  /** The bid as % of the base the seller chose (credit, or credit + fees). */
  pctOfBase: number;
  /** Credit in force at contemplation (the carta). */
  creditInForce: number;
  /** What the client receives to buy the bem: the credit minus the lance embutido. */
  creditInHand: number;
}

/** The bid in % of its base: 60 000 on 200 000 is 30 % of the credit, 24,59 % of credit + 22 % fees. */
export function bidPctOfBase(bidValue: number, credit: number, adminFeePct: number, base: BidBase): number {
  const denominator = base === "creditoTaxas" ? credit * (1 + adminFeePct / 100) : credit;
  return denominator > 0 ? (bidValue / denominator) * 100 : 0;
}

/** Lance embutido in R$: min(embutido, cap) % of the credit in force; never more than the cap. */
export function embutidoValue(credit: number, embutidoPct: number, capPct: number): number {
  return (credit * Math.min(Math.max(embutidoPct, 0), Math.max(capPct, 0))) / 100;
}

export function bidComposition(input: {
  credit: number;
  bidPctOfCredit: number;
  embutidoPct: number;
  embutidoMaxPct: number;
  fgts: number;
  adminFeePct: number;
  base: BidBase;
}): BidComposition {
  const total = (input.credit * input.bidPctOfCredit) / 100;
  const embutido = embutidoValue(input.credit, input.embutidoPct, input.embutidoMaxPct);
  const fgts = Math.max(0, input.fgts);
  return {
    base: input.base,
    total,
    own: total - embutido - fgts,
    embutido,
    fgts,
    pctOfCredit: input.bidPctOfCredit,
    pctOfBase: bidPctOfBase(total, input.credit, input.adminFeePct, input.base),
    creditInForce: input.credit,
    creditInHand: input.credit - embutido,
  };
}

export interface AfterBidOption {
  /** The instalment right after contemplation (month mC + 1), without seguro; 0 when nothing is left. */
  instalment: number;
  /** Month of the last instalment. */
  lastMonth: number;
  /** Instalments of p0 fewer than the group's term (fractional: reduzPrazo's last one is smaller). */
  instalmentsRemoved: number;
}

export type AfterBidOptions = Record<BidMode, AfterBidOption>;

/** Both ways of applying the bid, so the client sees both before picking (model §2). */
export function afterBidOptions(input: ConsorcioInput): AfterBidOptions {
  const mc = input.contemplationMonth;
  const next = creditAt(input.creditValue, input.annualCorrectionPct, mc + 1);
  const remaining = input.termMonths - mc;
  const option = (bidMode: BidMode): AfterBidOption => {
    const plan = planAfterBid({ ...input, bidMode });
    const lastMonth = consorcioMonths(plan, mc);
    const paidAfter = plan.count * plan.fraction + plan.tail;
    return {
      instalment: plan.count > 0 ? plan.fraction * next : plan.tail * next,
      lastMonth,
      instalmentsRemoved: bidMode === "reduzPrazo" ? Math.max(0, remaining - paidAfter / plan.p0) : 0,
    };
  };
  return { reduzParcela: option("reduzParcela"), reduzPrazo: option("reduzPrazo") };
}

/** One part of the instalment in R$ and as % of the instalment. */
export interface InstalmentPart {
  value: number;
  pct: number;
}

/** The first instalment's parts (Lei 11.795 art. 27 ff.): each a % of the credit, plus the seguro. */
export interface InstalmentBreakdown {
  fundoComum: InstalmentPart;
  taxaAdministracao: InstalmentPart;
  fundoReserva: InstalmentPart;
  seguro: InstalmentPart;
  total: number;
}

/**
 * Instalment = C · (1 + TA) / N, split: fundo comum C / N, taxa de administração (TA − FR) · C / N,
 * fundo de reserva FR · C / N, and the seguro on the whole amount owed in month 1, C · (1 + TA) · s.
 * Oracle: C 200 000, N 200, TA 20 % + FR 2 % (ta = 22) → 1 000 + 200 + 20 = 1 220,00.
 */
export function firstInstalmentBreakdown(input: {
  creditValue: number;
  termMonths: number;
  adminFeePct: number;
  reservePct: number;
  insurancePct: number;
}): InstalmentBreakdown {
  const { creditValue: c, termMonths: n } = input;
  const reserve = Math.min(Math.max(input.reservePct, 0), input.adminFeePct);
  const fundoComum = c / n;
  const taxa = ((input.adminFeePct - reserve) / 100) * (c / n);
  const fundo = (reserve / 100) * (c / n);
  const seguro = (input.insurancePct / 100) * (1 + input.adminFeePct / 100) * c;
  const total = fundoComum + taxa + fundo + seguro;
  const part = (value: number): InstalmentPart => ({ value, pct: total > 0 ? (value / total) * 100 : 0 });
  return {
    fundoComum: part(fundoComum),
    taxaAdministracao: part(taxa),
    fundoReserva: part(fundo),
    seguro: part(seguro),
    total,
  };
}

/** FGTS paying a share of the instalments for the 12 months after contemplation (imóvel). */
export interface FgtsOnInstalments {
  pct: number;
  firstMonth: number;
  months: number;
  total: number;
}

export const FGTS_INSTALMENT_MONTHS = 12;

export function fgtsOnInstalments(
  instalments: ArrayLike<number>,
  contemplationMonth: number,
  pct: number,
): FgtsOnInstalments | null {
  if (!(pct > 0)) return null;
  const first = contemplationMonth + 1;
  const last = Math.min(contemplationMonth + FGTS_INSTALMENT_MONTHS, instalments.length);
  let total = 0;
  for (let m = first; m <= last; m += 1) total += ((instalments[m - 1] ?? 0) * pct) / 100;
  return { pct, firstMonth: first, months: Math.max(0, last - first + 1), total };
}

/**
 * The conditions to use FGTS for a home (Lei 8.036/1990 art. 20; Caixa's FGTS manual), as a checklist
 * the seller goes through with the client. Data, not logic: the administradora and Caixa decide.
 */
export const FGTS_CONDITIONS: readonly { key: string; label: string }[] = Object.freeze([
  { key: "tresAnos", label: "Ao menos 3 anos de trabalho sob o regime do FGTS, somando todos os períodos." },
  { key: "semFinanciamentoSfh", label: "Nenhum financiamento ativo no SFH, em qualquer lugar do país." },
  {
    key: "semOutroImovel",
    label: "Nenhum outro imóvel residencial no município onde mora ou trabalha (nem nos vizinhos).",
  },
  {
    key: "imovelUrbanoResidencial",
    label: "Imóvel urbano, residencial, para moradia própria e dentro do teto do SFH.",
  },
]);

/**
 * The consórcio's cost said honestly: its cash flow (instalments out, credit in at mC,
 * instalments out again) changes sign twice, so no single internal rate exists. Instead: total paid
 * against credit received, and both at present value at a rate the seller states.
 */
export interface ConsorcioCostView {
  totalPaid: number;
  creditReceived: number;
  /** totalPaid − creditReceived. */
  difference: number;
  /** difference as % of the credit received (null when under one centavo is received). */
  differencePct: number | null;
  /** The stated rate, % a.a. (the seller's rentabilidade). */
  rateAnnualPct: number;
  /** null when the stated rate is so close to −100 % that the present value overflows a double. */
  presentValue: {
    paid: number;
    credit: number;
    /** paid − credit: the cost in today's money at the stated rate. */
    cost: number;
  } | null;
}

export function consorcioCostView(input: {
  payments: ArrayLike<number>;
  creditReceived: number;
  contemplationMonth: number;
  annualRatePct: number;
}): ConsorcioCostView {
  const { payments, creditReceived, contemplationMonth } = input;
  const discount = 1 / Math.pow(1 + input.annualRatePct / 100, 1 / 12);
  let factor = 1;
  let totalPaid = 0;
  let presentValuePaid = 0;
  let presentValueCredit = 0;
  for (let m = 1; m <= payments.length; m += 1) {
    factor *= discount;
    const payment = payments[m - 1] ?? 0;
    totalPaid += payment;
    presentValuePaid += payment * factor;
    if (m === contemplationMonth) presentValueCredit = creditReceived * factor;
  }
  const difference = totalPaid - creditReceived;
  return {
    totalPaid,
    creditReceived,
    difference,
    differencePct: creditReceived >= 0.01 ? (difference / creditReceived) * 100 : null,
    rateAnnualPct: input.annualRatePct,
    presentValue:
      Number.isFinite(presentValuePaid) &&
      Number.isFinite(presentValueCredit) &&
      Number.isFinite(presentValuePaid - presentValueCredit)
        ? { paid: presentValuePaid, credit: presentValueCredit, cost: presentValuePaid - presentValueCredit }
        : null,
  };
}
