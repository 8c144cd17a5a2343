import type { Metadata, Viewport } from "next";
import { LazyToaster } from "~/components/lazy-toaster";
import { env } from "~/env";
import { SiteFooter, ThemeScript } from "~/features/shell/components";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Consórcio Pro", template: "%s · Consórcio Pro" },
  description: "Simuladores e propostas de consórcio × financiamento para vendedores de consórcio.",
  icons: { icon: "/logo.svg" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Reads no request data, so pages that need none are prerendered (/, /termos, /privacidade…). The
// theme class is put on <html> by THEME_SCRIPT (ThemeScript) from the theme cookie, before the first paint; the CSP
// allows that script by its hash (src/server/http/security-headers.ts), so it needs no nonce.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <a href="#conteudo" className="skip-link">
          Pular para o conteúdo
        </a>
        {children}
        <SiteFooter registration={env.COMPANY_REGISTRATION} />
        <LazyToaster />
      </body>
    </html>
  );
}
