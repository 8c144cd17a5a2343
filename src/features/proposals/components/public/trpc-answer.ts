import { recordOf } from "~/lib/json";

/**
 * Why a form posted with fetch was refused: the server's pt-BR message (else `fallback`) and the first
 * message of each field. An answer that is not a tRPC error (a proxy's page) gets the fallback. Read
 * with type guards, not a schema library: this runs on the client's public page, whose first load
 * carries no zod.
 */
export async function refusal(res: Response, fallback: string): Promise<{ message: string; fields: Record<string, string> }> {
  // A tRPC error as the endpoint answers a plain fetch (superjson's JSON form): { error: { json: { message, data: { fieldErrors } } } }.
  const body: unknown = await res.json().catch(() => null);
  const json = recordOf(recordOf(recordOf(body).error).json);
  const fieldErrors = recordOf(recordOf(json.data).fieldErrors);
  const fields: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === "string" && first) fields[key] = first;
  }
  return { message: typeof json.message === "string" ? json.message : fallback, fields };
}
