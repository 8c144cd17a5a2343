import "server-only";
import { encode } from "next-auth/jwt";
import { nextPathAfterLogin } from "~/features/accounts";
import { endSessionWithCredentials, login } from "~/features/accounts/server";
import { env } from "~/env";
import { AppError } from "~/lib/errors";
import { db } from "~/platform/db";
import { clientIp } from "~/platform/request-info";
import { BodyRefusal, readLimitedBody } from "~/server/http/body-limit";
import { CROSS_ORIGIN_MESSAGE, sameOrigin } from "~/server/http/origin";
import { plainPage } from "~/server/http/unavailable-page";
import { internalErrorMessage, logInternalError, unavailableMessage } from "~/server/internal-errors";
import { authOptions } from "./config";
import { isSeatLimitDetails, seatLimitForm } from "./seat-limit-page";

// The sign-in form sent before (or without) its JavaScript: a plain POST of e-mail and password.
// The same login() as next-auth's Credentials provider (throttle, seats, verified e-mail), the same
// JWT cookie next-auth would set, then a 303 into the app; a refusal is a small pt-BR page. The
// password only ever travels in the body. With every seat taken, the page lists the sessions with a
// form that posts back here with endSession=<id> and the password again: that session ends (the
// same check as the app's "encerrar"), then the sign-in runs.

const FORM_LIMIT_BYTES = 16 * 1024;

function refusalPage(status: number, message: string, formHtml?: string) {
  const html = plainPage({
    title: "Não foi possível entrar",
    paragraphs: [message],
    link: { href: "/", label: formHtml ? "Voltar ao login" : "Tentar novamente" },
    formHtml,
  });
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

function refusal(error: unknown, email: string): Response {
  if (error instanceof BodyRefusal) return refusalPage(error.status, error.message);
  if (error instanceof AppError && error.code === "SEAT_LIMIT" && isSeatLimitDetails(error.details)) {
    return refusalPage(error.status, error.message, seatLimitForm(email, error.details));
  }
  if (error instanceof AppError) return refusalPage(error.status, error.message);
  const unavailable = unavailableMessage(error);
  if (unavailable) return refusalPage(503, unavailable);
  return refusalPage(500, internalErrorMessage(logInternalError("form login", error)));
}

async function sessionCookie(token: { sub: string; name: string; email: string; sid: string }): Promise<string> {
  const { name, options } = authOptions.cookies!.sessionToken!;
  const maxAge = authOptions.session!.maxAge!;
  const jwt = await encode({ token, secret: env.NEXTAUTH_SECRET, maxAge });
  return [
    `${name}=${jwt}`,
    `Path=${options.path ?? "/"}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

export async function formLogin(request: Request): Promise<Response> {
  if (!sameOrigin(request.headers, request.url)) return refusalPage(403, CROSS_ORIGIN_MESSAGE);
  let email = "";
  try {
    const form = new URLSearchParams(new TextDecoder().decode(await readLimitedBody(request, FORM_LIMIT_BYTES)));
    email = (form.get("email") ?? "").slice(0, 320);
    const credentials = {
      email,
      password: form.get("password") ?? "",
      ip: clientIp(request.headers, env.TRUSTED_PROXY_HOPS),
      signal: request.signal,
    };
    const endSession = form.get("endSession");
    if (endSession) await endSessionWithCredentials(db, { ...credentials, sessionId: endSession });
    const { session, user } = await login(db, {
      ...credentials,
      userAgent: request.headers.get("user-agent"),
      kind: "WEB",
    });
    // The login page's own query (?callbackUrl=…) comes as the Referer's.
    const referer = URL.canParse(request.headers.get("referer") ?? "")
      ? new URL(request.headers.get("referer")!).search
      : "";
    return new Response(null, {
      status: 303,
      headers: {
        location: nextPathAfterLogin(referer),
        "set-cookie": await sessionCookie({ sub: user.id, name: user.name, email: user.email, sid: session.id }),
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    return refusal(error, email);
  }
}
