import type { FgtsPayoff } from "./fgts-payoff";
import type { ConsorcioSchedule } from "./consorcio";
import type { FinancingSchedule } from "./financing";
import type {
  BidComposition,
  AfterBidOptions,
  ConsorcioCostView,
  FgtsOnInstalments,
  InstalmentBreakdown,
} from "./consorcio-details";
import type { FinancingCet, FinancingCostTotals } from "./financing-costs";
import type { BidBase, BidMode, CorrectionIndex } from "./validation";

/** Inputs in the units of simulation-model.md §1 (percentages as 0–100), keyed by the seed names. */
interface ConsorcioParams {
  value: number;
  prazo: number;
  ta: number;
  correction: number;
  prazoAc: number;
  win: number;
  bidMode: BidMode;
  /** The index behind `correction` (INCC, IPCA, IGP-M or a fixed %); a label, the % is `correction`. */
  correctionIndex: CorrectionIndex;
  /** What `win` is a % of: the credit, or the credit plus the fees. */
  bidBase: BidBase;
  /** Lance embutido, % of the credit in force at contemplation (part of the bid, taken from the credit). */
  embutido: number;
  /** The group's cap on the lance embutido, % of the credit. */
  embutidoMax: number;
  /** Fundo de reserva, % of the credit: the part of `ta` that is reserve (for the instalment's breakdown). */
  fundoReserva: number;
  /** Seguro prestamista, % a.m. of what is still owed, in the instalment. */
  seguro: number;
}

/** The financing's insurance and fees (the same bank's, so the same for PRICE and SAC). */
interface FinancingCostParams {
  /** Seguro MIP (or prestamista on a vehicle), % a.m. of the outstanding balance: the rate of the client's age band. */
  finMip: number;
  /** Monthly administration fee, R$. */
  finTarifa: number;
  /** Fees charged at signing (avaliação, registro, IOF…), R$. */
  finTarifasIniciais: number;
}

export interface ImovelScenarioToggles {
  /** Aluguel até a contemplação. */
  rentWhileWaiting: boolean;
  /** Valorização do imóvel. */
  appreciation: boolean;
  /** Renda de aluguel após a contemplação (or from month 1 when financed). */
  rentalIncome: boolean;
  /** Investir em vez de comprar. */
  investInstead: boolean;
}

export interface ImovelParams extends ConsorcioParams, FinancingCostParams {
  /** FGTS used in the bid, R$ (part of the bid). */
  fgtsLance: number;
  /** Share of the instalment paid by FGTS for the 12 months after contemplation, % (≤ 80). */
  fgtsParcela: number;
  /** FGTS put into the balance right after contemplation to amortise or settle it, R$ (engine/fgts-payoff.ts). */
  fgtsQuitacao: number;
  /** Seguro DFI, % a.m. of the property's value. */
  finDfi: number;
  /** The client's age at signing, years: > 0 takes the MIP from the age-band table (engine/mip.ts), 0 uses finMip. */
  finIdade: number;
  pricePercent: number;
  priceJuros: number;
  priceTr: number;
  pricePrazo: number;
  sacPercent: number;
  sacJuros: number;
  sacTr: number;
  sacPrazo: number;
  locacao: number;
  igpm: number;
  correcaoImovel: number;
  rentabilidadeAnual: number;
  aplicacao: number;
  pAplicado: number;
  scenarios: ImovelScenarioToggles;
}

export interface VeiculoScenarioToggles {
  depreciation: boolean;
  investInstead: boolean;
}

export interface VeiculoParams extends ConsorcioParams, FinancingCostParams {
  pricePercent: number;
  priceJuros: number;
  priceTr: number;
  pricePrazo: number;
  /** Annual depreciation of the vehicle, % a.a. */
  depreciacao: number;
  rentabilidadeAnual: number;
  scenarios: VeiculoScenarioToggles;
}

/** One line of the summary table (model §4). All amounts in reais. */
export interface PathSummary {
  firstInstalment: number;
  highestInstalment: number;
  /** Month of the last instalment (earlier than prazo under reduzPrazo). */
  lastPaymentMonth: number;
  /** Consórcio: Σ instalments + bid. Financing: entrada + Σ instalments. */
  totalPaid: number;
  /** Consórcio: total paid − credit received. Financing: Σ interest + Σ TR correction. */
  costBeyondBem: number;
  rentPaidWhileWaiting: number;
  /** totalPaid + rentPaidWhileWaiting: what leaves the client's pocket; savings compare this. */
  totalOutlay: number;
  /** Property value at wealthMonth plus the reinvested rent balance, per the scenarios switched on. */
  wealthAtEnd: number;
  /** Consórcio: prazo (the group's end). Financing: its own term. */
  wealthMonth: number;
}

export interface Savings {
  /** Financing outlay − consórcio outlay; negative when the consórcio costs more. */
  amount: number;
  /** amount as % of the financing outlay; null when that outlay is under one centavo. */
  pct: number | null;
}

