"use client";

import { useMutation } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { fieldErrorsOf, formErrorOf } from "~/components/form-errors";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { PASSWORD_MIN } from "~/features/accounts/limits";
import { useTRPC } from "~/trpc/react";
import { ResultPanel } from "./result-panel";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const trpc = useTRPC();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());

  if (!token) {
    return (
      <Alert tone="danger" title="Link incompleto">
        Abra o link exatamente como chegou no e-mail, ou{" "}
        <Link href="/forgot-password" className="font-medium text-brand hover:underline">
          peça um novo link
        </Link>
        .
      </Alert>
    );
  }

  if (reset.isSuccess) {
    return (
      <ResultPanel icon={CircleCheck} title="Senha alterada" testId="password-reset-done">
        <p className="mt-1 text-sm text-muted">Por segurança, encerramos as suas sessões abertas. Entre com a nova senha.</p>
        <Link href="/" className={buttonClasses({ size: "lg", className: "mt-6 w-full" })}>
          Entrar
        </Link>
      </ResultPanel>
    );
  }

  const errors = fieldErrorsOf(reset.error);
  const formError = formErrorOf(reset.error) ?? errors.token ?? null;
  return (
    <form
      className="space-y-5"
      aria-label="Redefinir senha"
      onSubmit={(event) => {
        event.preventDefault();
        if (password !== confirm) {
          setMismatch(true);
          return;
        }
        reset.mutate({ token, password });
      }}
    >
      <Field
        label="Nova senha"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`Mínimo de ${PASSWORD_MIN} caracteres.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
        autoFocus
      />
      <Field
        label="Confirme a nova senha"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
          setMismatch(false);
        }}
        error={mismatch ? "As senhas não conferem." : null}
        required
      />
      {formError && (
        <Alert tone="danger" title={formError}>
          <Link href="/forgot-password" className="font-medium text-brand hover:underline">
            Pedir um novo link
          </Link>
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        Salvar nova senha
      </Button>
    </form>
  );
}
