// A tRPC procedure called the way the app's client calls it (POST, superjson's `{ json }`), with the
// page's session: for the specs that set up data no screen of theirs is about.
import { expect, type Page } from "@playwright/test";

const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:3000";

/** Calls `procedure` with `json`, expects 200 and returns the answer's data. */
export async function postTrpc(page: Page, procedure: string, json: unknown) {
  const res = await page.request.post(`${BASE_URL}/api/trpc/${procedure}`, {
    headers: { origin: BASE_URL, "content-type": "application/json" },
    data: { json },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: { json: Record<string, unknown> } } }).result.data.json;
}
