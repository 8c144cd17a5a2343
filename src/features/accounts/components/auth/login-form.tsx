"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { credentialsSchema } from "~/features/accounts/schema";
import { themeCookie, type ThemePreference } from "~/features/shell/theme";
import { applyTheme } from "~/features/shell/theme-provider";
import { useTRPCClient } from "~/trpc/react";
import { EmailField } from "./email-field";
import { parseLoginError, type LoginError } from "./login-error";
import { SeatLimitPanel } from "./seat-limit-panel";

/** Relative in-app paths only, so a crafted link cannot send the user elsewhere after login. */
function safeNext(next: string | null | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : "/dashboard";
}

/** Paints the app in the user's own theme from the first frame (cookie for the server render, class now). */
function adoptTheme(theme: ThemePreference) {
  document.cookie = themeCookie(theme);
  applyTheme(theme);
}

export function LoginForm({ next }: { next?: string | null }) {
  const router = useRouter();
  const client = useTRPCClient();
  const { register, handleSubmit, getValues, formState: { errors } } = useForm({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: "", password: "" },
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [endingId, setEndingId] = useState<string | null>(null);

  async function enterApp() {
    const user = await client.auth.session.query().catch(() => null);
    if (user) adoptTheme(user.theme);
    router.replace(safeNext(next));
    router.refresh();
  }

  async function attempt() {
    const { email, password } = getValues();
    setPending(true);
    try {
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
    const { email, password } = getValues();
    setEndingId(sessionId);
    try {
      await client.auth.endSessionWithCredentials.mutate({ email, password, sessionId });
      toast.success("Sessão encerrada. Entrando…");
      setError(null);
      await attempt();
    } catch (cause) {
      toast.error(cause instanceof Error ? cause.message : "Não foi possível encerrar a sessão.");
    } finally {
      setEndingId(null);
    }
  }

  async function resend() {
    const { email } = getValues();
    try {
      await client.auth.resendVerification.mutate({ email });
      toast.success(`Se o cadastro existir, enviamos um novo link para ${email}.`);
    } catch (cause) {
      toast.error(cause instanceof Error ? cause.message : "Não foi possível reenviar o e-mail.");
    }
  }

  return (
    <form noValidate className="space-y-5" aria-label="Entrar" onSubmit={handleSubmit(() => attempt())}>
      <EmailField {...register("email")} error={errors.email?.message} placeholder="voce@empresa.com.br" autoFocus />
      <Field
        label="Senha"
        type="password"
        autoComplete="current-password"
        {...register("password")}
        error={errors.password?.message}
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
