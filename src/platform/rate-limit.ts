import "server-only";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { lockedTransaction, transactionLock } from "~/platform/locks";

// Request limits counted in PostgreSQL (RateLimitHit), so every app server counts the same
// requests. Each take runs under a transaction-scoped advisory lock on its key, tried and never
// waited for inside the transaction (platform/locks): parallel requests on one key are counted one
// after the other, the limit is exact, and a request waiting its turn holds no pooled connection.

export type RateLimit = { name: string; limit: number; windowMs: number; message: string };

const RESEND_MESSAGE = "Muitas solicitações a partir desta rede. Aguarde alguns minutos e tente novamente.";

export const SIGN_UP_PER_IP: RateLimit = {
  name: "signup",
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: "Muitos cadastros a partir desta rede. Aguarde uma hora e tente novamente.",
};

/** Verification resends and password-reset requests together. */
export const EMAIL_LINKS_PER_IP: RateLimit = {
  name: "email-links",
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: RESEND_MESSAGE,
};

/** Counts one request for `subject` (an IP; unknown IPs share one bucket) or throws RATE_LIMITED. */
export async function takeRateLimit(db: Db, rule: RateLimit, subject: string | null, now = new Date()): Promise<void> {
  const key = `${rule.name}:${subject ?? "unknown"}`;
  const allowed = await lockedTransaction(
    db,
    async (tx) => {
      await transactionLock(tx, `rate-limit:${key}`);
      const since = new Date(now.getTime() - rule.windowMs);
      const used = await tx.rateLimitHit.count({ where: { key, createdAt: { gt: since } } });
      if (used >= rule.limit) return false;
      await tx.rateLimitHit.create({ data: { key, createdAt: now } });
      // Old hits of this key are no longer counted by anyone.
      await tx.rateLimitHit.deleteMany({ where: { key, createdAt: { lte: since } } });
      return true;
    },
    { message: rule.message, code: "RATE_LIMITED" },
  );
  if (!allowed) throw new AppError("RATE_LIMITED", rule.message);
}
