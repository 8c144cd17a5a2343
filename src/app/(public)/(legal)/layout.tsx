import Link from "next/link";
import { buttonClasses } from "~/components/ui/button";

/** /termos and /privacidade: readable without signing in. */
export default function LegalLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-1 flex-col">
      <header className="sticky top-0 z-30 border-b border-border bg-surface/85 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link
            href="/"
            className="flex items-center gap-2.5 rounded-md font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo */}
            <img src="/logo.svg" alt="" className="size-8 rounded-lg" />
            Consórcio Pro
          </Link>
          <nav aria-label="Documentos" className="flex items-center gap-1 text-sm">
            <Link href="/termos" className="hidden rounded-md px-2.5 py-1.5 text-muted hover:text-text sm:block">
              Termos
            </Link>
            <Link href="/privacidade" className="hidden rounded-md px-2.5 py-1.5 text-muted hover:text-text sm:block">
              Privacidade
            </Link>
            <Link href="/" className={buttonClasses({ variant: "outline", size: "sm", className: "ml-2" })}>
              Entrar
            </Link>
          </nav>
        </div>
      </header>
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
