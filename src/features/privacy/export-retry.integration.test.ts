// The privacy-export queue's handler as pg-boss calls it: the attempt's retryCount, against the
// queue's retryLimit, decides whether a failure leaves the export in progress (a retry follows) or
// marks it failed (none left). The export's reads fail here on every attempt.
import type { Job } from "pg-boss";
import { describe, expect, it, vi } from "vitest";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor } from "~/test/db";
import { EXPORT_QUEUE, EXPORT_RETRY } from "./export-job";
import { privacyJobs } from "./jobs";

vi.mock("./data-rights", async (original) => ({
  ...(await original<object>()),
  exportData: () => Promise.reject(new Error("Connection terminated unexpectedly")),
}));

const attempt = (exportId: string, retryCount: number) =>
  ({ id: `job-${retryCount}`, name: EXPORT_QUEUE, data: { exportId }, retryCount }) as unknown as Job;

describe("the privacy-export job's attempts", () => {
  it("the first attempt's failure keeps the export running; the last one's marks it failed", async () => {
    const { owner } = await makeAccount();
    const caller = callerFor(await signIn(owner));
    const { id } = await caller.users.requestExport();
    const job = privacyJobs.find((definition) => definition.queue === EXPORT_QUEUE)!;

    await expect(job.run([attempt(id, 0)])).rejects.toThrow("Connection terminated");
    expect((await caller.users.exportStatus({ id })).status).toBe("running");
    expect((await caller.users.requestExport()).id).toBe(id);

    await expect(job.run([attempt(id, EXPORT_RETRY.retryLimit)])).rejects.toThrow("Connection terminated");
    expect((await caller.users.exportStatus({ id })).status).toBe("failed");
  });
});
