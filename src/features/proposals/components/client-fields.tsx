"use client";

import { useState } from "react";
import { Field } from "~/components/ui/field";
import { maskDocument } from "~/features/accounts";
import { maskInput, maskPhone } from "~/lib/input-mask";

export interface ClientDraft {
  name: string;
  phone: string;
  email: string;
  document: string;
}

export const EMPTY_CLIENT: ClientDraft = { name: "", phone: "", email: "", document: "" };

const NAME_MAX = 120;

/**
 * The name's limit said out loud: a paste longer than 120 characters is cut with a message saying how
 * long it was (the input's own maxLength cut it silently), and a counter shows from 100 characters on.
 */
function nameHint(length: number, cutFrom: number | null): React.ReactNode {
  if (cutFrom !== null) {
    return (
      <span role="status" className="font-medium text-warning" data-testid="client-name-cut">
        O nome colado tinha {cutFrom} caracteres: ficaram os primeiros {NAME_MAX}. Confira o final do nome.
      </span>
    );
  }
  return length >= 100 ? (
    <span data-testid="client-name-count">
      {length}/{NAME_MAX} caracteres
    </span>
  ) : undefined;
}

/** The client block of the generator; errors come from the server's field errors ("client.name"…). */
export function ClientFields({
  value,
  onChange,
  errors,
}: {
  value: ClientDraft;
  onChange: (next: ClientDraft) => void;
  errors: Record<string, string>;
}) {
  const [nameCutFrom, setNameCutFrom] = useState<number | null>(null);
  const setName = (event: React.ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setNameCutFrom(typed.length > NAME_MAX ? typed.length : null);
    onChange({ ...value, name: typed.slice(0, NAME_MAX) });
  };
  const set = (key: keyof ClientDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: event.target.value });
  // Phone and CPF show their pt-BR shape while typed or pasted; the server keeps the digits.
  const setMasked =
    (key: "phone" | "document", mask: (raw: string) => string) => (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [key]: maskInput(event.target, mask) });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Nome do cliente"
        name="clientName"
        autoComplete="off"
        value={value.name}
        onChange={setName}
        error={errors["client.name"]}
        hint={nameHint(value.name.length, nameCutFrom)}
        required
        className="sm:col-span-2"
      />
      <Field
        label="Telefone (WhatsApp)"
        name="clientPhone"
        type="tel"
        inputMode="tel"
        placeholder="(11) 98765-4321"
        value={maskPhone(value.phone)}
        onChange={setMasked("phone", maskPhone)}
        error={errors["client.phone"]}
        hint="Opcional. Com ele, o WhatsApp abre direto na conversa do cliente."
      />
      <Field
        label="E-mail"
        name="clientEmail"
        type="email"
        placeholder="cliente@exemplo.com"
        value={value.email}
        onChange={set("email")}
        error={errors["client.email"]}
        hint="Opcional."
      />
      <Field
        label="CPF"
        name="clientDocument"
        inputMode="numeric"
        placeholder="000.000.000-00"
        value={maskDocument(value.document)}
        onChange={setMasked("document", maskDocument)}
        error={errors["client.document"]}
        hint="Opcional. Conferimos os dígitos verificadores."
      />
    </div>
  );
}
