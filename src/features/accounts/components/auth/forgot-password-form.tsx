"use client";

import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { formErrorOf } from "~/components/form-errors";
import { setServerErrors } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { lazyResolver } from "~/components/lazy-resolver";
import { useTRPC } from "~/trpc/react";
import { EmailField } from "./email-field";
import { ResultPanel } from "./result-panel";

const resolver = lazyResolver(() => import("./resolvers").then((m) => m.emailOnlyResolver));

/** Same answer whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { email: "" },
  });
  const request = useMutation(
    trpc.auth.requestPasswordReset.mutationOptions({ onError: (error) => setServerErrors(setError, error) }),
  );

  if (request.isSuccess) {
    return (
      <ResultPanel icon={MailCheck} title="Confira o seu e-mail" testId="reset-requested">
        <p className="mt-2 text-sm leading-6 text-muted">
          Se houver uma conta com <strong className="font-semibold text-text">{getValues("email").trim()}</strong>,
          enviamos um link para redefinir a senha. O link vale por 1 hora.
        </p>
        <Link href="/" className={buttonClasses({ variant: "outline", className: "mt-6 w-full" })}>
          Voltar para o login
        </Link>
      </ResultPanel>
    );
  }

  const formError = formErrorOf(request.error);
  return (
    <form
      method="post"
      noValidate
      className="space-y-5"
      aria-label="Recuperar senha"
      onFocusCapture={resolver.preload}
      onSubmit={handleSubmit((input) => request.mutate(input))}
    >
      <EmailField {...register("email")} error={errors.email?.message} autoFocus />
      {formError && <Alert tone="danger" title={formError} />}
      <SubmitButton size="lg" className="w-full" loading={request.isPending}>
        Enviar link de redefinição
      </SubmitButton>
    </form>
  );
}
