"use client";

import { useMutation } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { fieldErrorsOf, formErrorOf } from "~/components/form-errors";
import { setServerErrors } from "~/components/forms";
import { lazyResolver } from "~/components/lazy-resolver";
import { Alert } from "~/components/ui/alert";
import { buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { Field } from "~/components/ui/field";
import { PASSWORD_MIN } from "~/features/accounts/limits";
import { useTRPC } from "~/trpc/react";
import type { ResetPasswordFormValues } from "./resolvers";
import { ResultPanel } from "./result-panel";

const resolver = lazyResolver(() => import("./resolvers").then((m) => m.resetPasswordResolver));

export function ResetPasswordForm({ token }: { token: string | null }) {
  const trpc = useTRPC();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver,
    defaultValues: { password: "", confirm: "" },
  });
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({ onError: (error) => setServerErrors(setError, error) }),
  );

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
        <p className="mt-1 text-sm text-muted">
          Por segurança, encerramos as suas sessões abertas. Entre com a nova senha.
        </p>
        <Link href="/" className={buttonClasses({ size: "lg", className: "mt-6 w-full" })}>
          Entrar
        </Link>
      </ResultPanel>
    );
  }

  // A used or expired link is the token's error: the whole form's, with a way to ask for a new one.
  const formError = formErrorOf(reset.error) ?? fieldErrorsOf(reset.error).token ?? null;
  return (
    <form
      method="post"
      className="space-y-5"
      aria-label="Redefinir senha"
      noValidate
      onFocusCapture={resolver.preload}
      onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))}
    >
      <Field
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint={`Mínimo de ${PASSWORD_MIN} caracteres.`}
        {...register("password")}
        error={errors.password?.message}
        required
        autoFocus
      />
      <Field
        label="Confirme a nova senha"
        type="password"
        autoComplete="new-password"
        {...register("confirm")}
        error={errors.confirm?.message}
        required
      />
      {formError && (
        <Alert tone="danger" title={formError}>
          <Link href="/forgot-password" className="font-medium text-brand hover:underline">
            Pedir um novo link
          </Link>
        </Alert>
      )}
      <SubmitButton size="lg" className="w-full" loading={reset.isPending}>
        Salvar nova senha
      </SubmitButton>
    </form>
  );
}
