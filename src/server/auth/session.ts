import "server-only";
import { parse as parseCookies } from "cookie";
import { decode } from "next-auth/jwt";
import { resolveSession } from "~/features/accounts/server";
import { env } from "~/env";
import type { Context, SessionContext } from "~/server/api/context";
import { afterResponse } from "~/server/after-response";
import { databaseMarkedDown, markDatabaseUp } from "~/platform/database-state";
import { probeDatabase } from "~/platform/database-probe";
import { DatabaseNotAnswering, isDatabaseUnavailable } from "~/server/internal-errors";
import { db } from "~/platform/db";
import { clientIp } from "~/platform/request-info";
import { noteAccount, requestIdFrom } from "~/platform/request-scope";

export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The named cookie's value (the first, if repeated), URL-decoded when it decodes; else raw. */
function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  return parseCookies(cookieHeader)[name] ?? null;
}

export function bearerToken(headers: Headers): string | null {
  const value = headers.get("authorization");
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/*
 * A decoded cookie's session id, kept until the token expires: decoding is a key derivation and a
 * decryption on every signed-in request, and the same cookie always decodes to the same id. What the
 * session may do is still checked in the database on every request (resolveSession), so a revoked
 * session stays refused. Bounded: the oldest entry leaves first.
 */
const DECODED_MAX = 2_000;
const decoded = new Map<string, { sid: string; until: number }>();

async function decodeSessionId(raw: string): Promise<string | null> {
  const known = decoded.get(raw);
  if (known && known.until > Date.now()) return known.sid;
  decoded.delete(raw);
  const token = await decode({ token: raw, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  if (!token || typeof token.sid !== "string") return null;
  const until = typeof token.exp === "number" ? token.exp * 1000 : Date.now() + 60_000;
  decoded.set(raw, { sid: token.sid, until });
  if (decoded.size > DECODED_MAX) decoded.delete(decoded.keys().next().value!);
  return token.sid;
}

/** Session id inside the next-auth JWT cookie, when the cookie is present and valid. */
export async function sessionIdFromCookie(headers: Headers): Promise<string | null> {
  const cookieHeader = headers.get("cookie");
  for (const name of SESSION_COOKIE_NAMES) {
    let raw: string | null;
    try {
      raw = readCookie(cookieHeader, name);
    } catch {
      // A cookie that does not even decode (`%ZZ`) is no session, not an error page.
      raw = null;
    }
    if (!raw) continue;
    const sid = await decodeSessionId(raw);
    if (sid) return sid;
  }
  return null;
}

export type AuthSource = "cookie" | "bearer" | null;

/** Resolves the caller from `Authorization: Bearer` first, then the session cookie. */
export async function sessionFromHeaders(
  headers: Headers,
): Promise<{ session: SessionContext | null; source: AuthSource }> {
  const bearer = bearerToken(headers);
  if (bearer) return { session: await resolveSession(db, { bearerToken: bearer }), source: "bearer" };
  const sid = await sessionIdFromCookie(headers);
  if (sid) return { session: await resolveSession(db, { sessionId: sid }), source: "cookie" };
  return { session: null, source: null };
}

/**
 * While this server has seen the database fail to answer (a statement past its bound, a refused
 * connection, /api/health down), a request first asks the health probe (its own connection, at most
 * 1.5 s, one question a second shared by every request) instead of each waiting out the pool's and
 * the statement's bounds: DatabaseNotAnswering (503 "Servidor ocupado…") when it still does not answer.
 */
export async function refuseWhileDatabaseDown(probe: () => Promise<boolean> = probeDatabase): Promise<void> {
  if (!databaseMarkedDown()) return;
  if (!(await probe())) throw new DatabaseNotAnswering();
  markDatabaseUp();
}

/** The tRPC context for a request: plain data built at the edge. */
export async function createContextFromHeaders(
  headers: Headers,
  signal?: AbortSignal,
): Promise<Context & { authSource: AuthSource }> {
  await refuseWhileDatabaseDown();
  const { session, source } = await sessionFromHeaders(headers).catch((error: unknown) => {
    // Remembered for the proxy's 503 page; the caller still sees the failure.
    isDatabaseUnavailable(error);
    throw error;
  });
  if (source) markDatabaseUp();
  if (session) noteAccount(session.account.id);
  return {
    db,
    session,
    ip: clientIp(headers, env.TRUSTED_PROXY_HOPS),
    userAgent: headers.get("user-agent"),
    requestId: requestIdFrom(headers) ?? undefined,
    defer: afterResponse,
    signal,
    authSource: source,
  };
}
