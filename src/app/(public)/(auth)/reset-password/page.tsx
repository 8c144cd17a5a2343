import type { Metadata } from "next";
import { TRPCReactProvider } from "~/trpc/react";
import { AuthCard, ResetPasswordForm } from "~/features/accounts/components";

export const metadata: Metadata = { title: "Nova senha", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Crie uma nova senha" description="Escolha uma senha que você não usa em outros sites.">
      <TRPCReactProvider>
        <ResetPasswordForm token={token ?? null} />
      </TRPCReactProvider>
    </AuthCard>
  );
}
