import type { Metadata } from "next";
import Link from "next/link";
import { Island, VerifyPdf } from "~/features/proposals/components";

export const metadata: Metadata = {
  title: "Verificar proposta",
  description: "Confira se o PDF de uma proposta é autêntico e não foi alterado.",
};

/** Anyone (the client, a bank, a lawyer) checks a proposal's PDF against what was issued. */
export default function VerifyPage() {
  return (
    <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-2xl flex-1 space-y-6 px-4 py-10 outline-none sm:px-6">
      <div className="space-y-2">
        <Link href="/" className="text-sm font-semibold tracking-tight text-muted hover:text-text">Consórcio Pro</Link>
        <h1 className="text-2xl font-semibold tracking-tight">Verificar uma proposta</h1>
        <p className="text-muted">
          Cada PDF de proposta traz no rodapé a data em que foi emitido e um código SHA-256, a impressão digital do documento.
          Solte o PDF aqui para saber se é uma proposta emitida por um vendedor do Consórcio Pro e se não foi alterada depois.
        </p>
      </div>
      <Island name="verify" props={{}} eager>
        <VerifyPdf />
      </Island>
    </main>
  );
}
