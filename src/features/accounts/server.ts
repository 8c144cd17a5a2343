import "server-only";

// What other features may use from this one on the server only. The rule: scripts/eslint/layers.mjs.

export { liveSessionWhere } from "./session-resolver";
export { handOverInBatches, handOverToOwner } from "./handover";
export { resolveSession } from "./session-resolver";
export { login, createApiToken, endSessionWithCredentials } from "./login";
export { revokeSession, endSession, listLiveSessions } from "./sessions";
export type { LiveSessionInfo } from "./sessions";
export { addSeller, listAccountUsers, removeSeller, setTheme } from "./team";
export { currentUserPayload } from "./me";
export {
  buildTokenLinkMail,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  TOKEN_LINK_MAIL,
  verifyEmail,
} from "./recovery";
export { requestSignUp } from "./signup";
export { changeEmailProfile, changePasswordProfile, profileOf, updateProfile } from "./profile";
