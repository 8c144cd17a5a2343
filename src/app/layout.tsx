import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { LazyToaster } from "~/components/lazy-toaster";
import { env } from "~/env";
import { NONCE_HEADER } from "~/server/http/security-headers";
import { SiteFooter } from "~/features/shell/footer";
import { THEME_SCRIPT } from "~/features/shell/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Consórcio Pro", template: "%s · Consórcio Pro" },
  description: "Simuladores e propostas de consórcio × financiamento para vendedores de consórcio.",
  icons: { icon: "/logo.svg" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// The CSP allows only scripts carrying this request's nonce (src/proxy.ts), so pages render per
// request; the theme class is put on <html> by THEME_SCRIPT from the theme cookie, before the first paint.
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
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
