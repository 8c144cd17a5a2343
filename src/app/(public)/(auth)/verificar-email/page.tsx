import type { Metadata } from "next";
import { TRPCReactProvider } from "~/trpc/react";
import { AuthCard, VerifyEmail } from "~/features/accounts/components";

export const metadata: Metadata = { title: "Confirmar e-mail", referrer: "no-referrer" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Confirmação de e-mail">
      <TRPCReactProvider>
        <VerifyEmail token={token ?? null} />
      </TRPCReactProvider>
    </AuthCard>
  );
}
