import crypto from "node:crypto";

/** 144 random bits (≥ 128 required), URL-safe: the public link's only secret. */
export function newPublicToken(): string {
  return crypto.randomBytes(18).toString("base64url");
}

/** Shape of a token we could have issued; anything else is answered 404 without a query. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
