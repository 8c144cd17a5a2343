// What other features may use from this one and runs anywhere (types and pure code): no React here.
// Server-only code is in ./server.ts. The rule: scripts/eslint/layers.mjs.
export { compareWithMarket, comparisonPhrase, formatRefDate, monthlyFromAnnualPct } from "./compare";
export type { BankRate } from "./schema";
export { correctionPresets, scenarioPresets } from "./official-presets";
export { ratePresetsSchema, bankRateInputSchema, bankRateSchema } from "./schema";
export {
  MARKET_SERIES_KEYS,
  marketRate,
  marketReferenceFor,
  referenceRate,
  referenceWhen,
  saoPauloMonth,
  sgsSourceUrl,
} from "./market-reference";
export type { MarketRate } from "./market-reference";
