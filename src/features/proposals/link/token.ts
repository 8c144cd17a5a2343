import crypto from "node:crypto";

/** 144 random bits (≥ 128 required), URL-safe: the public link's only secret. */
export function newPublicToken(): string {
  return crypto.randomBytes(18).toString("base64url");
}

/** Shape of a token we could have issued; anything else is answered 404 without a query. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

/**
 * Request header the proxy sets to the public link's token (and clears on every other request), so the
 * link's 404 page, which receives no params, can show a revoked link's brand.
 */
export const PUBLIC_LINK_TOKEN_HEADER = "x-public-link-token";
