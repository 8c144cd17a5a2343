import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard, LoginForm } from "~/features/accounts/components";

export const metadata: Metadata = { title: { absolute: "Entrar · Consórcio Pro" } };

/**
 * Static (○): an anonymous visitor costs no session lookup and no database work. A signed-in one is
 * sent to /dashboard by src/proxy.ts before this page is served; the form reads ?callbackUrl itself.
 */
export default function LoginPage() {
  return (
    <AuthCard
      title="Entrar na sua conta"
      description="Simule, compare e feche a venda na frente do cliente."
      footer={
        <>
          Ainda não tem conta?{" "}
          <Link href="/cadastro" className="font-semibold text-white underline-offset-4 hover:underline">
            Criar conta
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
