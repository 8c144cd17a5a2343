// Server-only entry of the official rates: the daily SGS fetch and the latest values.
export { latestOfficialRates, refreshOfficialRates } from "./refresh";
export { ratesJobs } from "./jobs";
export { deleteBankRate, listBankRates, ratePresets, saveBankRate } from "./bank-rates";
export { rateSources } from "./sources";
export { loadMarketReference } from "./market-data";
