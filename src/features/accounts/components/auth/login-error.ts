// next-auth hands the Credentials provider's thrown message back as `res.error`; the server puts
// {code, message, details} there as JSON (src/server/auth/config.ts).

export type LiveSession = {
  id: string;
  userName: string;
  device: string;
  lastSeenAt: string;
  startedAt: string | null;
  mine: boolean;
};

export type LoginError =
  | { code: "SEAT_LIMIT"; message: string; sessions: LiveSession[]; canEndAny: boolean; seats: number | null }
  | { code: "EMAIL_NOT_VERIFIED"; message: string }
  | { code: "RATE_LIMITED" | "UNAUTHORIZED" | "OTHER"; message: string };

const FALLBACK: Record<string, string> = {
  UNAUTHORIZED: "E-mail ou senha inválidos.",
  RATE_LIMITED: "Muitas tentativas de login. Aguarde 15 minutos e tente novamente.",
  OTHER: "Não foi possível entrar agora. Tente novamente em instantes.",
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function toSessions(value: unknown): LiveSession[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((s) => ({
    id: String(s.id),
    userName: typeof s.userName === "string" ? s.userName : "",
    device: typeof s.device === "string" ? s.device : "Dispositivo desconhecido",
    lastSeenAt: typeof s.lastSeenAt === "string" ? s.lastSeenAt : new Date().toISOString(),
    startedAt: typeof s.startedAt === "string" ? s.startedAt : null,
    mine: s.mine === true,
  }));
}

export function parseLoginError(raw: string | null | undefined): LoginError {
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    // "CredentialsSignin" and other plain next-auth codes
  }
  if (!isObject(parsed) || typeof parsed.code !== "string") {
    return raw === "CredentialsSignin"
      ? { code: "UNAUTHORIZED", message: FALLBACK.UNAUTHORIZED! }
      : { code: "OTHER", message: FALLBACK.OTHER! };
  }
  const message =
    typeof parsed.message === "string" && parsed.message ? parsed.message : (FALLBACK[parsed.code] ?? FALLBACK.OTHER!);
  const details = isObject(parsed.details) ? parsed.details : {};
  switch (parsed.code) {
    case "SEAT_LIMIT":
      return {
        code: "SEAT_LIMIT",
        message,
        sessions: toSessions(details.sessions),
        canEndAny: details.canEndAny === true,
        seats: typeof details.seats === "number" ? details.seats : null,
      };
    case "FORBIDDEN":
      return details.reason === "EMAIL_NOT_VERIFIED"
        ? { code: "EMAIL_NOT_VERIFIED", message }
        : { code: "OTHER", message };
    case "RATE_LIMITED":
    case "UNAUTHORIZED":
      return { code: parsed.code, message };
    default:
      return { code: "OTHER", message };
  }
}
