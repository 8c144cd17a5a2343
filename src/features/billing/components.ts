// The UI (React components and hooks) other features may use from this one. Plain code that runs
// anywhere is in ./index.ts, server-only code in ./server.ts. The rule: scripts/eslint/layers.mjs.

export { RestrictedScreen } from "./components/restricted-screen";
export { AdminAccounts } from "./components/admin-accounts";
export { AdminAdjustments } from "./components/admin-adjustments";
export { SubscriptionCard } from "./components/subscription-card";
export { PlanPicker } from "./components/plan-picker";
