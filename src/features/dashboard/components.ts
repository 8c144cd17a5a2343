// The UI (React components and hooks) that other features, the routes and the edge may use from
// this one. The rule: scripts/eslint/layers.mjs.

export { DashboardScreen } from "./components/dashboard";
