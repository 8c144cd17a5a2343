import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "~/features/accounts/components/auth/auth-frame";
import { LoginForm } from "~/features/accounts/components/auth/login-form";
import { serverCaller } from "~/trpc/server";

export const metadata: Metadata = { title: { absolute: "Entrar · Consórcio Pro" } };

/** next-auth sends an absolute callbackUrl; only its path is used (the form keeps in-app paths only). */
function pathOf(callbackUrl: string | undefined): string | null {
  if (!callbackUrl) return null;
  try {
    return new URL(callbackUrl, "http://localhost").pathname;
  } catch {
    return null;
  }
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const user = await (await serverCaller()).auth.session();
  if (user) redirect("/dashboard");
  const { callbackUrl } = await searchParams;
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
      <LoginForm next={pathOf(callbackUrl)} />
    </AuthCard>
  );
}
