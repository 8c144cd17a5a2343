import type { ConsorcioSchedule } from "./consorcio";
import type { FinancingSchedule } from "./financing";
import type { BidMode } from "./validation";

/** Inputs in the units of simulation-model.md §1 (percentages as 0–100), keyed by the seed names. */
interface ConsorcioParams {
  value: number;
  prazo: number;
  ta: number;
  correction: number;
  prazoAc: number;
  win: number;
  bidMode: BidMode;
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

export interface ImovelParams extends ConsorcioParams {
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

export interface VeiculoParams extends ConsorcioParams {
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

export interface ConsorcioPath {
  schedule: ConsorcioSchedule;
  summary: PathSummary;
}

export interface FinancingPath {
  downPayment: number;
  principal: number;
  schedule: FinancingSchedule;
  summary: PathSummary;
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
