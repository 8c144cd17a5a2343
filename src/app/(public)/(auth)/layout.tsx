import { AuthBackground } from "~/features/accounts/components";

/** /, /cadastro, /forgot-password, /reset-password, /verificar-email: green gradient, no shell, no footer. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <AuthBackground>{children}</AuthBackground>;
}
