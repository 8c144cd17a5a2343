// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { TERMS_VERSION } from "./documents";
export { TERMS } from "./content/terms";
export { PRIVACY } from "./content/privacy";
export { acceptTermsSchema } from "./schema";
