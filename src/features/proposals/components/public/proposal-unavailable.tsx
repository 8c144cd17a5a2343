import { UNAVAILABLE_TITLE } from "../../document/unavailable";

/** The public link of an unpaid account: neutral, nothing of the seller, back once the account is paid. */
export function ProposalUnavailable() {
  return (
    <main id="conteudo" tabIndex={-1} className="flex min-h-dvh outline-none flex-col items-center justify-center px-6 text-center" data-testid="proposal-unavailable">
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo */}
      <img src="/logo.svg" alt="Consórcio Pro" className="size-12 rounded-xl" />
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-text">{UNAVAILABLE_TITLE}</h1>
      <p className="mt-2 max-w-md text-sm text-muted">
        Esta proposta não pode ser exibida agora. Tente mais tarde ou fale com quem enviou o link.
      </p>
    </main>
  );
}
