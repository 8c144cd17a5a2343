import { describe, expect, it } from "vitest";
import { GET as download } from "~/app/api/users/export/[id]/route";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { APP_ORIGIN, sessionCookie } from "~/test/http";
import { imovelDraft } from "~/test/proposal-fixtures";
import type { Db } from "~/platform/db";
import { runDataExport } from "./export-job";

// The LGPD export as a job: the request queues it (one per person at a time), the handler builds it
// page by page with its progress on the row, and the file is the person's who asked for it only, for
// 24 hours.

async function fetchExport(sessionId: string, id: string) {
  return download(
    new Request(`${APP_ORIGIN}/api/users/export/${id}`, { headers: { cookie: await sessionCookie(sessionId) } }),
  );
}

describe("the data export job", () => {
  it("request → job → download: the owner's whole account as an attachment, with its progress counted", async () => {
    const { account, owner } = await makeAccount({ plan: "five_users" });
    const session = await signIn(owner);
    const caller = callerFor(session);
    const proposal = await caller.proposals.create(imovelDraft({ client: { name: "Cliente da Exportação" } }));

    const requested = await caller.users.requestExport();
    expect(requested).toMatchObject({ status: "queued", processed: 0 });
    // While it is queued, another request of the same person answers the same export.
    expect((await callerFor(await signIn(owner)).users.requestExport()).id).toBe(requested.id);
    expect(await testDb.dataExport.count({ where: { accountId: account.id } })).toBe(1);
    expect((await fetchExport(session.sessionId, requested.id)).status).toBe(404);

    await runDataExport(testDb, requested.id);
    const done = await caller.users.exportStatus({ id: requested.id });
    // One proposal and its client: two rows read in pages.
    expect(done).toMatchObject({ status: "done", processed: 2, total: 2 });
    expect(done.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const response = await fetchExport(session.sessionId, requested.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="consorcio-pro-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const data = (await response.json()) as {
      scope: string;
      account: { id: string };
      proposals: { id: string }[];
      clients: { name: string }[];
    };
    expect(data).toMatchObject({ scope: "account", account: { id: account.id } });
    expect(data.proposals.map((p) => p.id)).toEqual([proposal.id]);
    expect(data.clients.map((c) => c.name)).toEqual(["Cliente da Exportação"]);

    // Once done, a new request starts a new export.
    expect((await caller.users.requestExport()).id).not.toBe(requested.id);
  });

  it("a seller's export holds only their own rows", async () => {
    const { account, owner } = await makeAccount({ plan: "five_users" });
    await callerFor(await signIn(owner)).proposals.create(imovelDraft());
    const sellerSession = await signIn(await makeUser(account.id, "SELLER"));
    const { id } = await callerFor(sellerSession).users.requestExport();
    await runDataExport(testDb, id);
    const response = await fetchExport(sellerSession.sessionId, id);
    const data = (await response.json()) as { scope: string; users: { id: string }[]; proposals: unknown[] };
    expect(data).toMatchObject({ scope: "user", users: [{ id: sellerSession.user.id }], proposals: [] });
  });

  it("the owner's whole-account export is the owner's alone: a seller of the account with its id gets NOT_FOUND and 404, nor its row by asking", async () => {
    const { account, owner } = await makeAccount({ plan: "five_users" });
    const ownerSession = await signIn(owner);
    await callerFor(ownerSession).proposals.create(imovelDraft({ client: { name: "Cliente Privado do Titular" } }));
    const ownerExport = await callerFor(ownerSession).users.requestExport();
    const sellerSession = await signIn(await makeUser(account.id, "SELLER"));
    const seller = callerFor(sellerSession);
    // Asking while the owner's is queued starts the seller's own, never answers the owner's row.
    const sellerExport = await seller.users.requestExport();
    expect(sellerExport.id).not.toBe(ownerExport.id);
    await runDataExport(testDb, ownerExport.id);
    await runDataExport(testDb, sellerExport.id);

    await expect(seller.users.exportStatus({ id: ownerExport.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const refused = await fetchExport(sellerSession.sessionId, ownerExport.id);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("Cliente Privado do Titular");
    // Nor the other way: the seller's export is the seller's.
    await expect(callerFor(ownerSession).users.exportStatus({ id: sellerExport.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await fetchExport(ownerSession.sessionId, sellerExport.id)).status).toBe(404);
    // Each still downloads their own.
    expect((await fetchExport(ownerSession.sessionId, ownerExport.id)).status).toBe(200);
    expect((await fetchExport(sellerSession.sessionId, sellerExport.id)).status).toBe(200);
  });

  it("another account's export: download 404, status NOT_FOUND", async () => {
    const a = await makeAccount();
    const b = await makeAccount();
    const { id } = await callerFor(await signIn(a.owner)).users.requestExport();
    await runDataExport(testDb, id);
    const other = await signIn(b.owner);
    await expect(callerFor(other).users.exportStatus({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await fetchExport(other.sessionId, id)).status).toBe(404);
    expect((await download(new Request(`${APP_ORIGIN}/api/users/export/${id}`))).status).toBe(401);
  });

  it("an expired export answers 404, and the next run deletes it", async () => {
    const { owner } = await makeAccount();
    const session = await signIn(owner);
    const caller = callerFor(session);
    const { id } = await caller.users.requestExport();
    await runDataExport(testDb, id);
    expect((await fetchExport(session.sessionId, id)).status).toBe(200);
    await testDb.dataExport.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await fetchExport(session.sessionId, id)).status).toBe(404);

    const next = await caller.users.requestExport();
    await runDataExport(testDb, next.id);
    expect(await testDb.dataExport.count({ where: { id } })).toBe(0);
    expect((await fetchExport(session.sessionId, next.id)).status).toBe(200);
  });

  it("a failed attempt that will be retried keeps the export in progress and the account's one; only the last attempt's failure marks it failed", async () => {
    const { account, owner } = await makeAccount();
    const caller = callerFor(await signIn(owner));
    await caller.proposals.create(imovelDraft());
    const { id } = await caller.users.requestExport();
    const failing = testDb.$extends({
      query: {
        proposal: {
          async findMany() {
            throw new Error("Connection terminated unexpectedly");
          },
        },
      },
    }) as unknown as Db;

    await expect(runDataExport(failing, id, { finalAttempt: false })).rejects.toThrow("Connection terminated");
    // The page keeps polling, and asking again answers this export: no second one starts.
    expect((await caller.users.exportStatus({ id })).status).toBe("running");
    expect((await caller.users.requestExport()).id).toBe(id);
    expect(await testDb.dataExport.count({ where: { accountId: account.id } })).toBe(1);

    await expect(runDataExport(failing, id, { finalAttempt: true })).rejects.toThrow("Connection terminated");
    expect((await caller.users.exportStatus({ id })).status).toBe("failed");
    // Now the seller can ask again, and gets a new export.
    expect((await caller.users.requestExport()).id).not.toBe(id);
  });

  it("the retry after a failed attempt finishes the same export", async () => {
    const { owner } = await makeAccount();
    const caller = callerFor(await signIn(owner));
    await caller.proposals.create(imovelDraft());
    const { id } = await caller.users.requestExport();
    let calls = 0;
    const failingOnce = testDb.$extends({
      query: {
        proposal: {
          async findMany({ args, query }) {
            if (++calls === 1) throw new Error("Connection terminated unexpectedly");
            return query(args);
          },
        },
      },
    }) as unknown as Db;
    await expect(runDataExport(failingOnce, id, { finalAttempt: false })).rejects.toThrow();
    await runDataExport(failingOnce, id, { finalAttempt: true });
    expect(await caller.users.exportStatus({ id })).toMatchObject({ status: "done", processed: 2, total: 2 });
  });
});
