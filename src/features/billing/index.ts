// What other features may use from this one, runs anywhere (types, pure code, client components).
// Server-only code has its own door, ./server.ts. The rule: scripts/eslint/layers.mjs.

export { RestrictedScreen } from "./components/restricted-screen";
export { accountAccess } from "./access";
export { PLANS, seatsFor } from "./plans";
export { greeting, planByName } from "./plan-info";
