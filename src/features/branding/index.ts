// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { brandCssVariables, cardLogo, customLogo, DEFAULT_BRAND_COLORS, heroColors, resolveBrand } from "./brand";
export type { Brand } from "./brand";
export { chartPalette } from "./chart-palette";
export { HEX_COLOR } from "./colors";
export { brandSampleColors, contrastWarnings } from "./contrast";
export { brandThemeColors } from "./derived";
export { logoFits, MIN_READABLE_PX } from "./logo-places";
export type { LogoFit, Size } from "./logo-places";
