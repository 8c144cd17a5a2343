// Runs one billing job once (see scripts/billing.ts) and prints its report.
import { deliverMail } from "../src/platform/mail/send";
import { runLifecyclePass, runReconcile } from "../src/features/billing/server";
import { db } from "../src/platform/db";

const job = process.argv[2];
const now = new Date();
const report =
  job === "lifecycle"
    ? await runLifecyclePass(db, now, (message) => deliverMail(db, message))
    : await runReconcile(db, now);
console.log(`[billing] ${job}:`, JSON.stringify(report));
await db.$disconnect();
