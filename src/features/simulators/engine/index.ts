// Public surface of the simulation engine: pure functions, no I/O, safe in the browser and on the server.
// Every export validates its input (or takes already-validated params); unvalidated building blocks
// (correction factor, credit in force, monthly rate) stay internal to the engine.
export { SimulationValidationError, isSimulationValidationError } from "./errors";
export { consorcioSchedule, type ConsorcioInput, type ConsorcioRow, type ConsorcioSchedule } from "./consorcio";
export {
  financingSchedule,
  type AmortizationSystem,
  type FinancingInput,
  type FinancingRow,
  type FinancingSchedule,
} from "./financing";
export { compareImovel } from "./comparison";
export { cetAnnual, monthlyPayments, type CetInput, type CetPayment } from "./cet";
export {
  FGTS_CONDITIONS,
  FGTS_INSTALMENT_MONTHS,
  bidPctOfBase,
  embutidoValue,
  firstInstalmentBreakdown,
  type AfterBidOption,
  type AfterBidOptions,
  type BidComposition,
  type ConsorcioCostView,
  type FgtsOnInstalments,
  type InstalmentBreakdown,
  type InstalmentPart,
} from "./consorcio-details";
export {
  SFH_LIMITS,
  nominalAnnualPct,
  sfhWarnings,
  type CetPart,
  type FinancingCet,
  type FinancingCostTotals,
} from "./financing-costs";
export { fgtsPayoff, type FgtsPayoff } from "./fgts-payoff";
export { fgtsUse, type FgtsUse } from "./fgts-use";
export { MIP_AGE_BANDS, MIP_MAX_AGE, mipRatePctForAge, type MipAgeBand } from "./mip";
export { compareVeiculo } from "./vehicle";
export { compareWithModalities } from "./with-modalities";
export {
  VERDICT_BAND_RATIO,
  VERDICT_EVEN_PCT,
  aboveBand,
  comparisonAtMarket,
  comparisonVerdict,
  monthlyFromAnnual,
  simulationVerdict,
  verdictAndMarket,
  verdictClaim,
  verdictKind,
  type MarketReference,
  type Verdict,
  type VerdictBasis,
  type VerdictComparison,
  type VerdictFinancing,
  type VerdictInput,
  type VerdictKind,
} from "./verdict";
export { comparisonsAtBasis, type ComparisonsAtBasis, type RatedComparison } from "./at-basis";
export {
  crossFieldIssues,
  validateImovelParams,
  validateVeiculoParams,
  type CrossFields,
  type FieldIssue,
} from "./params";
export { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./defaults";
export { ENGINE_VERSION } from "./version";
export {
  CONTEMPLATION_ASSUMPTIONS,
  InsufficientHistoryError,
  MAX_ODDS_MONTHS,
  MIN_ASSEMBLIES,
  NO_ACTIVE_COTAS_MESSAGE,
  ODDS_TABLE_MONTHS,
  SHORT_HISTORY,
  contemplationOdds,
  oddsByMonth,
  isInsufficientHistoryError,
  type AssemblyRecord,
  type ContemplationOdds,
  type ContemplationOddsInput,
  type OddsPoint,
} from "./contemplation";
export {
  DEFAULT_MODALITIES,
  MODALITY_KEYS,
  MODALITY_PERCENT_LABEL,
  MODALITY_RULES,
  modalityBids,
  wholeInstalmentsRemoved,
  type BidRule,
  type Modality,
  type ModalityBid,
  type ModalityKey,
  type ModalitySimulation,
} from "./modalities";
export {
  BID_BASES,
  BID_BASE_MESSAGE,
  BID_MODES,
  CORRECTION_INDEXES,
  CORRECTION_INDEX_MESSAGE,
  RULES,
  bidCompositionMessage,
  bidPctOfCredit,
  embutidoCapMessage,
  fundoReservaMessage,
  type BidBase,
  type CorrectionIndex,
  bidMessage,
  checkNumber,
  contemplationMessage,
  maxBidPct,
  notIntegerMessage,
  notNumberMessage,
  BID_MODE_MESSAGE,
  type BidMode,
  type NumberRule,
  type RuleName,
} from "./validation";
export type * from "./types";
