"use client";

import { Check, Copy, ExternalLink, FileDown } from "lucide-react";
import { useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { buttonClasses } from "~/components/ui/button";
import { useLogContact, WhatsappShare } from "~/features/clients/components";

export function publicPath(token: string) {
  return `/public/propostas/${token}`;
}

export function sellerPdfPath(id: string) {
  return `/api/proposals/${id}/pdf`;
}

/** Copy link, WhatsApp (the account's templates, to the client's chat when their phone is known), open and PDF. */
export function ShareActions({
  proposal,
  compact = false,
}: {
  proposal: {
    id: string;
    clientId: string;
    publicToken: string;
    clientName: string;
    clientCallName: string;
    clientPhone: string | null;
    revokedAt: Date | null;
    creditCents?: number;
    instalmentCents?: number;
    verdictKind?: "saves" | "costs-more" | "even" | null;
  };
  compact?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const logContact = useLogContact();
  const size = compact ? "sm" : "md";
  const url =
    typeof window === "undefined"
      ? publicPath(proposal.publicToken)
      : `${window.location.origin}${publicPath(proposal.publicToken)}`;
  const live = !proposal.revokedAt;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copiado.");
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Não foi possível copiar. Selecione o link e copie manualmente.");
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {live && (
        <>
          <button type="button" onClick={copy} className={buttonClasses({ variant: "outline", size })} data-url={url}>
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />} Copiar link
          </button>
          <WhatsappShare
            size={size}
            target={{
              clientName: proposal.clientName,
              callName: proposal.clientCallName,
              phone: proposal.clientPhone,
              link: url,
              creditCents: proposal.creditCents,
              instalmentCents: proposal.instalmentCents,
              verdictKind: proposal.verdictKind,
            }}
            onOpen={() => logContact(proposal.clientId, "whatsapp", proposal.id)}
          />
          <a
            href={publicPath(proposal.publicToken)}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ variant: "ghost", size })}
          >
            <ExternalLink className="size-4" aria-hidden /> Abrir
          </a>
        </>
      )}
      <a href={sellerPdfPath(proposal.id)} className={buttonClasses({ variant: "ghost", size })} download>
        <FileDown className="size-4" aria-hidden /> PDF
      </a>
    </div>
  );
}
