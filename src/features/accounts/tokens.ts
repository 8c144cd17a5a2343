import "server-only";
import crypto from "node:crypto";
import { env } from "~/env";
import type { Prisma } from "~/generated/prisma/client";
import type { TokenPurpose } from "~/generated/prisma/enums";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { hashToken } from "~/lib/hash";

type Tx = Prisma.TransactionClient;

const HOUR_MS = 60 * 60 * 1000;
export const USER_TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 24 * HOUR_MS,
  RESET_PASSWORD: HOUR_MS,
  CHANGE_EMAIL: 24 * HOUR_MS,
};

// At most this many e-mails of one kind per user in the window: stops "resend" from being used to
// flood someone's inbox. The caller still answers { ok: true }.
const ISSUE_WINDOW_MS = 15 * 60 * 1000;
const MAX_ISSUED_PER_WINDOW = 3;

const INVALID: Record<TokenPurpose, string> = {
  VERIFY_EMAIL: "Link de confirmação inválido ou expirado.",
  RESET_PASSWORD: "Link de redefinição de senha inválido ou expirado. Peça um novo.",
  CHANGE_EMAIL: "Link de confirmação inválido ou expirado.",
};

/** Where each e-mail's link lands; the pages read the `token` query parameter. */
const LINK_PATH: Record<TokenPurpose, string> = {
  VERIFY_EMAIL: "/verificar-email",
  RESET_PASSWORD: "/reset-password",
  CHANGE_EMAIL: "/verificar-email",
};

export function tokenLink(purpose: TokenPurpose, token: string): string {
  const url = new URL(LINK_PATH[purpose], env.NEXTAUTH_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * A random 256-bit single-use token; only its SHA-256 is stored. Null when the user already got
 * MAX_ISSUED_PER_WINDOW of this kind in the last 15 minutes.
 */
export async function issueUserToken(
  db: Db | Tx,
  userId: string,
  purpose: TokenPurpose,
  now = new Date(),
  newEmail: string | null = null,
): Promise<string | null> {
  const recent = await db.userToken.count({
    where: { userId, purpose, createdAt: { gt: new Date(now.getTime() - ISSUE_WINDOW_MS) } },
  });
  if (recent >= MAX_ISSUED_PER_WINDOW) return null;
  const token = crypto.randomBytes(32).toString("base64url");
  await db.userToken.create({
    data: {
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + USER_TOKEN_TTL_MS[purpose]),
    },
  });
  return token;
}

/**
 * Spends a token inside the caller's transaction: the conditional update is what decides, so two
 * clicks on the same link cannot both succeed. Unknown, used, expired or other-purpose tokens all
 * get the same VALIDATION answer.
 */
export async function consumeUserToken(
  tx: Tx,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const row = await tx.userToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, purpose: true },
  });
  if (!row || row.purpose !== purpose) throw new AppError("VALIDATION", INVALID[purpose]);
  const { count } = await tx.userToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) throw new AppError("VALIDATION", INVALID[purpose]);
  return row.userId;
}
