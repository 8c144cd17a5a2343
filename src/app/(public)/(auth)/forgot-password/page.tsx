import type { Metadata } from "next";
import Link from "next/link";
import { TRPCReactProvider } from "~/trpc/react";
import { AuthCard, ForgotPasswordForm } from "~/features/accounts/components";

export const metadata: Metadata = { title: "Esqueci minha senha" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Esqueceu a senha?"
      description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      footer={
        <Link href="/" className="font-semibold text-white underline-offset-4 hover:underline">
          Voltar para o login
        </Link>
      }
    >
      <TRPCReactProvider>
        <ForgotPasswordForm />
      </TRPCReactProvider>
    </AuthCard>
  );
}
