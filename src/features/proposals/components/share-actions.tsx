"use client";

import { Check, Copy, ExternalLink, FileDown, MessageCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { buttonClasses } from "~/components/ui/button";
import { shareMessage, whatsappShareUrl } from "../format";

export function publicPath(token: string) {
  return `/public/propostas/${token}`;
}

export function sellerPdfPath(id: string) {
  return `/api/proposals/${id}/pdf`;
}

/** Copy link, WhatsApp (to the client's chat when their phone is known), open and PDF. */
export function ShareActions({
  proposal, sellerName, compact = false,
}: {
  proposal: { id: string; publicToken: string; clientName: string; clientPhone: string | null; revokedAt: Date | null };
  sellerName: string;
  compact?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const size = compact ? "sm" : "md";
  const url = typeof window === "undefined" ? publicPath(proposal.publicToken) : `${window.location.origin}${publicPath(proposal.publicToken)}`;
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
          <a
            href={whatsappShareUrl(shareMessage(proposal.clientName, sellerName, url), proposal.clientPhone)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "outline", size })}
          >
            <MessageCircle className="size-4" aria-hidden /> WhatsApp
          </a>
          <a href={publicPath(proposal.publicToken)} target="_blank" rel="noopener" className={buttonClasses({ variant: "ghost", size })}>
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
