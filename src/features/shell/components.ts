// The UI (React components and hooks) other features may use from this one. Plain code that runs
// anywhere is in ./index.ts, server-only code in ./server.ts. The rule: scripts/eslint/layers.mjs.

export { useShell } from "./shell-context";
export { endSession, signOutToLogin } from "./sign-out";
export { Avatar, ROLE_LABEL } from "./user-menu";
export { applyTheme } from "./apply-theme";
export { AppShell, type ShellParts } from "./app-shell";
export type { ShellUser } from "./shell-context";
export { ProposalsMenu, type MenuBadges } from "./proposals-menu";
export { SiteFooter } from "./footer";
export { ThemeScript } from "./theme-script";
export { HubScreen } from "./hub";
