// The UI (React components and hooks) that other features, the routes and the edge may use from
// this one. The rule: scripts/eslint/layers.mjs.

export { AccountScreen } from "./components/account";
export { SessionsScreen } from "./components/sessions";
export { AuthCard, AuthBackground } from "./components/auth/auth-frame";
export { LoginForm } from "./components/auth/login-form";
export { ForgotPasswordForm } from "./components/auth/forgot-password-form";
export { VerifyEmail } from "./components/auth/verify-email";
export { SignUpForm } from "./components/auth/sign-up-form";
export { ResetPasswordForm } from "./components/auth/reset-password-form";
