// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { isoToBrDate } from "./modality-source";
export {
  BID_BASES,
  BID_MODE_MESSAGE,
  BID_MODES,
  compareImovel,
  FGTS_CONDITIONS,
  fgtsUse,
  CORRECTION_INDEXES,
  compareVeiculo,
  compareWithModalities,
  DEFAULT_MODALITIES,
  ENGINE_VERSION,
  firstInstalmentBreakdown,
  IMOVEL_DEFAULT_PARAMS,
  isSimulationValidationError,
  MODALITY_KEYS,
  MODALITY_PERCENT_LABEL,
  notNumberMessage,
  RULES,
  VEICULO_DEFAULT_PARAMS,
  wholeInstalmentsRemoved,
} from "./engine";
export { comparisonsAtBasis, monthlyFromAnnual, simulationVerdict, verdictClaim, verdictKind } from "./engine";
export type { ComparisonsAtBasis, FgtsUse, MarketReference, Verdict, VerdictBasis, VerdictKind } from "./engine";
export { basisRatesCopy, typedShortText, verdictCopy, wealthShortText } from "./verdict-copy";
export type { VerdictCopy } from "./verdict-copy";
export type {
  FinancingCet,
  InstalmentBreakdown,
  ImovelComparison,
  ImovelComparisonData,
  ImovelParams,
  Modality,
  ModalityBid,
  ModalityKey,
  Serialised,
  VeiculoComparison,
  VeiculoComparisonData,
  VeiculoParams,
} from "./engine";
export {
  CONTEMPLATION_ASSUMPTIONS,
  contemplationOdds,
  oddsByMonth,
  maxBidPct,
  isInsufficientHistoryError,
  NO_ACTIVE_COTAS_MESSAGE,
  ODDS_TABLE_MONTHS,
  SHORT_HISTORY,
} from "./engine";
export type { AssemblyRecord, ContemplationOdds, OddsPoint } from "./engine";
export {
  imovelParamsSchema,
  imovelScenariosSchema,
  simulateInputSchema,
  veiculoParamsSchema,
  veiculoScenariosSchema,
} from "./schema";
export { resolveSimulatorDefaults } from "./defaults";
export type { SimulatorDefaults } from "./defaults";
export { formatPtBrNumber, parsePtBrNumber } from "./pt-br-number";
export {
  BID_BASE_OPTIONS,
  BID_MODE_OPTIONS,
  IMOVEL_GROUPS,
  IMOVEL_SCENARIOS,
  VEICULO_GROUPS,
  VEICULO_SCENARIOS,
} from "./fields";
export { buildLineChart } from "./view/chart-model";
export { simplify, SIMPLIFY_UNITS } from "./view/simplify";
export type { LineChartModel, SeriesKey } from "./view/chart-model";
export type { ParamsOf, SimulatorKind } from "./current-simulation";
export { createFormStore } from "./form-store";
export type { FormStore } from "./form-store";
export { loadParamsSchema } from "./schema-loader";
export {
  bestIndex,
  cartaFigures,
  cartaSentence,
  comparisonRows,
  hasSac,
  outlayHasRent,
  PATH_DASH,
  PATH_SHORT_LABELS,
  pathResults,
  RENT_BASIS,
} from "./results-model";
export { scenarioBlocks } from "./scenario-model";
export { repeatedFigures } from "./modality-groups";

/** The simulator's last inputs (sessionStorage), loaded when a generator asks for them. */
export const loadCurrentSimulation = () => import("./current-simulation");
