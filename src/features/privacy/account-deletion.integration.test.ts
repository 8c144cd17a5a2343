import { beforeEach, describe, expect, it, vi } from "vitest";
import { login } from "~/features/accounts/login";
import { resolveSession } from "~/features/accounts/session-resolver";
import { liveLinkBrand, publicPageFingerprint } from "~/features/proposals/link/public";
import { loadProposalDocument } from "~/features/proposals/link/load";
import { makeAccount, makeUser, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";
import { busyAccount, watchedDb } from "~/test/busy-account";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { MAIL_QUEUE } from "~/platform/mail/queue";
import { DELETE_ACCOUNT_QUEUE, deleteAccountInBatches } from "./account-deletion";

// The owner's deletion of the whole account: the request (users.deleteMe) marks the account and
// queues a job; here the process plays a web server (the job is only sent), and the tests run the
// job's work themselves.
const jobs = vi.hoisted(() => ({
  sendJob: vi.fn<(queue: string, data?: object, options?: object) => Promise<void>>(),
}));
vi.mock("~/platform/jobs", async (original) => ({
  ...(await original<object>()),
  processRole: () => "web",
  sendJob: jobs.sendJob,
}));

beforeEach(() => {
  jobs.sendJob.mockReset();
  jobs.sendJob.mockResolvedValue(undefined);
});

const BEING_DELETED = "Esta conta está sendo excluída.";
const attempt = (email: string) =>
  login(testDb, { email, password: PASSWORD, ip: uniqueIp(), userAgent: "vitest", kind: "WEB" });

async function accountWithLink() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  const sellerSession = await signIn(seller);
  const proposal = await callerFor(sellerSession).proposals.create(imovelDraft({ client: { name: "Ana Cliente" } }));
  return { account, owner, seller, sellerSession, ownerSession: await signIn(owner), token: proposal.publicToken };
}

async function counts(accountId: string) {
  const where = { accountId };
  return {
    clients: await testDb.client.count({ where }),
    events: await testDb.clientEvent.count({ where }),
    proposals: await testDb.proposal.count({ where }),
    versions: await testDb.proposalVersion.count({ where }),
    responses: await testDb.proposalResponse.count({ where }),
    users: await testDb.user.count({ where }),
    sessions: await testDb.session.count({ where }),
  };
}

/** The owner's confirmed request, as the account page sends it. */
async function requestDeletion(owner: { email: string }) {
  const ownerSession = await signIn(owner);
  await expect(callerFor(ownerSession).users.deleteMe({ confirm: "EXCLUIR" })).resolves.toEqual({ deleted: "account" });
}

