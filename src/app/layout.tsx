import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { AppToaster } from "~/components/toaster";
import { env } from "~/env";
import { SiteFooter } from "~/features/shell/footer";
import { parseTheme, serverThemeClass, THEME_COOKIE, THEME_SCRIPT } from "~/features/shell/theme";
import { TRPCReactProvider } from "~/trpc/react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Consórcio Pro", template: "%s · Consórcio Pro" },
  description: "Simuladores e propostas de consórcio × financiamento para vendedores de consórcio.",
  icons: { icon: "/logo.svg" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The theme cookie lets the server render the right class on <html>: no flash on load.
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang="pt-BR" className={serverThemeClass(theme) || undefined} data-theme={theme} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <a href="#conteudo" className="skip-link">
          Pular para o conteúdo
        </a>
        <TRPCReactProvider>{children}</TRPCReactProvider>
        <SiteFooter registration={env.COMPANY_REGISTRATION} />
        <AppToaster />
      </body>
    </html>
  );
}
