// The UI (React components) that other features, the routes and the edge may use from this one.
// The rule: scripts/eslint/layers.mjs.
export { AdminBcbImports } from "./components/admin-bcb-imports";
export { BcbGroupCardView } from "./components/group-card";
export { LazyBcbGroupLinker } from "./components/group-linker-lazy";
export { BcbGroupHint } from "./components/group-hint";
