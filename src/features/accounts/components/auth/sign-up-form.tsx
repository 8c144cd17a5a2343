"use client";

import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/lazy-toast";
import { formErrorOf } from "~/components/form-errors";
import { setServerErrors } from "~/components/forms";
import { lazyResolver } from "~/components/lazy-resolver";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { CheckboxField, Field } from "~/components/ui/field";
import { COMPANY_NAME_MAX, PASSWORD_MIN } from "~/features/accounts/limits";
import { useTRPC } from "~/trpc/react";
import { maskDocument } from "./document-mask";
import { ResultPanel } from "./result-panel";
import type { SignUpFormOutput, SignUpFormValues as SignUpForm } from "./resolvers";

const EMPTY: SignUpForm = {
  name: "",
  email: "",
  password: "",
  confirm: "",
  businessName: "",
  document: "",
  adult: false,
  acceptTerms: false,
};
// The server's schema (check digits included) plus the confirmation and the unticked boxes: ./resolvers.
const resolver = lazyResolver(() => import("./resolvers").then((m) => m.signUpResolver));

function SentNotice({ email }: { email: string }) {
  const trpc = useTRPC();
  const resend = useMutation(
    trpc.auth.resendVerification.mutationOptions({
      onSuccess: () => toast.success("Enviamos um novo link."),
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <ResultPanel icon={MailCheck} title={`Enviamos um link de confirmação para ${email}`} testId="sign-up-done">
      <p className="mt-2 text-sm text-muted">
        Abra o e-mail e toque no link para ativar o seu acesso. Confira também a caixa de spam.
      </p>
      <div className="mt-6 flex flex-col gap-2">
        <Link href="/" className={buttonClasses({ size: "lg", className: "w-full" })}>
          Ir para o login
        </Link>
        <Button variant="ghost" onClick={() => resend.mutate({ email })} loading={resend.isPending}>
          Não recebi: reenviar o link
        </Button>
      </div>
    </ResultPanel>
  );
}

export function SignUpForm() {
  const trpc = useTRPC();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, submitCount },
  } = useForm<SignUpForm, unknown, SignUpFormOutput>({
    resolver,
    defaultValues: EMPTY,
    // react-hook-form focuses the field registered first (the document's, registered above the
    // JSX), not the first on screen: the form focuses its first invalid field itself, below.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [submitCount]);
  const signUp = useMutation(
    trpc.auth.signUp.mutationOptions({ onError: (error) => setServerErrors(setError, error) }),
  );

  if (signUp.isSuccess) return <SentNotice email={getValues("email").trim()} />;

  const formError = formErrorOf(signUp.error);
  const text = (key: Exclude<keyof SignUpForm, "adult" | "acceptTerms">) => ({
    ...register(key),
    error: errors[key]?.message,
  });
  const documentField = register("document");

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      aria-label="Criar conta"
      className="space-y-5"
      onFocusCapture={resolver.preload}
      onSubmit={handleSubmit(({ confirm: _confirm, ...input }) => signUp.mutate(input))}
    >
      <fieldset className="space-y-4">
        <legend className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted">Seus dados</legend>
        <Field label="Nome completo" autoComplete="name" {...text("name")} />
        <Field label="E-mail" type="email" autoComplete="email" inputMode="email" {...text("email")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Senha"
            type="password"
            autoComplete="new-password"
            hint={`Mínimo de ${PASSWORD_MIN} caracteres.`}
            {...text("password")}
          />
          <Field label="Confirme a senha" type="password" autoComplete="new-password" {...text("confirm")} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-3 w-full border-t border-border pt-5 text-xs font-semibold uppercase tracking-wider text-muted">
          Seu negócio
        </legend>
        <Field
          label="Nome do negócio"
          autoComplete="organization"
          placeholder="Ex.: Souza Consórcios"
          hint={`Até ${COMPANY_NAME_MAX} caracteres.`}
          {...text("businessName")}
        />
        <Field
          label="CPF ou CNPJ"
          inputMode="text"
          autoComplete="off"
          placeholder="000.000.000-00"
          hint="Só para identificar a sua conta e emitir a cobrança."
          {...documentField}
          error={errors.document?.message}
          onChange={(event) => {
            // Masked as typed: the input shows "123.456.789-09" while the schema takes either form.
            event.target.value = maskDocument(event.target.value);
            return documentField.onChange(event);
          }}
        />
      </fieldset>
      <div className="space-y-3 border-t border-border pt-5">
        <CheckboxField {...register("adult")} error={errors.adult?.message}>
          Declaro que tenho 18 anos ou mais.
        </CheckboxField>
        <CheckboxField {...register("acceptTerms")} error={errors.acceptTerms?.message}>
          Li e aceito os{" "}
          <a
            href="/termos"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            Termos de Uso
          </a>{" "}
          e a{" "}
          <a
            href="/privacidade"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            Política de Privacidade
          </a>
          .
        </CheckboxField>
      </div>
      {formError && <Alert tone="danger" title={formError} />}
      <SubmitButton size="lg" className="w-full" loading={signUp.isPending}>
        Criar conta
      </SubmitButton>
    </form>
  );
}
