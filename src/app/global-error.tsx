"use client";

import { useEffect, useState } from "react";
import { ErrorScreen } from "~/components/error-screen";
import { DEFAULT_THEME, themeClassFromCookie } from "~/features/shell/theme";
import "./globals.css";

/**
 * The root layout itself failed: this replaces it, so it brings its own <html>, styles and theme
 * (read from the theme cookie in the browser; the default theme when rendered on the server).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [theme, setTheme] = useState<string>(DEFAULT_THEME);
  useEffect(() => {
    console.error(error);
    setTheme(themeClassFromCookie(document.cookie, window.matchMedia("(prefers-color-scheme: dark)").matches));
  }, [error]);
  return (
    <html lang="pt-BR" className={theme}>
      <body className="flex min-h-dvh flex-col antialiased">
        <title>Erro · Consórcio Pro</title>
        <ErrorScreen
          title="Algo deu errado"
          description="O Consórcio Pro não conseguiu carregar agora. Tente de novo em instantes; seus dados salvos não foram perdidos."
        />
      </body>
    </html>
  );
}
