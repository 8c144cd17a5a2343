// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export type { SessionContext, Viewer } from "./types";
export { ownRows, personalRows, scopeOf, type Scope } from "./scope";
export { isValidCnpj, isValidCpf, normaliseDocument } from "./document";
export { deviceType } from "./device-name";
export { COMPANY_NAME_MAX } from "./limits";
export { maskCnpj, maskDocument } from "./components/auth/document-mask";
export { nextPathAfterLogin } from "./components/auth/login-next";
export {
  addSellerSchema,
  changeEmailSchema,
  changePasswordSchema,
  profileSchema,
  deleteMeSchema,
  themeSchema,
  userIdSchema,
  credentialsSchema,
  emailOnlySchema,
  endSessionWithCredentialsSchema,
  resetPasswordSchema,
  sessionIdSchema,
  signUpSchema,
  tokenSchema,
} from "./schema";
