"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { themeCookie } from "~/features/shell/theme";
import { applyTheme } from "~/features/shell/apply-theme";
import { lazyToast } from "~/lib/lazy-toast";
import { useTRPCClient } from "~/trpc/react";
import { EmailField } from "./email-field";
import { parseLoginError, type LoginError } from "./login-error";
import { nextPathAfterLogin } from "./login-next";

// Shown only after a refused login (seat limit): its device icons and date formatting load then,
// not with the login page (/, 170 kB first-load budget).
const SeatLimitPanel = dynamic(() => import("./seat-limit-panel").then((m) => m.SeatLimitPanel), { ssr: false });

export function LoginForm() {
  const router = useRouter();
  const client = useTRPCClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [endingId, setEndingId] = useState<string | null>(null);

  async function enterApp() {
    // Paint the app in the user's own theme from the first frame.
    const user = await client.auth.session.query().catch(() => null);
    if (user) {
      document.cookie = themeCookie(user.theme);
      applyTheme(user.theme);
    }
    router.replace(nextPathAfterLogin(window.location.search));
    router.refresh();
  }

  async function attempt() {
    setPending(true);
    try {
      // next-auth's client (~10 kB gzip) loads on the first attempt, not with the login page.
      const { signIn } = await import("next-auth/react");
      const res = await signIn("credentials", { email, password, redirect: false });
      if (res?.ok && !res.error) {
        await enterApp();
        return;
      }
      setError(parseLoginError(res?.error));
    } catch {
      setError(parseLoginError(null));
    } finally {
      setPending(false);
    }
  }

  async function endSession(sessionId: string) {
    setEndingId(sessionId);
    try {
      await client.auth.endSessionWithCredentials.mutate({ email, password, sessionId });
      lazyToast("success", "Sessão encerrada. Entrando…");
      setError(null);
      await attempt();
    } catch (cause) {
      lazyToast("error", cause instanceof Error ? cause.message : "Não foi possível encerrar a sessão.");
    } finally {
      setEndingId(null);
    }
  }

  async function resend() {
    try {
      await client.auth.resendVerification.mutate({ email });
      lazyToast("success", `Se o cadastro existir, enviamos um novo link para ${email}.`);
    } catch (cause) {
      lazyToast("error", cause instanceof Error ? cause.message : "Não foi possível reenviar o e-mail.");
    }
  }

  return (
    <form
      className="space-y-5"
      aria-label="Entrar"
      onSubmit={(event) => {
        event.preventDefault();
        void attempt();
      }}
    >
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} placeholder="voce@empresa.com.br" autoFocus />
      <Field
        label="Senha"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        labelAside={
          <Link href="/forgot-password" className="text-xs font-medium text-brand hover:underline">
            Esqueci minha senha
          </Link>
        }
      />

      {error?.code === "SEAT_LIMIT" ? (
        <SeatLimitPanel error={error} endingId={endingId} onEnd={(id) => void endSession(id)} />
      ) : error?.code === "EMAIL_NOT_VERIFIED" ? (
        <Alert tone="danger" title={error.message}>
          <button type="button" onClick={() => void resend()} className="font-medium text-brand hover:underline">
            Reenviar o link de confirmação
          </button>
        </Alert>
      ) : error ? (
        <Alert tone="danger" title={error.message} />
      ) : null}

      <Button type="submit" size="lg" className="w-full" loading={pending && endingId === null}>
        Entrar
      </Button>
    </form>
  );
}
