import type { Metadata } from "next";

export const metadata: Metadata = { title: "Proposta não encontrada", robots: { index: false, follow: false } };

/** Unknown or revoked link: a pt-BR page that says what happened, without the logged-in shell. */
export default function ProposalNotFound() {
  return (
    <main id="conteudo" tabIndex={-1} className="flex min-h-dvh outline-none flex-col items-center justify-center px-6 text-center">
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo */}
      <img src="/logo.svg" alt="Consórcio Pro" className="size-12 rounded-xl" />
      <p className="mt-6 text-sm font-semibold text-brand">Erro 404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-text">Proposta não encontrada</h1>
      <p className="mt-2 max-w-md text-sm text-muted">
        Este link não está mais disponível: ele pode ter sido desativado pelo consultor ou estar incompleto. Peça um novo link a quem enviou a proposta.
      </p>
    </main>
  );
}
