import type { Metadata } from "next";
import Link from "next/link";
import { TRPCReactProvider } from "~/trpc/react";
import { AuthCard, SignUpForm } from "~/features/accounts/components";

export const metadata: Metadata = { title: "Criar conta" };

export default function SignUpPage() {
  return (
    <AuthCard
      wide
      title="Crie sua conta"
      description="Em poucos minutos você simula e envia propostas com a sua marca."
      footer={
        <>
          Já tem conta?{" "}
          <Link href="/" className="font-semibold text-white underline-offset-4 hover:underline">
            Entrar
          </Link>
        </>
      }
    >
      <TRPCReactProvider>
        <SignUpForm />
      </TRPCReactProvider>
    </AuthCard>
  );
}
