// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { themeCookie } from "./theme";
export { parseTheme, THEME_COOKIE, DEFAULT_THEME, themeClassFromCookie, THEME_SCRIPT } from "./theme";
