import { countVisit } from "~/features/proposals/server";
import { sessionFromHeaders } from "~/server/auth/session";
import { logInternalError } from "~/server/internal-errors";

// POST /public/propostas/<token>/view: the public page, loaded in a browser, reports the visit
// (features/proposals/link/visits.ts decides whether it counts). Always 204 with nothing to read: whether
// a link exists or counted is no one's business here.
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const viewerAccountId = async () => (await sessionFromHeaders(request.headers)).session?.account.id ?? null;
    await countVisit((await params).token, request.headers, viewerAccountId);
  } catch (error) {
    logInternalError("public proposal view", error);
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
