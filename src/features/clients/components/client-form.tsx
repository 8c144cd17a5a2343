"use client";

import { useState } from "react";
import { Field, inputClasses } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button";
import { fieldErrorsOf, formErrorOf } from "~/components/form-errors";
import { formatDate } from "~/lib/format";
import { isOneOf } from "~/lib/json";
import { CALL_NAME_MAX, deriveCallName } from "~/lib/call-name";
import type { ClientFields } from "../schema";
import {
  CLIENT_SOURCES,
  CLIENT_SOURCE_LABEL,
  LGPD_BASES,
  LGPD_BASIS_LABEL,
  type ClientSource,
  type LgpdBasis,
} from "../status";

// zod loads after the page: on the form's first focus, or at the latest on submit.
const loadSchema = () => import("../schema").then((m) => m.clientFieldsSchema);

/** What the form edits: every field as the inputs hold it ("" when empty). */
export type ClientFormValues = {
  name: string;
  callName: string;
  phone: string;
  email: string;
  document: string;
  city: string;
  source: ClientSource | "";
  notes: string;
  lgpdBasis: LgpdBasis;
};

export const EMPTY_CLIENT: ClientFormValues = {
  name: "",
  callName: "",
  phone: "",
  email: "",
  document: "",
  city: "",
  source: "",
  notes: "",
  lgpdBasis: "procedimentos_preliminares",
};

type Props = {
  initial: ClientFormValues;
  /** Shown under the LGPD basis as "desde dd/mm/aaaa" (editing only). */
  lgpdBasisAt?: Date;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; rejects with the tRPC error, whose field messages land beside each field. */
  onSubmit: (fields: ClientFields) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * A client's own fields (create and edit). Validated in the browser with the procedure's schema; on a
 * bad input (here or on the server) nothing is sent or cleared: every value stays in its field.
 */
export function ClientForm({ initial, lgpdBasisAt, submitLabel, pending, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set =
    (key: "callName" | "phone" | "email" | "document" | "city" | "notes") => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value }));
  // The selects offer only their lists' values; anything else is not taken.
  const setSource = ({ target: { value } }: { target: { value: string } }) => {
    if (value === "" || isOneOf(CLIENT_SOURCES, value)) setValues((v) => ({ ...v, source: value }));
  };
  const setLgpdBasis = ({ target: { value } }: { target: { value: string } }) => {
    if (isOneOf(LGPD_BASES, value)) setValues((v) => ({ ...v, lgpdBasis: value }));
  };
  // "Como chamar" follows the name until the seller types their own.
  const setName = (e: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      name: e.target.value,
      callName:
        v.callName.trim() === "" || v.callName === deriveCallName(v.name) ? deriveCallName(e.target.value) : v.callName,
    }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFormError(null);
    const schema = await loadSchema().catch(() => null);
    if (!schema) {
      setFormError("Não foi possível carregar o formulário. Verifique a conexão e tente novamente.");
      return;
    }
    // The derived greeting is not stored: it follows the name when the name is corrected.
    const callName = values.callName.trim() === deriveCallName(values.name) ? "" : values.callName;
    const parsed = schema.safeParse({ ...values, callName, source: values.source || null, nextContactOn: undefined });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      setErrors(out);
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(formErrorOf(error));
    }
  }

  return (
    <form
      method="post"
      className="space-y-3"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchema().catch(() => {})}
      aria-label={submitLabel}
    >
      <Field label="Nome" value={values.name} onChange={setName} error={errors.name} autoComplete="off" />
      <Field
        label="Como chamar"
        value={values.callName}
        onChange={set("callName")}
        error={errors.callName}
        autoComplete="off"
        maxLength={CALL_NAME_MAX}
        hint="Usado nas saudações da proposta, do WhatsApp e dos e-mails."
      />
      <Field label="Telefone (WhatsApp)" type="tel" value={values.phone} onChange={set("phone")} error={errors.phone} />
      <Field label="E-mail" type="email" value={values.email} onChange={set("email")} error={errors.email} />
      <Field
        label="CPF"
        inputMode="numeric"
        value={values.document}
        onChange={set("document")}
        error={errors.document}
      />
      <Field label="Cidade" value={values.city} onChange={set("city")} error={errors.city} />
      <label className="block text-sm font-medium">
        Origem
        <select className={inputClasses(false, "mt-1")} value={values.source} onChange={setSource}>
          <option value="">Não informada</option>
          {CLIENT_SOURCES.map((s) => (
            <option key={s} value={s}>
              {CLIENT_SOURCE_LABEL[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        Observações
        <textarea
          className={inputClasses(Boolean(errors.notes), "mt-1 min-h-20")}
          value={values.notes}
          onChange={set("notes")}
        />
        {errors.notes && (
          <span className="mt-1 block text-xs font-medium text-danger" role="alert">
            {errors.notes}
          </span>
        )}
      </label>
      <label className="block text-sm font-medium">
        Base legal (LGPD)
        <select className={inputClasses(false, "mt-1")} value={values.lgpdBasis} onChange={setLgpdBasis}>
          {LGPD_BASES.map((b) => (
            <option key={b} value={b}>
              {LGPD_BASIS_LABEL[b]}
            </option>
          ))}
        </select>
        {lgpdBasisAt && <span className="mt-1 block text-xs text-muted">desde {formatDate(lgpdBasisAt)}</span>}
      </label>
      {formError && (
        <p className="text-sm font-medium text-danger" role="alert">
          {formError}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses({ size: "sm" })} disabled={pending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClasses({ variant: "outline", size: "sm" })} onClick={onCancel}>
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}
