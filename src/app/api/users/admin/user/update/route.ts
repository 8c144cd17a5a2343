import { json, readJson, restHandler } from "~/server/rest";

/** {terms: true} → 200 {user: {terms: true}}, recording the acceptance; any other body → 400 with field errors. */
export const PUT = restHandler(async ({ req, caller }) => {
  const body = await readJson(req);
  return json(200, { user: await caller.users.acceptTerms(body as never) });
});
