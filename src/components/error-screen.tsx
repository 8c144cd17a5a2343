/**
 * The branded page for an unknown address or an error (not-found, error and global-error): logo,
 * a pt-BR explanation and a way home, in the visitor's theme. No hooks and no router context, so
 * it also renders when the app itself failed. The link home is a plain anchor on purpose: a full
 * load starts the app afresh after an error.
 */
export function ErrorScreen({
  code,
  title,
  description,
  reference,
  children,
}: {
  code?: string;
  /** The code support looks up: the failed load's request id, or the error's digest (both logged). */
  reference?: string;
  title: string;
  description: string;
  children?: React.ReactNode;
}) {
  return (
    <main
      id="conteudo"
      tabIndex={-1}
      className="flex min-h-[70dvh] outline-none flex-1 flex-col items-center justify-center bg-bg px-4 py-12 text-center text-text"
    >
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after an error (see above) */}
      <a
        href="/"
        className="mb-10 flex items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo, also when the app failed */}
        <img src="/logo.svg" alt="" className="size-10 rounded-xl shadow-sm ring-1 ring-border" />
        <span className="text-xl font-semibold tracking-tight">Consórcio Pro</span>
      </a>
      {code && (
        <p className="text-6xl font-bold tracking-tight text-brand tabular" aria-hidden>
          {code}
        </p>
      )}
      <h1 className="mt-3 text-2xl font-semibold tracking-tight sm:text-[1.75rem]">{title}</h1>
      <p className="mt-2 max-w-md text-sm text-muted sm:text-base">{description}</p>
      {reference && (
        <p className="mt-2 max-w-md text-xs text-muted" data-testid="error-reference">
          Se persistir, informe o código <code className="font-mono text-text">{reference}</code> ao suporte.
        </p>
      )}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after an error (see above) */}
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-lg bg-brand px-4 text-sm font-medium text-brand-contrast shadow-xs transition hover:bg-brand-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:ring-offset-2 focus-visible:ring-offset-bg"
        >
          Voltar ao início
        </a>
        {children}
      </div>
    </main>
  );
}
