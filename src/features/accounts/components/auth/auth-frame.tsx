import Link from "next/link";
import { cn } from "~/components/ui/cn";

/** The green-gradient frame of the sign-in, sign-up and recovery pages (no logged-in shell). */
export function AuthBackground({ children }: { children: React.ReactNode }) {
  return (
    <div className="auth-gradient flex min-h-dvh flex-1 flex-col items-center px-4 py-10 sm:justify-center">
      <header className="mb-8">
        <Link
          href="/"
          className="flex items-center gap-2.5 rounded-lg text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo */}
          <img src="/logo.svg" alt="" className="size-10 rounded-xl shadow-lg ring-1 ring-white/25" />
          <span className="text-xl font-semibold tracking-tight">Consórcio Pro</span>
        </Link>
      </header>
      <main id="conteudo" tabIndex={-1} className="flex w-full flex-col items-center outline-none">
        {children}
      </main>
      <footer className="mt-8 text-center text-xs text-white/90">
        <nav aria-label="Documentos">
          <Link href="/termos" className="rounded-sm hover:text-white hover:underline focus-visible:outline-white">
            Termos de Uso
          </Link>
          <span className="mx-2" aria-hidden>
            ·
          </span>
          <Link href="/privacidade" className="rounded-sm hover:text-white hover:underline focus-visible:outline-white">
            Política de Privacidade
          </Link>
        </nav>
      </footer>
    </div>
  );
}

export function AuthCard({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn("w-full", wide ? "max-w-xl" : "max-w-md")}>
      <section className="rounded-2xl bg-surface p-6 shadow-2xl shadow-black/25 ring-1 ring-black/5 sm:p-8">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
        {description && <p className="mt-1.5 text-sm text-muted">{description}</p>}
        <div className="mt-6">{children}</div>
      </section>
      {footer && <div className="mt-5 text-center text-sm text-white">{footer}</div>}
    </div>
  );
}
