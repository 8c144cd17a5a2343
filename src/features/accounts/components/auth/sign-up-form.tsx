"use client";

import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { fieldErrorsOf, formErrorOf } from "~/components/form-errors";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { CheckboxField, Field } from "~/components/ui/field";
import { PASSWORD_MIN, signUpSchema } from "~/features/accounts/schema";
import * as z from "zod";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included
import { useTRPC } from "~/trpc/react";
import { maskDocument } from "./document-mask";
import { ResultPanel } from "./result-panel";

const EMPTY = { name: "", email: "", password: "", confirm: "", businessName: "", document: "", adult: false, acceptTerms: false };
type Form = typeof EMPTY;
type Errors = Partial<Record<keyof Form, string>>;

/** The same schema as the server (check digits included), plus the confirmation only the form has. */
function validate(form: Form): Errors {
  const errors: Errors = {};
  const result = signUpSchema.safeParse(form);
  if (!result.success) {
    for (const [field, messages] of Object.entries(z.flattenError(result.error).fieldErrors)) {
      if (messages?.[0]) errors[field as keyof Form] = messages[0];
    }
  }
  if (form.confirm !== form.password) errors.confirm = "As senhas não conferem.";
  return errors;
}

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
      <p className="mt-2 text-sm text-muted">Abra o e-mail e toque no link para ativar o seu acesso. Confira também a caixa de spam.</p>
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
  const [form, setForm] = useState<Form>(EMPTY);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());

  if (signUp.isSuccess) return <SentNotice email={form.email.trim()} />;

  const serverErrors = fieldErrorsOf(signUp.error) as Errors;
  const errors: Errors = { ...serverErrors, ...clientErrors };
  const formError = formErrorOf(signUp.error);

  const text = (key: keyof Form) => ({
    name: key,
    value: form[key] as string,
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = key === "document" ? maskDocument(event.target.value) : event.target.value;
      setForm((f) => ({ ...f, [key]: value }));
      setClientErrors((e) => ({ ...e, [key]: undefined }));
    },
  });
  const check = (key: "adult" | "acceptTerms") => ({
    name: key,
    checked: form[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setForm((f) => ({ ...f, [key]: event.target.checked }));
      setClientErrors((e) => ({ ...e, [key]: undefined }));
    },
  });

  return (
    <form
      noValidate
      aria-label="Criar conta"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate(form);
        setClientErrors(found);
        if (Object.keys(found).length > 0) return;
        const { confirm: _confirm, ...input } = form;
        signUp.mutate({ ...input, adult: true, acceptTerms: true });
      }}
    >
      <fieldset className="space-y-4">
        <legend className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted">Seus dados</legend>
        <Field label="Nome completo" autoComplete="name" {...text("name")} />
        <Field label="E-mail" type="email" autoComplete="email" inputMode="email" {...text("email")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Senha" type="password" autoComplete="new-password" hint={`Mínimo de ${PASSWORD_MIN} caracteres.`} {...text("password")} />
          <Field label="Confirme a senha" type="password" autoComplete="new-password" {...text("confirm")} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-3 w-full border-t border-border pt-5 text-xs font-semibold uppercase tracking-wider text-muted">Seu negócio</legend>
        <Field label="Nome do negócio" autoComplete="organization" placeholder="Ex.: Souza Consórcios" {...text("businessName")} />
        <Field label="CPF ou CNPJ" inputMode="text" autoComplete="off" placeholder="000.000.000-00" hint="Só para identificar a sua conta e emitir a cobrança." {...text("document")} />
      </fieldset>
      <div className="space-y-3 border-t border-border pt-5">
        <CheckboxField {...check("adult")}>Declaro que tenho 18 anos ou mais.</CheckboxField>
        <CheckboxField {...check("acceptTerms")}>
          Li e aceito os{" "}
          <a href="/termos" target="_blank" rel="noopener noreferrer" className="font-medium text-brand underline-offset-2 hover:underline">
            Termos de Uso
          </a>{" "}
          e a{" "}
          <a href="/privacidade" target="_blank" rel="noopener noreferrer" className="font-medium text-brand underline-offset-2 hover:underline">
            Política de Privacidade
          </a>
          .
        </CheckboxField>
      </div>
      {formError && <Alert tone="danger" title={formError} />}
      <Button type="submit" size="lg" className="w-full" loading={signUp.isPending}>
        Criar conta
      </Button>
    </form>
  );
}
