// What other features may use from this one, runs anywhere (types, pure code, client components).
// Server-only code has its own door, ./server.ts. The rule: scripts/eslint/layers.mjs.

export { brandCssVariables, DEFAULT_BRAND_COLORS, resolveBrand } from "./brand";
export type { Brand } from "./brand";
export { ThemedLogo } from "./components/themed-logo";
export { HEX_COLOR } from "./colors";
export { brandSampleColors, contrastWarnings } from "./contrast";
