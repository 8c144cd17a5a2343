import { json, readJson, restHandler } from "~/server/rest";

/** {email, password} → 200 {token, expiresAt}; 401 wrong credentials, 409 {error, sessions} seat cap, 429 throttled. */
export const POST = restHandler(async ({ req, caller }) => {
  const body = await readJson(req);
  return json(200, await caller.auth.createToken(body as never));
});

/** Bearer → 204: the API session ends and frees its seat. */
export const DELETE = restHandler(async ({ caller }) => {
  await caller.auth.signOut();
  return new Response(null, { status: 204 });
});
