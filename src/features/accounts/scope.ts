import type { Role } from "~/generated/prisma/enums";
import type { Viewer } from "./types";

// Who sees what inside one account: the one rule every data function applies, through the scope the
// procedure ladder puts on its context (`ctx.scope`, src/server/api/trpc.ts) or, for a route or job
// holding a viewer, `scopeOf(viewer)`. The table in docs/security.md ("Roles inside the account")
// is this code in words.

/**
 * What each role reaches of the account's rows that belong to one person (a client, a proposal and
 * its answers, a session, a spreadsheet import): the OWNER every person's; the platform operator
 * (ADMIN) every person's of its own (operator) account; a SELLER only their own.
 */
const WHOLE_ACCOUNT: Record<Role, boolean> = { OWNER: true, ADMIN: true, SELLER: false };

/** The proven account, the person, and whether the person reaches the other people's rows. */
export type Scope = { accountId: string; userId: string; role: Role; wholeAccount: boolean };

export function scopeOf(viewer: Viewer): Scope {
  return {
    accountId: viewer.account.id,
    userId: viewer.user.id,
    role: viewer.user.role,
    wholeAccount: WHOLE_ACCOUNT[viewer.user.role],
  };
}

/**
 * The `where` of rows that belong to one person of the account (`column` names that person: a
 * proposal's or client's `sellerId`, a session's or import's `userId`): the whole account for the
 * owner, the person's own rows for a seller. Anything else reads as absent (NOT_FOUND).
 */
export function ownRows<C extends string>(
  viewer: Viewer | Scope,
  column: C,
): { accountId: string } & Partial<Record<C, string>> {
  const scope = "wholeAccount" in viewer ? viewer : scopeOf(viewer);
  const person: Partial<Record<C, string>> = {};
  if (!scope.wholeAccount) person[column] = scope.userId;
  return { accountId: scope.accountId, ...person };
}

/**
 * The `where` of what belongs to the person who asked for it, whatever their role (a data export:
 * the owner's whole-account export is the owner's alone; a seller's is the seller's).
 */
export function personalRows(viewer: Viewer | Scope): { accountId: string; userId: string } {
  const scope = "wholeAccount" in viewer ? viewer : scopeOf(viewer);
  return { accountId: scope.accountId, userId: scope.userId };
}
