// Integration-test helpers for HTTP-level checks: requests to the real tRPC route handler, a
// session cookie as next-auth would set it.
import { encode } from "next-auth/jwt";
import { GET as trpcGet, POST as trpcPost } from "~/app/api/trpc/[trpc]/route";
import { env } from "~/env";

export const APP_ORIGIN = new URL(env.NEXTAUTH_URL).origin;

export async function sessionCookie(sessionId: string): Promise<string> {
  return `next-auth.session-token=${await encode({ token: { sid: sessionId }, secret: env.NEXTAUTH_SECRET })}`;
}

type TrpcCall = { input?: unknown; headers?: Record<string, string>; body?: BodyInit };

/** A query (GET) through the route handler, as the browser's tRPC client sends it. */
export function trpcQuery(path: string, { input, headers = {} }: TrpcCall = {}) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  return trpcGet(new Request(`${APP_ORIGIN}/api/trpc/${path}${query}`, { headers }));
}

/** A mutation (POST) through the route handler; same-origin JSON unless the headers say otherwise. */
export function trpcMutation(path: string, { input, headers = {}, body }: TrpcCall = {}) {
  return trpcPost(
    new Request(`${APP_ORIGIN}/api/trpc/${path}`, {
      method: "POST",
      headers: { origin: APP_ORIGIN, "content-type": "application/json", ...headers },
      body: body ?? JSON.stringify({ json: input ?? null }),
    }),
  );
}

/** The tRPC error body of a non-batched call. */
export async function trpcError(response: Response): Promise<{ message: string; data: Record<string, unknown> }> {
  const body = (await response.json()) as { error: { json: { message: string; data: Record<string, unknown> } } };
  return body.error.json;
}
