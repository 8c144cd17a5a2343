// What other features may use from this one, runs anywhere (types, pure code, client components).
// Server-only code has its own door, ./server.ts. The rule: scripts/eslint/layers.mjs.

export { firstName, useShell } from "./shell-context";
export { endSession, signOutToLogin } from "./sign-out";
export { Avatar, ROLE_LABEL } from "./user-menu";
export { themeCookie } from "./theme";
export { applyTheme } from "./apply-theme";
