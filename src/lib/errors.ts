// The small set of error codes features throw; the tRPC layer maps them to HTTP-ish codes and
// the UI maps them to pt-BR messages.
export const APP_ERROR_CODES = {
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  VALIDATION: 400,
  RATE_LIMITED: 429,
  PAYMENT_REQUIRED: 402,
  SEAT_LIMIT: 409,
  TERMS_REQUIRED: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The client went away before the work that depends on it (a login's session) was done. */
  CLIENT_GONE: 499,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: unknown;

  constructor(code: AppErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return APP_ERROR_CODES[this.code];
  }
}
