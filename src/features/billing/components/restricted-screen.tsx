"use client";

import { useQuery } from "@tanstack/react-query";
import { CreditCard, Lock, LogOut } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { signOutToLogin } from "~/features/shell/components";
import { useTRPC } from "~/trpc/react";

const COPY: Record<string, { title: string; text: string }> = {
  PENDING_PAYMENT: {
    title: "Falta pouco para liberar o seu acesso",
    text: "Sua conta foi criada, mas ainda não tem um plano ativo. Escolha um plano para começar a usar os simuladores e gerar propostas.",
  },
  SUSPENDED: {
    title: "Sua conta está suspensa",
    text: "Não identificamos o pagamento da sua assinatura. Regularize o pagamento para voltar a usar o Consórcio Pro; seus dados continuam guardados.",
  },
  CANCELLED: {
    title: "Sua assinatura foi cancelada",
    text: "Para voltar a usar o Consórcio Pro, escolha um plano novamente. Seus dados continuam guardados.",
  },
};

/** Shown instead of the app to a signed-in user whose account is not active. */
export function RestrictedScreen({ status, isOwner }: { status: string; isOwner: boolean }) {
  const copy = COPY[status] ?? COPY.PENDING_PAYMENT!;
  const [leaving, setLeaving] = useState(false);
  const trpc = useTRPC();
  const billing = useQuery({ ...trpc.payments.status.queryOptions(), enabled: !isOwner, retry: false });
  const owner = billing.data?.owner;
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16" data-testid="restricted-screen">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-badge/15 text-warning">
          <Lock className="size-5" aria-hidden />
        </span>
        <h1 className="mt-5 text-xl font-semibold tracking-tight">{copy.title}</h1>
        <p className="mt-2 text-sm leading-6 text-muted">{copy.text}</p>
        {!isOwner && (
          <p className="mt-3 rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted">
            Apenas o responsável pela conta pode contratar um plano.{" "}
            {owner
              ? `Fale com ${owner.name} (${owner.email}) para liberar o acesso.`
              : "Fale com ele para liberar o acesso."}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-2">
          <Link href="/select" className={buttonClasses({ size: "lg", className: "w-full" })}>
            <CreditCard className="size-4" aria-hidden />
            {status === "SUSPENDED" && isOwner ? "Pagar novamente" : "Escolher um plano"}
          </Link>
          <Button
            variant="ghost"
            className="w-full"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void signOutToLogin();
            }}
          >
            <LogOut className="size-4" aria-hidden />
            Sair
          </Button>
        </div>
      </div>
    </div>
  );
}
