"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrorsOf, formErrorOf } from "~/components/form-errors";
import { Card, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatPhone, maskPhone } from "~/lib/input-mask";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { PASSWORD_MIN } from "../limits";

/** The server's message for a field, else (`whole`) the form's own message when no field took it. */
function fieldError(error: unknown, field: string, whole = false): string | null {
  return fieldErrorsOf(error)[field] ?? (whole ? formErrorOf(error) : null);
}

function NameAndPhone({ name, phone }: { name: string; phone: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name, phone: phone ? formatPhone(phone) : "" });
  const save = useMutation(
    trpc.users.updateProfile.mutationOptions({
      onSuccess: () => {
        toast.success("Dados salvos.");
        void queryClient.invalidateQueries(trpc.users.profile.queryFilter());
        void queryClient.invalidateQueries(trpc.auth.session.queryFilter());
      },
    }),
  );
  return (
    <form
      method="post"
      className="space-y-4 px-5 py-4"
      aria-label="Nome e telefone"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values);
      }}
    >
      <Field
        label="Nome"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        error={fieldError(save.error, "name", true)}
        required
      />
      <Field
        label="Telefone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(11) 98765-4321"
        value={values.phone}
        onChange={(e) => setValues((v) => ({ ...v, phone: maskPhone(e.target.value) }))}
        error={fieldError(save.error, "phone")}
      />
      <SubmitButton size="sm" loading={save.isPending}>
        Salvar nome e telefone
      </SubmitButton>
    </form>
  );
}

function PasswordForm() {
  const trpc = useTRPC();
  const [values, setValues] = useState({ currentPassword: "", password: "" });
  const change = useMutation(
    trpc.users.changePassword.mutationOptions({
      onSuccess: ({ endedSessions }) => {
        setValues({ currentPassword: "", password: "" });
        toast.success(
          endedSessions
            ? `Senha alterada. ${endedSessions === 1 ? "A outra sessão foi encerrada" : `As outras ${endedSessions} sessões foram encerradas`}.`
            : "Senha alterada.",
        );
      },
    }),
  );
  return (
    <form
      method="post"
      className="space-y-4 px-5 py-4"
      aria-label="Trocar a senha"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(values);
      }}
    >
      <Field
        label="Senha atual"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
        error={fieldError(change.error, "currentPassword")}
        required
      />
      <Field
        label="Nova senha"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`Pelo menos ${PASSWORD_MIN} caracteres. As suas outras sessões serão encerradas.`}
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={fieldError(change.error, "password", true)}
        required
      />
      <SubmitButton size="sm" loading={change.isPending}>
        Trocar a senha
      </SubmitButton>
    </form>
  );
}

function EmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: "", currentPassword: "" });
  const change = useMutation(
    trpc.users.changeEmail.mutationOptions({
      onSuccess: () => {
        toast.success(`Enviamos um link para ${values.email.trim()}. O e-mail muda quando você abrir o link.`);
        setValues({ email: "", currentPassword: "" });
        void queryClient.invalidateQueries(trpc.users.profile.queryFilter());
      },
    }),
  );
  return (
    <form
      method="post"
      className="space-y-4 px-5 py-4"
      aria-label="Trocar o e-mail"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(values);
      }}
    >
      <p className="text-sm text-muted">
        Você entra com <strong className="font-medium text-text [overflow-wrap:anywhere]">{email}</strong>.
        {pendingEmail && (
          <>
            {" "}
            Aguardando a confirmação de{" "}
            <strong className="font-medium text-text [overflow-wrap:anywhere]" data-testid="pending-email">
              {pendingEmail}
            </strong>
            : abra o link que enviamos para esse endereço.
          </>
        )}
      </p>
      <Field
        label="Novo e-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        error={fieldError(change.error, "email", true)}
        required
      />
      <Field
        label="Senha atual"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
        error={fieldError(change.error, "currentPassword")}
        required
      />
      <SubmitButton size="sm" variant="outline" loading={change.isPending}>
        Enviar link de confirmação
      </SubmitButton>
    </form>
  );
}

/** /conta's editable profile: name and phone, password, e-mail (confirmed by a link). */
export function ProfileForms() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.users.profile.queryOptions()).data;
  if (!profile) return null;
  return (
    <>
      <Card>
        <CardHeader title="Seus dados" description="Como você aparece para a equipe e nos avisos." />
        <NameAndPhone key={`${profile.name}|${profile.phone}`} name={profile.name} phone={profile.phone} />
      </Card>
      <Card>
        <CardHeader title="Senha" description="Pedimos a senha atual para confirmar que é você." />
        <PasswordForm />
      </Card>
      <Card>
        <CardHeader title="E-mail de acesso" />
        <EmailForm email={profile.email} pendingEmail={profile.pendingEmail} />
      </Card>
    </>
  );
}
