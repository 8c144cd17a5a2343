import type { SessionContext } from "~/features/accounts";
import type { Db } from "~/platform/db";
import type { Defer } from "~/server/after-response";

export type { SessionContext };

/** Plain data: route handlers, server components and tests build the same object. */
export type Context = {
  db: Db;
  session: SessionContext | null;
  ip: string | null;
  userAgent: string | null;
  /** The request's X-Request-Id (src/platform/request-scope.ts): shown in a 500's message; absent in tests and scripts. */
  requestId?: string;
  /** Aborts when the client goes away (the request's signal); absent in tests and scripts. */
  signal?: AbortSignal;
  /** Runs work after the response (e-mails); absent (tests, scripts): the work runs before returning. */
  defer?: Defer;
};

/** Hands the task to ctx.defer, or runs it now when there is no response to wait for. */
export async function deferOrRun(defer: Defer | undefined, task: () => Promise<unknown>): Promise<void> {
  if (defer) defer(task);
  else await task();
}
