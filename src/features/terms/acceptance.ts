import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import type { Db } from "~/platform/db";
import { PRIVACY_VERSION, TERMS_VERSION } from "./documents";

export type AcceptanceInput = {
  accountId: string;
  userId: string;
  ip: string | null;
  userAgent: string | null;
};

/**
 * Appends the acceptance of the Termos de Uso and the Política de Privacidade in force: document,
 * version, time (timestamptz, so UTC), IP and user agent. Rows are never updated; a new version
 * simply needs a new row.
 */
export async function recordCurrentAcceptance(
  db: Db | Prisma.TransactionClient,
  input: AcceptanceInput,
  now = new Date(),
) {
  const common = {
    accountId: input.accountId,
    userId: input.userId,
    acceptedAt: now,
    ip: input.ip?.slice(0, 100) ?? null,
    userAgent: input.userAgent?.slice(0, 400) ?? null,
  };
  await db.termsAcceptance.createMany({
    data: [
      { ...common, document: "TERMS", version: TERMS_VERSION },
      { ...common, document: "PRIVACY", version: PRIVACY_VERSION },
    ],
  });
}
