import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
import { AppToaster } from "~/components/toaster";
import { env } from "~/env";
import { NONCE_HEADER } from "~/server/http/security-headers";
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
  // The CSP allows only scripts carrying this request's nonce (src/proxy.ts).
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="pt-BR" className={serverThemeClass(theme) || undefined} data-theme={theme} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <TRPCReactProvider>{children}</TRPCReactProvider>
        <SiteFooter registration={env.COMPANY_REGISTRATION} />
        <AppToaster />
      </body>
    </html>
  );
}
