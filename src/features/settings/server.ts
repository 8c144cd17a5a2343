import "server-only";

// What other features may use from this one on the server only. The rule: scripts/eslint/layers.mjs.

export { getSettings, getSimulatorDefaults } from "./data";
export { getBrand } from "./brand";
export { updateSettings } from "./mutations";
