import "server-only";
import { db } from "~/platform/db";
import { defineJob, processRole, sendJob } from "~/platform/jobs";
import { deliverMail, type MailMessage } from "./send";

// The e-mail queue. Requests only put messages on it; a worker (`npm run worker`, or a one-machine
// server whose PROCESS_ROLE is "all") delivers them, retrying an SMTP failure, so no request waits on
// the mail server.

export const MAIL_QUEUE = "email";

/** The worker's side: delivers each message (never queued again), retried with backoff up to 5 times. */
export const mailJob = defineJob<MailMessage>({
  queue: MAIL_QUEUE,
  retry: { retryLimit: 5, retryBackoff: true },
  run: async (jobs) => {
    for (const job of jobs) await deliverMail(db, job.data);
  },
});

/**
 * Whether this process hands e-mail to a worker instead of sending it itself: whenever it has a
 * PROCESS_ROLE (web, worker or all; "all" outside tests). Only a test process without one sends at once.
 */
export function mailThroughQueue(): boolean {
  return processRole() !== null;
}

export async function enqueueMail(message: MailMessage): Promise<void> {
  await sendJob(MAIL_QUEUE, message);
}
