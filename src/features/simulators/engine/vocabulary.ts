import type { BidBase, BidMode, CorrectionIndex } from "./validation";
import type { ImovelParams, ImovelScenarioToggles, VeiculoParams, VeiculoScenarioToggles } from "./types";

/*
 * The one place where the seed's names meet the engine's. The spec keeps the seed's names (`ta`,
 * `prazoAc`, `win`…) at the boundary: stored settings, proposal snapshots, the form and the API. The
 * engine computes in English. compareImovel / compareVeiculo validate the seed-named params once, then
 * map them here; nothing past this file reads a seed name. Stored proposals keep the seed names, so
 * every engine version's snapshot still loads through the same boundary type.
 */

/** The consórcio part of a simulation, in the units of simulation-model.md §1 (percentages 0–100). */
export interface ConsorcioSimulation {
  creditValue: number;
  termMonths: number;
  adminFeePct: number;
  annualCorrectionPct: number;
  correctionIndex: CorrectionIndex;
  contemplationMonth: number;
  /** The bid as the seller typed it: % of `bidBase`. */
  bidPct: number;
  bidBase: BidBase;
  bidMode: BidMode;
  embutidoPct: number;
  embutidoMaxPct: number;
  reservePct: number;
  insurancePct: number;
}

/** One financing's terms (PRICE or SAC). */
export interface FinancingTerms {
  downPaymentPct: number;
  monthlyRatePct: number;
  trAnnualPct: number;
  months: number;
}

/** The financing's insurance and fees, the same bank's for PRICE and SAC. */
export interface FinancingCostTerms {
  mipPct: number;
  adminFee: number;
  upfrontFees: number;
}

export interface ImovelSimulation extends ConsorcioSimulation, FinancingCostTerms {
  fgtsBid: number;
  fgtsInstalmentPct: number;
  fgtsPayoff: number;
  dfiPct: number;
  /** 0 uses mipPct; > 0 takes the MIP from the age-band table. */
  clientAgeYears: number;
  price: FinancingTerms;
  sac: FinancingTerms;
  /** Rent, % a.m. of the property's value. */
  rentPct: number;
  /** The rent's yearly correction (IGP-M), % a.a. */
  rentCorrectionPct: number;
  appreciationPct: number;
  investmentAnnualPct: number;
  /** Yield of the reinvested rent, % a.m. */
  reinvestMonthlyPct: number;
  /** Share of each rent reinvested, %. */
  reinvestSharePct: number;
  scenarios: ImovelScenarioToggles;
}

export interface VeiculoSimulation extends ConsorcioSimulation, FinancingCostTerms {
  price: FinancingTerms;
  depreciationPct: number;
  investmentAnnualPct: number;
  scenarios: VeiculoScenarioToggles;
}

type SeedConsorcio = Pick<
  ImovelParams,
  | "value"
  | "prazo"
  | "ta"
  | "correction"
  | "correctionIndex"
  | "prazoAc"
  | "win"
  | "bidBase"
  | "bidMode"
  | "embutido"
  | "embutidoMax"
  | "fundoReserva"
  | "seguro"
  | "finMip"
  | "finTarifa"
  | "finTarifasIniciais"
>;

function consorcioAndCosts(p: SeedConsorcio): ConsorcioSimulation & FinancingCostTerms {
  return {
    creditValue: p.value,
    termMonths: p.prazo,
    adminFeePct: p.ta,
    annualCorrectionPct: p.correction,
    correctionIndex: p.correctionIndex,
    contemplationMonth: p.prazoAc,
    bidPct: p.win,
    bidBase: p.bidBase,
    bidMode: p.bidMode,
    embutidoPct: p.embutido,
    embutidoMaxPct: p.embutidoMax,
    reservePct: p.fundoReserva,
    insurancePct: p.seguro,
    mipPct: p.finMip,
    adminFee: p.finTarifa,
    upfrontFees: p.finTarifasIniciais,
  };
}

const priceTerms = (
  p: Pick<ImovelParams, "pricePercent" | "priceJuros" | "priceTr" | "pricePrazo">,
): FinancingTerms => ({
  downPaymentPct: p.pricePercent,
  monthlyRatePct: p.priceJuros,
  trAnnualPct: p.priceTr,
  months: p.pricePrazo,
});

/** Seed names → engine names, for already validated imóvel params. */
export function toImovelSimulation(p: ImovelParams): ImovelSimulation {
  return {
    ...consorcioAndCosts(p),
    fgtsBid: p.fgtsLance,
    fgtsInstalmentPct: p.fgtsParcela,
    fgtsPayoff: p.fgtsQuitacao,
    dfiPct: p.finDfi,
    clientAgeYears: p.finIdade,
    price: priceTerms(p),
    sac: { downPaymentPct: p.sacPercent, monthlyRatePct: p.sacJuros, trAnnualPct: p.sacTr, months: p.sacPrazo },
    rentPct: p.locacao,
    rentCorrectionPct: p.igpm,
    appreciationPct: p.correcaoImovel,
    investmentAnnualPct: p.rentabilidadeAnual,
    reinvestMonthlyPct: p.aplicacao,
    reinvestSharePct: p.pAplicado,
    scenarios: p.scenarios,
  };
}

/** Seed names → engine names, for already validated veículo params. */
export function toVeiculoSimulation(p: VeiculoParams): VeiculoSimulation {
  return {
    ...consorcioAndCosts(p),
    price: priceTerms(p),
    depreciationPct: p.depreciacao,
    investmentAnnualPct: p.rentabilidadeAnual,
    scenarios: p.scenarios,
  };
}

/** The part of a simulation the modalities read (modalityBids), in engine names; the bid base defaults to the credit. */
export function toModalityTerms(
  sim: Pick<ImovelParams, "value" | "prazo" | "ta" | "correction" | "prazoAc" | "win"> & { bidBase?: BidBase },
): Pick<
  ConsorcioSimulation,
  "creditValue" | "termMonths" | "adminFeePct" | "annualCorrectionPct" | "contemplationMonth" | "bidPct" | "bidBase"
> {
  return {
    creditValue: sim.value,
    termMonths: sim.prazo,
    adminFeePct: sim.ta,
    annualCorrectionPct: sim.correction,
    contemplationMonth: sim.prazoAc,
    bidPct: sim.win,
    bidBase: sim.bidBase ?? "credito",
  };
}
