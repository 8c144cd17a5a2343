import { currentUserPayload } from "~/features/accounts/server";
import { createContextFromHeaders } from "~/server/auth/session";
import { errorResponse, json } from "~/server/rest";
import { requestIdFrom } from "~/platform/request-scope";

// The hottest signed-in read (every app start asks it): a plain handler over the same feature
// function as the tRPC `auth.me`, without building a tRPC caller and its middleware chain. The session
// is resolved per request as everywhere (one statement), so a revoked session is refused at once.
const SIGNED_OUT = { error: "Faça login para continuar.", code: "UNAUTHORIZED" } as const;

/** 200 {user: {id, name, email, color_slider, color_badge, terms, avatar_white, avatar_black, avatar_mark, active, role, plan}}; 401 signed out. */
export async function GET(req: Request): Promise<Response> {
  try {
    const { db, session } = await createContextFromHeaders(req.headers, req.signal);
    if (!session) return json(401, SIGNED_OUT);
    return json(200, { user: await currentUserPayload(db, session) });
  } catch (error) {
    return errorResponse(error, requestIdFrom(req.headers) ?? undefined);
  }
}
