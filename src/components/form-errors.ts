// Reads the error formatter's extras (src/server/api/trpc.ts) off a tRPC client error, so forms can
// put each message beside its field.

type ErrorData = {
  fieldErrors?: Record<string, string[] | undefined> | null;
  appCode?: string | null;
  appDetails?: unknown;
};

function dataOf(error: unknown): ErrorData | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const data = (error as { data?: unknown }).data;
  return typeof data === "object" && data !== null ? (data as ErrorData) : null;
}

/**
 * One message per field: zod's field errors, plus an AppError that names its field in
 * details.field (e.g. "Este e-mail já está cadastrado." on email).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = dataOf(error);
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [field, messages] of Object.entries(data?.fieldErrors ?? {})) {
    if (messages?.[0]) out[field] = messages[0];
  }
  const details = data?.appDetails as { field?: unknown } | null | undefined;
  if (details && typeof details.field === "string" && error instanceof Error) out[details.field] ??= error.message;
  return out;
}

/** The message for the form as a whole when no field took it. */
export function formErrorOf(error: unknown): string | null {
  if (!error) return null;
  if (Object.keys(fieldErrorsOf(error)).length > 0) return null;
  return error instanceof Error ? error.message : "Algo deu errado. Tente novamente.";
}
