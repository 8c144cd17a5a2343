"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { fieldErrorsOf, formErrorOf } from "~/components/form-errors";
import { setServerErrors, withPasswordConfirmation } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { PASSWORD_MIN, resetPasswordSchema } from "~/features/accounts/schema";
import { z } from "~/lib/zod-locale";
import { useTRPC } from "~/trpc/react";
import { ResultPanel } from "./result-panel";

const resetFormSchema = resetPasswordSchema.pick({ password: true }).extend({ confirm: z.string() });
const resolver = withPasswordConfirmation(zodResolver(resetFormSchema), "password", "confirm");

export function ResetPasswordForm({ token }: { token: string | null }) {
  const trpc = useTRPC();
  const { register, handleSubmit, setError, formState: { errors } } = useForm({ resolver, defaultValues: { password: "", confirm: "" } });
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions({ onError: (error) => setServerErrors(setError, error) }));

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

  // A used or expired link is the token's error: it concerns the form, not a field the user can fix.
  const formError = formErrorOf(reset.error) ?? fieldErrorsOf(reset.error).token ?? null;
  return (
    <form noValidate className="space-y-5" aria-label="Redefinir senha" onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))}>
      <Field
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint={`Mínimo de ${PASSWORD_MIN} caracteres.`}
        {...register("password")}
        error={errors.password?.message}
        autoFocus
      />
      <Field label="Confirme a nova senha" type="password" autoComplete="new-password" {...register("confirm")} error={errors.confirm?.message} />
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
