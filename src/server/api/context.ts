import type { SessionContext } from "~/features/accounts/types";
import type { Db } from "~/server/db";

export type { SessionContext };

/** Plain data: route handlers, server components and tests build the same object. */
export type Context = {
  db: Db;
  session: SessionContext | null;
  ip: string | null;
  userAgent: string | null;
};
