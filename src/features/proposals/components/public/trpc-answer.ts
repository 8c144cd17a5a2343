import * as z from "zod";

/** A tRPC error as the endpoint answers a plain fetch (superjson's JSON form): its message and the fields' messages. */
const trpcErrorSchema = z.object({
  error: z.object({
    json: z.object({
      message: z.string().optional(),
      data: z.object({ fieldErrors: z.record(z.string(), z.array(z.string())).nullish() }).nullish(),
    }).optional(),
  }).optional(),
});

/**
 * Why a form posted with fetch was refused: the server's pt-BR message (else `fallback`) and the first
 * message of each field. An answer that is not a tRPC error (a proxy's page) gets the fallback.
 */
export async function refusal(res: Response, fallback: string): Promise<{ message: string; fields: Record<string, string> }> {
  const parsed = trpcErrorSchema.safeParse(await res.json().catch(() => null));
  const error = parsed.success ? parsed.data.error?.json : undefined;
  const fields: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error?.data?.fieldErrors ?? {})) if (messages[0]) fields[key] = messages[0];
  return { message: error?.message ?? fallback, fields };
}
