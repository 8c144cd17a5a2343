import type { AccountStatus, Plan, Role, Theme } from "~/generated/prisma/enums";
import type { Db } from "~/server/db";

/** The proven identity of a request, resolved at the edge from the cookie or Bearer token. */
export type SessionContext = {
  sessionId: string;
  user: { id: string; name: string; email: string; role: Role; theme: Theme };
  account: { id: string; name: string; status: AccountStatus; plan: Plan; paidThrough: Date | null };
  termsAccepted: boolean;
};

/** Plain data: route handlers, server components and tests build the same object. */
export type Context = {
  db: Db;
  session: SessionContext | null;
  ip: string | null;
  userAgent: string | null;
};
