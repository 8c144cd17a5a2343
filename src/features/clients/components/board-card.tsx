"use client";

import { Flame, MessageCircle, Phone } from "lucide-react";
import Link from "next/link";
import { cn } from "~/components/ui/cn";
import { formatPhone } from "~/lib/input-mask";
import { whatsappShareUrl } from "~/lib/whatsapp";
import { contactState, signalText } from "../board/board-text";
import type { ClientSummary } from "../schema";
import { DEFAULT_TEMPLATES, renderTemplate, usableTemplates } from "../template-text";
import { clientPath, nextContactText } from "./client-paths";
import { StatusSelect } from "./status-select";
import { useLogContact } from "./use-log-contact";
import { shareValues, type ShareTarget } from "./whatsapp-share";
import type { WhatsappTemplate } from "../template-text";

/** The client's latest live proposal (from the list) as the WhatsApp templates' values. */
export function boardShareTarget(c: ClientSummary, origin: string): ShareTarget {
  const p = c.board?.proposal;
  return {
    clientName: c.name,
    callName: c.callName,
    phone: c.phone,
    link: p ? `${origin}/public/propostas/${p.publicToken}` : null,
    instalmentCents: p?.instalmentCents ?? null,
    creditCents: p?.creditCents ?? null,
  };
}

const actionClass =
  "inline-flex size-8 items-center justify-center rounded-md border border-border text-muted transition hover:bg-surface-2 hover:text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring";

/**
 * A client at a glance: name, the last signal and when, a hot marker, the next contact (overdue in
 * red), one-tap WhatsApp (the account's first template that fits the client) and call, and "Mover
 * para…" (the keyboard's and screen reader's way to change the stage, beside the board's drag).
 */
export function BoardCard({
  client: c,
  showSeller,
  templates,
}: {
  client: ClientSummary;
  showSeller: boolean;
  templates: readonly WhatsappTemplate[] | undefined;
}) {
  const logContact = useLogContact();
  const signal = c.board?.lastSignal;
  const hot = c.board?.hot ?? false;
  const state = c.nextContactOn ? contactState(c.nextContactOn) : null;
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const values = shareValues(boardShareTarget(c, origin));
  const [template] = usableTemplates(templates ?? DEFAULT_TEMPLATES, values);
  return (
    <>
      <Link
        href={clientPath(c.id)}
        title={c.name}
        className="line-clamp-2 font-medium text-text [overflow-wrap:anywhere] hover:underline"
      >
        {c.name}
      </Link>
      {showSeller && <p className="truncate text-xs text-muted">{c.sellerName}</p>}
      {hot && (
        <span
          className="mt-0.5 inline-flex items-center gap-0.5 rounded-full bg-danger/12 px-1.5 text-[11px] font-semibold leading-5 text-danger"
          data-testid="hot-marker"
        >
          <Flame className="size-3" aria-hidden /> Quente
        </span>
      )}
      {signal && (
        <p
          className="mt-0.5 line-clamp-4 text-xs text-text [overflow-wrap:anywhere]"
          title={signalText(signal)}
          data-testid="last-signal"
          suppressHydrationWarning
        >
          {signalText(signal)}
        </p>
      )}
      <p
        className={cn(
          "mt-0.5 text-xs",
          state === "overdue"
            ? "font-semibold text-danger"
            : state === "today"
              ? "font-semibold text-text"
              : "text-muted",
        )}
        data-testid="next-contact"
      >
        {c.nextContactOn
          ? `${state === "overdue" ? "Atrasado: " : state === "today" ? "Hoje: " : "Próximo contato: "}${nextContactText(c.nextContactOn)}`
          : "Sem próximo contato"}
      </p>
      {c.phone && (
        // The number wraps under the buttons rather than being cut ("(11) 987…") in a narrow column.
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {template && (
            <a
              href={whatsappShareUrl(renderTemplate(template.body, values), c.phone)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp para ${c.name}`}
              title={`WhatsApp: ${template.name}`}
              className={actionClass}
              onClick={() => logContact(c.id, "whatsapp")}
            >
              <MessageCircle className="size-4" aria-hidden />
            </a>
          )}
          <a
            href={`tel:+55${c.phone}`}
            aria-label={`Ligar para ${c.name}`}
            title="Ligar"
            className={actionClass}
            onClick={() => logContact(c.id, "call")}
          >
            <Phone className="size-4" aria-hidden />
          </a>
          <span className="whitespace-nowrap text-xs tabular text-muted">{formatPhone(c.phone)}</span>
        </div>
      )}
      {/* A visible name for the select: "Mover para…" is what it does, the current stage is its value. */}
      <label className="mt-2 block text-[11px] font-medium text-muted">
        Mover para…
        <StatusSelect
          id={c.id}
          name={c.name}
          status={c.status}
          lostReason={c.lostReason}
          label={`Mover ${c.name} para…`}
          className="mt-0.5 px-1.5 text-[11px]"
        />
      </label>
    </>
  );
}
