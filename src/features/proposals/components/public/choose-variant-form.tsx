"use client";

import { CheckCircle2, Send } from "lucide-react";
import { useState } from "react";
import { maskInput, maskPhone } from "~/lib/input-mask";
import type { ExploreVariant } from "../../document/explore-bounds";
import { refusal } from "./trpc-answer";

type Status = { state: "idle" | "sending" | "sent" } | { state: "error"; message: string; fields: Record<string, string> };

const input = "field-input w-full";

/*
 * "Quero esta opção": the chosen variant goes to the seller as an answer of the proposal, through the
 * same procedure (limits, honeypot) as "Tenho interesse". Sent before the script runs, the form posts
 * to ./interesse with the variant in hidden fields.
 */
export function ChooseVariantForm({ token, variant, clientFirstName, sellerFirstName }: {
  token: string; variant: ExploreVariant; clientFirstName: string; sellerFirstName: string;
}) {
  const [status, setStatus] = useState<Status>({ state: "idle" });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { token, name: String(form.get("name") ?? ""), phone: String(form.get("phone") ?? ""), website: String(form.get("website") ?? ""), variant };
    setStatus({ state: "sending" });
    try {
      const res = await fetch("/api/trpc/proposals.respond", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ json: body }) });
      if (res.ok) return setStatus({ state: "sent" });
      setStatus({ state: "error", ...(await refusal(res, "Não foi possível enviar. Tente novamente.")) });
    } catch {
      setStatus({ state: "error", message: "Sem conexão. Verifique a internet e tente novamente.", fields: {} });
    }
  }

  if (status.state === "sent") {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-brand/40 bg-brand/8 p-4 text-sm" data-testid="variant-sent">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
        <p><strong className="font-semibold">Opção enviada!</strong> {sellerFirstName} vai preparar a proposta com este lance e falar com você.</p>
      </div>
    );
  }
  const fields = status.state === "error" ? status.fields : {};
  return (
    <form method="post" action={`/public/propostas/${token}/interesse`} onSubmit={submit} noValidate className="space-y-3 border-t border-border pt-4" aria-label="Quero esta opção">
      <input type="hidden" name="bidPct" value={variant.bidPct} />
      <input type="hidden" name="embutidoPct" value={variant.embutidoPct} />
      <input type="hidden" name="fgtsLance" value={variant.fgtsLance} />
      <input type="hidden" name="prazo" value={variant.prazo} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="variant-name" className="text-sm font-medium text-text">Seu nome</label>
          <input id="variant-name" name="name" autoComplete="name" defaultValue={clientFirstName} required maxLength={120} aria-invalid={fields.name ? true : undefined} className={input} />
          {fields.name && <p className="mt-1 text-xs text-danger">{fields.name}</p>}
        </div>
        <div>
          <label htmlFor="variant-phone" className="text-sm font-medium text-text">Telefone (WhatsApp)</label>
          <input id="variant-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 98765-4321" required
            onInput={(event) => { event.currentTarget.value = maskInput(event.currentTarget, maskPhone); }} aria-invalid={fields.phone ? true : undefined} className={input} />
          {fields.phone && <p className="mt-1 text-xs text-danger">{fields.phone}</p>}
        </div>
      </div>
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="variant-website">Site</label>
        <input id="variant-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {status.state === "error" && Object.keys(status.fields).length === 0 && <p role="alert" className="text-sm text-danger">{status.message}</p>}
      <button type="submit" disabled={status.state === "sending"} className="cta-button">
        <Send className="size-4" aria-hidden /> {status.state === "sending" ? "Enviando…" : "Quero esta opção"}
      </button>
    </form>
  );
}