describe("the owner's request to delete the account", () => {
  it("marks it and ends every session at once: login says so, sessions and public links are gone; the job is queued", async () => {
    const { account, owner, seller, sellerSession, ownerSession, token } = await accountWithLink();
    expect(await loadProposalDocument(testDb, { token: token })).not.toBeNull();
    await expect(callerFor(ownerSession).users.deleteMe({ confirm: "EXCLUIR" })).resolves.toEqual({
      deleted: "account",
    });

    // Nothing deleted yet: the job does that.
    expect(await testDb.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({
      deletingAt: expect.any(Date),
    });
    expect(jobs.sendJob).toHaveBeenCalledExactlyOnceWith(
      DELETE_ACCOUNT_QUEUE,
      { accountId: account.id },
      { singletonKey: account.id },
    );
    expect(await testDb.session.count({ where: { accountId: account.id, revokedAt: null } })).toBe(0);
    expect(await resolveSession(testDb, { sessionId: ownerSession.sessionId })).toBeNull();
    expect(await resolveSession(testDb, { sessionId: sellerSession.sessionId })).toBeNull();
    // A session opened in the same instant (its row escaped the update) is refused all the same.
    await testDb.session.updateMany({ where: { id: sellerSession.sessionId }, data: { revokedAt: null } });
    expect(await resolveSession(testDb, { sessionId: sellerSession.sessionId })).toBeNull();

    for (const email of [owner.email, seller.email])
      await expect(attempt(email)).rejects.toMatchObject({ code: "FORBIDDEN", message: BEING_DELETED });
    // A wrong password learns nothing of it.
    await expect(
      login(testDb, {
        email: owner.email,
        password: "senha-errada-123",
        ip: uniqueIp(),
        userAgent: "vitest",
        kind: "WEB",
      }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "E-mail ou senha inválidos.",
    });

    // The public link answers as an unknown one (the page's 404), its "Tenho interesse" form too.
    expect(await loadProposalDocument(testDb, { token: token })).toBeNull();
    expect(await liveLinkBrand(testDb, token)).toBeNull();
    expect(await publicPageFingerprint(testDb, token)).toBeNull();
    await expect(
      callerFor(null).proposals.respond({ token, name: "Bruno", phone: "(11) 98765-4321" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a job that cannot be queued leaves the account working", async () => {
    const { account, owner } = await accountWithLink();
    jobs.sendJob.mockRejectedValueOnce(new Error("pg-boss fora do ar"));
    await expect(callerFor(await signIn(owner)).users.deleteMe({ confirm: "EXCLUIR" })).rejects.toBeTruthy();
    expect(await testDb.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ deletingAt: null });
    await expect(attempt(owner.email)).resolves.toMatchObject({ user: { id: owner.id } });
  });
});

describe("the privacy-delete-account job", () => {
  it(
    "deletes a few thousand clients and proposals in batches, no statement near a second; another account is untouched",
    { timeout: 120_000 },
    async () => {
      const { account, owner } = await busyAccount({ clients: 2_000, proposals: 1_000 });
      const other = await accountWithLink();
      const otherBefore = await counts(other.account.id);
      await requestDeletion(owner);

      const watched = watchedDb();
      await deleteAccountInBatches(watched.client, account.id);
      expect(await testDb.account.findUnique({ where: { id: account.id } })).toBeNull();
      expect(await counts(account.id)).toEqual({
        clients: 0,
        events: 0,
        proposals: 0,
        versions: 0,
        responses: 0,
        users: 0,
        sessions: 0,
      });
      expect(await testDb.user.findUnique({ where: { id: owner.id } })).toBeNull();
      // 4 002 timeline events at 500 a statement, 2 001 clients, 1 000 proposals.
      expect(watched.calls.get("ClientEvent.deleteMany")).toBeGreaterThanOrEqual(9);
      expect(watched.calls.get("Client.deleteMany")).toBeGreaterThanOrEqual(5);
      expect(watched.calls.get("Proposal.deleteMany")).toBeGreaterThanOrEqual(2);
      console.info(
        `[long work] the account deletion job's longest statement: ${watched.longest.ms} ms (${watched.longest.what})`,
      );
      expect(watched.longest.ms).toBeLessThan(1_000);

      expect(await counts(other.account.id)).toEqual(otherBefore);
      expect(await loadProposalDocument(testDb, { token: other.token })).not.toBeNull();
    },
  );

  it("a run stopped midway (the worker killed) is finished by the next run", { timeout: 60_000 }, async () => {
    const { account, owner } = await busyAccount({ clients: 300, proposals: 200 });
    await requestDeletion(owner);
    const before = await counts(account.id);
    await expect(
      deleteAccountInBatches(testDb, account.id, {
        batchSize: 100,
        afterBatch: () => {
          throw new Error("worker killed");
        },
      }),
    ).rejects.toThrow("worker killed");
    // No confirmation while rows remain.
    expect(jobs.sendJob.mock.calls.filter(([queue]) => queue === MAIL_QUEUE)).toEqual([]);
    const midway = await counts(account.id);
    expect(midway.events).toBe(before.events - 100);
    expect(midway.clients).toBe(before.clients);
    expect(await testDb.account.findUnique({ where: { id: account.id } })).not.toBeNull();

    await deleteAccountInBatches(testDb, account.id, { batchSize: 100 });
    expect(await testDb.account.findUnique({ where: { id: account.id } })).toBeNull();
    expect(await counts(account.id)).toEqual({
      clients: 0,
      events: 0,
      proposals: 0,
      versions: 0,
      responses: 0,
      users: 0,
      sessions: 0,
    });
    // A job run again after the end finds nothing to do, and tells the owner nothing twice: the
    // confirmation went on the e-mail queue once, from the run that removed the account.
    await expect(deleteAccountInBatches(testDb, account.id)).resolves.toBeUndefined();
    const mails = jobs.sendJob.mock.calls.filter(([queue]) => queue === MAIL_QUEUE);
    // The account's only e-mail waiting: the first in the transactional queue's fair order.
    expect(mails).toEqual([[MAIL_QUEUE, { emailId: expect.any(String) }, { priority: 0 }]]);
    const [[, { emailId }]] = mails as [[string, { emailId: string }]];
    expect(await testDb.queuedEmail.findUnique({ where: { id: emailId } })).toMatchObject({
      to: owner.email,
      tag: "conta-excluida",
      subject: expect.stringMatching(/^Sua conta foi excluída em /),
    });
  });

  it("does nothing to an account its owner did not ask to delete", async () => {
    const { account } = await accountWithLink();
    const before = await counts(account.id);
    await deleteAccountInBatches(testDb, account.id);
    expect(await counts(account.id)).toEqual(before);
    expect(await testDb.account.findUnique({ where: { id: account.id } })).not.toBeNull();
  });
});
