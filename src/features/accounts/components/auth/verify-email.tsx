"use client";

import { useMutation } from "@tanstack/react-query";
import { CircleCheck, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { Spinner } from "~/components/ui/spinner";
import { useTRPC } from "~/trpc/react";
import { EmailField } from "./email-field";
import { ResultPanel } from "./result-panel";

function ResendLink() {
  const trpc = useTRPC();
  const [email, setEmail] = useState("");
  const resend = useMutation(
    trpc.auth.resendVerification.mutationOptions({
      onSuccess: () =>
        toast.success(
          `Se o cadastro existir e ainda não estiver confirmado, enviamos um novo link para ${email.trim()}.`,
        ),
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <form
      method="post"
      aria-label="Reenviar link de confirmação"
      className="mt-6 space-y-3 border-t border-border pt-5 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        resend.mutate({ email });
      }}
    >
      <EmailField
        label="Receber um novo link"
        placeholder="seu e-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton variant="outline" className="w-full" loading={resend.isPending}>
        Reenviar link de confirmação
      </SubmitButton>
    </form>
  );
}

/** Spends the e-mail link's token once on arrival, then offers "Entrar". */
export function VerifyEmail({ token }: { token: string | null }) {
  const trpc = useTRPC();
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const started = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // The token is single-use: never send it twice (React's strict mode runs effects twice in dev).
    if (!token || started.current) return;
    started.current = true;
    mutate({ token });
  }, [token, mutate]);

  if (verify.isSuccess) {
    return (
      <ResultPanel icon={CircleCheck} title="E-mail confirmado!" testId="email-verified">
        <p className="mt-1 text-sm text-muted">Seu acesso está liberado. Entre com o seu e-mail e senha.</p>
        <Link href="/" className={buttonClasses({ size: "lg", className: "mt-6 w-full" })}>
          Entrar
        </Link>
      </ResultPanel>
    );
  }

  if (!token || verify.isError) {
    return (
      <ResultPanel icon={TriangleAlert} tone="danger" title="Não foi possível confirmar">
        <p className="mt-1 text-sm text-muted">
          {verify.error?.message ?? "O link está incompleto."} Ele pode ter expirado ou já ter sido usado.
        </p>
        <ResendLink />
      </ResultPanel>
    );
  }

  return (
    <div className="flex flex-col items-center py-6 text-center">
      <Spinner className="size-8" />
      <p className="mt-4 text-sm text-muted">Confirmando o seu e-mail…</p>
    </div>
  );
}
