import "server-only";
import { after } from "next/server";
import { logInternalError } from "~/server/internal-errors";

/** Work that must not make the answer slower or faster (e-mails): run once the response is sent. */
export type Defer = (task: () => Promise<unknown>) => void;

/** Next.js's after(): the task runs when the response has gone out; its failure goes to the log. */
export const afterResponse: Defer = (task) => {
  after(() => task().catch((error: unknown) => void logInternalError("after response", error)));
};
