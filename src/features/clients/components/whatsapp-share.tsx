"use client";

import { useQuery } from "@tanstack/react-query";
import { ChevronDown, MessageCircle } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import type { SavingsVerdict } from "~/features/compliance";
import { whatsappShareUrl } from "~/lib/whatsapp";
import { formatCents } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import {
  DEFAULT_TEMPLATES,
  renderTemplate,
  templatesBesideVerdict,
  usableTemplates,
  type TemplateValues,
} from "../template-text";

export type ShareTarget = {
  clientName: string;
  /** The client's "Como chamar" (typed, or derived on the server). */
  callName: string;
  /** National digits; null opens WhatsApp's contact picker. */
  phone: string | null;
  link: string | null;
  instalmentCents?: number | null;
  creditCents?: number | null;
  /** The proposal's verdict: a template that speaks of "economia" is not offered unless it saves. */
  verdictKind?: SavingsVerdict | null;
};

/** The placeholders' values for a client: how to call them ("Como chamar"), and the link and amounts of their proposal when they have one. */
export function shareValues(target: ShareTarget): TemplateValues {
  return {
    primeiro_nome: target.callName,
    link: target.link,
    parcela: target.instalmentCents ? formatCents(target.instalmentCents) : null,
    credito: target.creditCents ? formatCents(target.creditCents) : null,
  };
}

/**
 * Every WhatsApp share button: the account's first template on the button itself, the others in a
 * menu beside it. Placeholders take the client's first name, the link, the instalment and the credit;
 * a template that needs a value this client lacks (no proposal yet) is left out, never sent with a hole,
 * and one that speaks of "economia" is not offered unless the proposal saves.
 */
export function WhatsappShare({
  target,
  size = "sm",
  onOpen,
}: {
  target: ShareTarget;
  size?: "sm" | "md";
  onOpen?: () => void;
}) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.clients.templates.queryOptions(), staleTime: 5 * 60_000, retry: false });
  const all = query.data?.templates ?? DEFAULT_TEMPLATES;
  const templates = templatesBesideVerdict(all, target.verdictKind ?? null);
  const held = all.length - templates.length;
  const values = shareValues(target);
  const [first, ...others] = usableTemplates(templates, values);
  const href = (body: string) => whatsappShareUrl(renderTemplate(body, values), target.phone);
  return (
    // The menu hangs from the group's left edge: the button sits at the left of a phone's screen.
    <span className="relative inline-flex">
      <a
        href={href(first?.body ?? "")}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpen}
        className={buttonClasses({ variant: "outline", size, className: others.length ? "rounded-r-none" : undefined })}
      >
        <MessageCircle className="size-4" aria-hidden /> WhatsApp
      </a>
      {held > 0 && (
        <span className="sr-only" data-testid="templates-held">
          {held === 1
            ? "Um modelo fala em economia e não é oferecido: nesta proposta o consórcio não economiza."
            : `${held} modelos falam em economia e não são oferecidos: nesta proposta o consórcio não economiza.`}
        </span>
      )}
      {others.length > 0 && (
        <details>
          <summary
            aria-label="Outros modelos de mensagem"
            className={buttonClasses({
              variant: "outline",
              size,
              className: "list-none rounded-l-none border-l-0 px-2 [&::-webkit-details-marker]:hidden",
            })}
          >
            <ChevronDown className="size-4" aria-hidden />
          </summary>
          <ul className="absolute left-0 top-full z-20 mt-1 w-56 max-w-[calc(100vw-2rem)] [details:not([open])>&]:hidden rounded-lg border border-border bg-surface p-1 shadow-lg">
            {others.map((t) => (
              <li key={t.name}>
                <a
                  href={href(t.body)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onOpen}
                  className="block rounded-md px-3 py-2 text-sm text-text hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
                >
                  {t.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </span>
  );
}
