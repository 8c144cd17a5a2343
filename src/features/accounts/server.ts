import "server-only";

// What other features may use from this one on the server only. The rule: scripts/eslint/layers.mjs.

export { liveSessionWhere } from "./session-resolver";
