"use client";

import { useEffect } from "react";
import { ErrorScreen } from "~/components/error-screen";
import { useSupportCode } from "~/components/support-code";
import { applyTheme } from "~/features/shell/components";
import { parseTheme, THEME_COOKIE } from "~/features/shell";

/** An unexpected error on a page: say so in pt-BR, offer another try and the way home. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const reference = useSupportCode(error.digest);
  useEffect(() => {
    console.error(error);
    // React's error recovery re-renders <html> and drops the class the head script set: put the
    // user's theme back so the error page is in their colours.
    const saved = document.cookie
      .split("; ")
      .find((c) => c.startsWith(`${THEME_COOKIE}=`))
      ?.split("=")[1];
    applyTheme(parseTheme(saved));
  }, [error]);
  return (
    <ErrorScreen
      title="Algo deu errado"
      description="Não foi possível mostrar esta página agora. Tente de novo em instantes; seus dados salvos não foram perdidos."
      reference={reference}
    >
      <button
        type="button"
        onClick={reset}
        className="inline-flex h-10 items-center rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text shadow-xs transition hover:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
      >
        Tentar de novo
      </button>
    </ErrorScreen>
  );
}
