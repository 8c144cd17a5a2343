// Reads the error formatter's extras (src/server/api/trpc.ts) off a tRPC client error, so forms can
// put each message beside its field.
import { isRecord, recordOf } from "~/lib/json";

/** The error's `data` (fieldErrors, appCode, appDetails), or no fields when it has none. */
function dataOf(error: unknown): Record<string, unknown> {
  return recordOf(isRecord(error) ? error.data : null);
}

/**
 * One message per field: zod's field errors, plus an AppError that names its field in
 * details.field (e.g. "Este e-mail já está cadastrado." on email).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = dataOf(error);
  const out: Record<string, string> = Object.create(null);
  for (const [field, messages] of Object.entries(recordOf(data.fieldErrors))) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === "string" && first !== "") out[field] = first;
  }
  const details = recordOf(data.appDetails);
  if (typeof details.field === "string" && error instanceof Error) out[details.field] ??= error.message;
  return out;
}

/** The message for the form as a whole when no field took it. */
export function formErrorOf(error: unknown): string | null {
  if (!error) return null;
  if (Object.keys(fieldErrorsOf(error)).length > 0) return null;
  return error instanceof Error ? error.message : "Algo deu errado. Tente novamente.";
}
