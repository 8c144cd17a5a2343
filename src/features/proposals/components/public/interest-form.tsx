"use client";

import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { maskInput, maskPhone } from "~/lib/input-mask";
import { refusal } from "./trpc-answer";
import { clearDraft, restoreDraft, saveDraft } from "./draft";

type Status = { state: "idle" | "sending" } | { state: "sent" } | { state: "error"; message: string; fields: Record<string, string> };

/*
 * "Tenho interesse". Posts straight to the tRPC endpoint with fetch (superjson's plain-JSON form), so
 * the public page ships no tRPC or React Query code. Sent before its script runs (a slow phone), the
 * form posts to ./interesse, which answers the same without JavaScript. `website` is a honeypot.
 */
/* What the visitor typed survives a reload of the tab (./draft.ts). */
function useDraft(token: string) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) restoreDraft(form.current, token);
  }, [token]);
  const save = (event: React.FormEvent<HTMLFormElement>) => saveDraft(event.currentTarget, token);
  const clear = () => clearDraft(token);
  return [form, save, clear] as const;
}

export function InterestForm({ token, clientFirstName, sellerFirstName }: { token: string; clientFirstName: string; sellerFirstName: string }) {
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [draftForm, saveDraft, clearDraft] = useDraft(token);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      token,
      name: String(form.get("name") ?? ""),
      phone: String(form.get("phone") ?? ""),
      message: String(form.get("message") ?? ""),
      website: String(form.get("website") ?? ""),
    };
    setStatus({ state: "sending" });
    try {
      const res = await fetch("/api/trpc/proposals.respond", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: body }),
      });
      if (res.ok) {
        clearDraft();
        setStatus({ state: "sent" });
        return;
      }
      setStatus({ state: "error", ...(await refusal(res, "Não foi possível enviar. Tente novamente.")) });
    } catch {
      setStatus({ state: "error", message: "Sem conexão. Verifique a internet e tente novamente.", fields: {} });
    }
  }

  if (status.state === "sent") {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-brand/40 bg-brand/8 p-4 text-sm" data-testid="interest-sent">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
        <p><strong className="font-semibold">Recebemos seu interesse!</strong> {sellerFirstName} vai falar com você em breve.</p>
      </div>
    );
  }
  const fields = status.state === "error" ? status.fields : {};
  const input = "field-input w-full";
  return (
    <form ref={draftForm} method="post" action={`/public/propostas/${token}/interesse`} onSubmit={submit} onInput={saveDraft} noValidate className="space-y-3" aria-label="Tenho interesse">
      <div>
        <label htmlFor="interest-name" className="text-sm font-medium text-text">Seu nome</label>
        <input id="interest-name" name="name" autoComplete="name" defaultValue={clientFirstName} required maxLength={120} aria-invalid={fields.name ? true : undefined} aria-describedby={fields.name ? "interest-name-error" : undefined} className={input} />
        {fields.name && <p id="interest-name-error" className="mt-1 text-xs text-danger">{fields.name}</p>}
      </div>
      <div>
        <label htmlFor="interest-phone" className="text-sm font-medium text-text">Telefone (WhatsApp)</label>
        <input id="interest-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 98765-4321" required onInput={(event) => { event.currentTarget.value = maskInput(event.currentTarget, maskPhone); }} aria-invalid={fields.phone ? true : undefined} aria-describedby={fields.phone ? "interest-phone-error" : undefined} className={input} />
        {fields.phone && <p id="interest-phone-error" className="mt-1 text-xs text-danger">{fields.phone}</p>}
      </div>
      <div>
        <label htmlFor="interest-message" className="text-sm font-medium text-text">Mensagem <span className="font-normal text-muted">(opcional)</span></label>
        <textarea id="interest-message" name="message" rows={3} maxLength={1000} aria-invalid={fields.message ? true : undefined} className={`${input} h-auto py-2`} />
        {fields.message && <p className="mt-1 text-xs text-danger">{fields.message}</p>}
      </div>
      {/* Honeypot: off screen and out of the tab order; people never fill it, bots often do. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="interest-website">Site</label>
        <input id="interest-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {status.state === "error" && Object.keys(status.fields).length === 0 && (
        <p role="alert" className="text-sm text-danger">{status.message}</p>
      )}
      <button type="submit" disabled={status.state === "sending"} className="cta-button">
        <Send className="size-4" aria-hidden /> {status.state === "sending" ? "Enviando…" : "Tenho interesse"}
      </button>
    </form>
  );
}