/** What the consórcio's bid, instalment and FGTS are made of; O(1) to compute. */
export interface ConsorcioDetails {
  correctionIndex: CorrectionIndex;
  bid: BidComposition;
  afterBid: AfterBidOptions;
  firstInstalment: InstalmentBreakdown;
  /** FGTS paying part of the instalments after contemplation (imóvel); null when not used. */
  fgtsInstalments: FgtsOnInstalments | null;
  /** FGTS paying off the balance after contemplation (imóvel); null when not used. */
  fgtsPayoff: FgtsPayoff | null;
}

export interface ConsorcioPath {
  schedule: ConsorcioSchedule;
  summary: PathSummary;
  /** Computed on first read; absent in snapshots saved before engine 2026.11.2. */
  readonly details?: ConsorcioDetails;
  /** Total paid vs credit received and their present value (no single IRR exists); computed on first read. */
  readonly honestCost?: ConsorcioCostView;
}

export interface FinancingPath {
  downPayment: number;
  principal: number;
  /** Absent in snapshots saved before engine 2026.11.2. */
  monthlyRatePct?: number;
  schedule: FinancingSchedule;
  summary: PathSummary;
  /** Insurance and fees in the instalments and at signing; null when there are none. */
  costs?: FinancingCostTotals | null;
  /** The SFH's limits this financing crosses (imóvel), pt-BR sentences; computed on first read. */
  readonly warnings?: string[];
  /** CET a.a. with its parts; computed on first read (null when nothing is financed). */
  readonly cet?: FinancingCet | null;
}

export interface RentWhileWaiting {
  months: number;
  firstRent: number;
  lastRent: number;
  total: number;
}

export interface AssetValue {
  purchaseMonth: number;
  purchaseValue: number;
  endMonth: number;
  valueAtEnd: number;
  /** valueAtEnd − purchaseValue (negative for depreciation). */
  change: number;
}

export interface RentalIncome {
  startMonth: number;
  endMonth: number;
  months: number;
  firstRent: number;
  totalRent: number;
  /** Σ of the pAplicado share of each rent. */
  reinvested: number;
  /** Balance of the reinvested rent at endMonth. */
  investedBalance: number;
  /** First rent ÷ the instalment due that month, in %; null when no instalment is due then. */
  firstCoveragePct: number | null;
  /** Σ min(rent, instalment) ÷ Σ instalments over the rented months, in %; null when none is due. */
  coveragePct: number | null;
}

export interface InvestInstead {
  monthlyRatePct: number;
  contributed: number;
  balanceAtEnd: number;
  endMonth: number;
  propertyValueAtEnd: number;
  /** balanceAtEnd − propertyValueAtEnd. */
  difference: number;
}

export interface ImovelSeriesPoint {
  month: number;
  consorcio: number;
  price: number;
  sac: number;
}

export interface ImovelComparison {
  consorcio: ConsorcioPath;
  price: FinancingPath;
  sac: FinancingPath;
  savings: { overPrice: Savings; overSac: Savings };
  series: {
    /** Months 1 … horizon; 0 where a path has nothing due. */
    instalments: ImovelSeriesPoint[];
    /** Months 0 … horizon; month 0 holds the entrada. Ends at each path's totalPaid. */
    cumulativePaid: ImovelSeriesPoint[];
  };
  scenarios: {
    rentWhileWaiting: RentWhileWaiting | null;
    appreciation: { consorcio: AssetValue; price: AssetValue; sac: AssetValue } | null;
    rentalIncome: { consorcio: RentalIncome; price: RentalIncome; sac: RentalIncome } | null;
    investInstead: InvestInstead | null;
  };
}

export interface VeiculoSeriesPoint {
  month: number;
  consorcio: number;
  price: number;
}

export interface VeiculoComparison {
  consorcio: ConsorcioPath;
  price: FinancingPath;
  savings: { overPrice: Savings };
  series: { instalments: VeiculoSeriesPoint[]; cumulativePaid: VeiculoSeriesPoint[] };
  scenarios: {
    depreciation: { consorcio: AssetValue; price: AssetValue } | null;
    investInstead: InvestInstead | null;
  };
}

/**
 * What JSON keeps of an engine object (stored proposal snapshots, tRPC answers): the schedules'
 * typed `columns` are non-enumerable and never serialised. Code that may be given stored results
 * (the proposal pages, the PDF, the shared result components) takes these types.
 */
export type Serialised<T> = T extends readonly (infer U)[]
  ? Serialised<U>[]
  : T extends object
    ? { [K in keyof T as K extends "columns" ? never : K]: Serialised<T[K]> }
    : T;
export type ImovelComparisonData = Serialised<ImovelComparison>;
export type VeiculoComparisonData = Serialised<VeiculoComparison>;
export type ConsorcioScheduleData = Serialised<ConsorcioSchedule>;
export type FinancingPathData = Serialised<FinancingPath>;
