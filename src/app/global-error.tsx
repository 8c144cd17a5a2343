"use client";

import { useEffect, useSyncExternalStore } from "react";
import { ErrorScreen } from "~/components/error-screen";
import { useSupportCode } from "~/components/support-code";
import { DEFAULT_THEME, themeClassFromCookie } from "~/features/shell";
import "./globals.css";

// The theme is read once; nothing to subscribe to while the error page shows.
const noSubscription = () => () => {};

/**
 * The root layout itself failed: this replaces it, so it brings its own <html>, styles and theme
 * (read from the theme cookie in the browser; the default theme when rendered on the server).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const theme = useSyncExternalStore(
    noSubscription,
    () => themeClassFromCookie(document.cookie, window.matchMedia("(prefers-color-scheme: dark)").matches),
    () => DEFAULT_THEME,
  );
  const reference = useSupportCode(error.digest);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="pt-BR" className={theme}>
      <body className="flex min-h-dvh flex-col antialiased">
        <title>Erro · Consórcio Pro</title>
        <ErrorScreen
          title="Algo deu errado"
          description="O Consórcio Pro não conseguiu carregar agora. Tente de novo em instantes; seus dados salvos não foram perdidos."
          reference={reference}
        />
      </body>
    </html>
  );
}
