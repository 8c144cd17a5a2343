import "server-only";
import { bcbJobs } from "~/features/bcb/server";
import { buildTokenLinkMail, TOKEN_LINK_MAIL } from "~/features/accounts/server";
import { billingJobs } from "~/features/billing/server";
import { clientJobs } from "~/features/clients/server";
import { privacyJobs } from "~/features/privacy/server";
import { ratesJobs } from "~/features/rates/server";
import type { JobDefinition } from "~/platform/jobs";
import { mailJobs, registerMailBuilder } from "~/platform/mail/queue";

/**
 * Every queue of the app, for the process entry points (src/instrumentation.ts, scripts/worker.ts):
 * each feature lists its own JobDefinitions; a new queue goes into its feature's list, and a new
 * feature's list goes here.
 */
export function allJobs(): JobDefinition[] {
  // The e-mails built when they are sent (a link's token is issued then), for the worker.
  registerMailBuilder(TOKEN_LINK_MAIL, buildTokenLinkMail);
  return [...mailJobs(), ...billingJobs, ...clientJobs, ...privacyJobs, ...ratesJobs(), ...bcbJobs()];
}
