import crypto from "node:crypto";

/** SHA-256 hex of a secret token: only the hash is stored, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
