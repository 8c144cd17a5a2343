"use client";

import { useQueryClient } from "@tanstack/react-query";
import { FileText, ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { PRIVACY_VERSION, TERMS_VERSION } from "~/features/terms/documents";
import { endSession } from "~/features/shell/components";

/** Records the acceptance through the documented REST adapter; its failure is ignored (spec). */
async function sendAcceptance() {
  try {
    await fetch("/api/users/admin/user/update", {
      method: "PUT",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ terms: true }),
    });
  } catch {
    // Silent by design: the modal closes anyway.
  }
}

/**
 * Blocks the app while the current terms are not accepted. It cannot be dismissed: no Esc, no
 * outside click, and the close-button area does nothing.
 */
export function TermsModal({ open }: { open: boolean }) {
  const [closed, setClosed] = useState(false);
  const [pending, setPending] = useState<"accept" | "refuse" | null>(null);
  const queryClient = useQueryClient();
  const router = useRouter();

  async function accept() {
    setPending("accept");
    await sendAcceptance();
    setClosed(true);
    setPending(null);
    await queryClient.invalidateQueries();
    router.refresh();
  }

  async function refuse() {
    setPending("refuse");
    // "Refusing removes the stored session token and reloads the page": the reload lands on /.
    await endSession();
    window.location.reload();
  }

  return (
    <Dialog open={open && !closed}>
      <DialogContent
        dismissible={false}
        aria-describedby="terms-modal-description"
        data-testid="terms-modal"
        className="max-w-md"
        // Start on the dialog itself, so the text is read first and no button looks pre-selected.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-brand/10 text-brand">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <DialogTitle className="mt-4 text-lg font-semibold">Termos de Uso e Política de Privacidade</DialogTitle>
        <DialogDescription id="terms-modal-description" className="mt-2 text-sm leading-6 text-muted">
          Para continuar usando o Consórcio Pro, leia e aceite os documentos abaixo. Eles explicam como o serviço
          funciona, as regras de pagamento e como tratamos os seus dados e os dos seus clientes (LGPD).
        </DialogDescription>
        <ul className="mt-4 space-y-2">
          <DocumentLink href="/termos" title="Termos de Uso" version={TERMS_VERSION} />
          <DocumentLink href="/privacidade" title="Política de Privacidade" version={PRIVACY_VERSION} />
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={refuse} loading={pending === "refuse"} disabled={pending !== null}>
            Recusar
          </Button>
          <Button onClick={accept} loading={pending === "accept"} disabled={pending !== null}>
            Aceitar
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DocumentLink({ href, title, version }: { href: string; title: string; version: string }) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-sm transition hover:border-brand hover:bg-brand/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
      >
        <FileText className="size-4 text-muted" aria-hidden />
        <span className="font-medium">{title}</span>
        <span className="ml-auto whitespace-nowrap text-xs text-muted">versão {version}</span>
      </a>
    </li>
  );
}
