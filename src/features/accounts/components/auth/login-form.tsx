"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { lazyResolver } from "~/components/lazy-resolver";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { themeCookie } from "~/features/shell";
import { applyTheme } from "~/features/shell/components";
import { toast } from "~/lib/lazy-toast";
import { EmailField } from "./email-field";
import { parseLoginError, type LoginError } from "./login-error";
import type { LoginFormValues } from "./resolvers";
import { nextPathAfterLogin } from "./login-next";

// Shown only after a refused login (seat limit): its device icons and date formatting load then,
// not with the login page (/, 170 kB first-load budget).
const SeatLimitPanel = dynamic(() => import("./seat-limit-panel").then((m) => m.SeatLimitPanel), { ssr: false });
const resolver = lazyResolver(() => import("./resolvers").then((m) => m.loginResolver));
// The tRPC client is needed only after a sign-in attempt: it loads then.
const apiClient = () => import("~/trpc/links").then((m) => m.createBrowserClient());

function paintTheme(theme: Parameters<typeof themeCookie>[0]) {
  document.cookie = themeCookie(theme);
  applyTheme(theme);
}

/** Signs in through next-auth, then enters the app in the user's own theme; keeps the refusal. */
function useSignIn() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  async function enterApp() {
    // Paint the app in the user's own theme from the first frame.
    const user = await apiClient()
      .then((client) => client.auth.session.query())
      .catch(() => null);
    if (user) paintTheme(user.theme);
    router.replace(nextPathAfterLogin(window.location.search));
    router.refresh();
  }

  async function attempt({ email, password }: LoginFormValues) {
    // A new attempt starts clean: the last one's message (a wrong password) must not stay on screen
    // while this one is checked, or beside a login that succeeds.
    setError(null);
    setPending(true);
    try {
      // next-auth's client loads on the first attempt, not with the login page.
      const { signIn } = await import("next-auth/react");
      const res = await signIn("credentials", { email, password, redirect: false });
      if (res?.ok && !res.error) return await enterApp();
      setError(parseLoginError(res?.error));
    } catch {
      setError(parseLoginError(null));
    } finally {
      setPending(false);
    }
  }

  return { pending, error, clearError: () => setError(null), attempt };
}

/** What the refusal offers: end a live session (seat limit) or resend the confirmation link. */
function useRefusalActions(getValues: () => LoginFormValues, signIn: ReturnType<typeof useSignIn>) {
  const [endingId, setEndingId] = useState<string | null>(null);

  async function endSession(sessionId: string) {
    setEndingId(sessionId);
    try {
      await (await apiClient()).auth.endSessionWithCredentials.mutate({ ...getValues(), sessionId });
      toast.success("Sessão encerrada. Entrando…");
      signIn.clearError();
      await signIn.attempt(getValues());
    } catch (cause) {
      toast.error(cause instanceof Error ? cause.message : "Não foi possível encerrar a sessão.");
    } finally {
      setEndingId(null);
    }
  }

  async function resend() {
    const { email } = getValues();
    try {
      await (await apiClient()).auth.resendVerification.mutate({ email });
      toast.success(`Se o cadastro existir, enviamos um novo link para ${email}.`);
    } catch (cause) {
      toast.error(cause instanceof Error ? cause.message : "Não foi possível reenviar o e-mail.");
    }
  }

  return { endingId, endSession, resend };
}

function LoginRefusal({ error, actions }: { error: LoginError; actions: ReturnType<typeof useRefusalActions> }) {
  if (error.code === "SEAT_LIMIT") {
    return <SeatLimitPanel error={error} endingId={actions.endingId} onEnd={(id) => void actions.endSession(id)} />;
  }
  if (error.code === "EMAIL_NOT_VERIFIED") {
    return (
      <Alert tone="danger" title={error.message}>
        <button type="button" onClick={() => void actions.resend()} className="font-medium text-brand hover:underline">
          Reenviar o link de confirmação
        </button>
      </Alert>
    );
  }
  return <Alert tone="danger" title={error.message} />;
}

function ForgotPasswordLink() {
  return (
    <Link href="/forgot-password" className="text-xs font-medium text-brand hover:underline">
      Esqueci minha senha
    </Link>
  );
}

export function LoginForm() {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver,
    defaultValues: { email: "", password: "" },
  });
  const signIn = useSignIn();
  const actions = useRefusalActions(getValues, signIn);

  return (
    // Sent before its script runs (a slow phone, a blocked script), the form posts to /api/auth/entrar,
    // which signs in without JavaScript; once hydrated, next-auth's client does it in place.
    <form
      method="post"
      action="/api/auth/entrar"
      className="space-y-5"
      aria-label="Entrar"
      noValidate
      onFocusCapture={resolver.preload}
      onSubmit={handleSubmit(signIn.attempt)}
    >
      <EmailField {...register("email")} error={errors.email?.message} placeholder="voce@empresa.com.br" autoFocus />
      <Field
        label="Senha"
        type="password"
        autoComplete="current-password"
        {...register("password")}
        error={errors.password?.message}
        required
        labelAside={<ForgotPasswordLink />}
      />
      {signIn.error && <LoginRefusal error={signIn.error} actions={actions} />}
      <Button type="submit" size="lg" className="w-full" loading={signIn.pending && actions.endingId === null}>
        Entrar
      </Button>
    </form>
  );
}
