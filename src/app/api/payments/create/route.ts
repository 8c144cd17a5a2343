import { json, readJson, restHandler } from "~/server/rest";

/** POST /api/payments/create {plan} → 200 {init_point}; cookie (same origin) or Bearer. */
export const POST = restHandler(async ({ req, caller }) => {
  const body = (await readJson(req)) as { plan?: unknown };
  return json(200, await caller.payments.create({ plan: body?.plan as never }));
});
