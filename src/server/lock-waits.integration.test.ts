// A request needing a lock another session holds waits for it in PostgreSQL, in one statement (one
// blocked session, whatever the number of requests of this process behind it: those wait in memory,
// holding no pooled connection), and goes ahead the moment the holder commits; no polling.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { login } from "~/features/accounts/server";
import { createUpload, deleteUpload } from "~/features/uploads/server";
import { SIGN_UP_PER_IP, takeRateLimit } from "~/platform/rate-limit";
import { db } from "~/platform/db";
import { DB_LIMITS } from "~/platform/db-limits";
import { BUSY_MESSAGE, lockedTransaction, transactionLock } from "~/platform/locks";
import { runInRequestScope, type RequestScope } from "~/platform/request-scope";
import { createCaller } from "~/server/api/root";
import { makeAccount, makeUser, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";
import { contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { advisoryLocks, whileLocksHeld } from "~/test/lock-waits";

const accountRowLock = (accountId: string) => ({
  text: `select id from "Account" where id = $1 for update`,
  values: [accountId],
});
const png = (color: string) =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();

describe("a request needing a lock another session holds", () => {
  it("the per-address request limit waits in one statement, then counts the request", async () => {
    const ip = uniqueIp();
    const key = `${SIGN_UP_PER_IP.name}:${ip}`;
    // Warm (the first statement of a file's run loads Prisma), so the call reaches its lock while it is held.
    await takeRateLimit(testDb, SIGN_UP_PER_IP, uniqueIp());
    const report = await whileLocksHeld([...advisoryLocks(key), ...advisoryLocks(`rate-limit:${key}`)], () =>
      takeRateLimit(testDb, SIGN_UP_PER_IP, ip),
    );
    expect(report.blockedSessions).toBe(1);
    expect(report.error).toBeUndefined();
    expect(await testDb.rateLimitHit.count({ where: { key } })).toBe(1);
  });

  it("a login's attempt reservation (per address) waits in one statement, then signs in", async () => {
    const { owner } = await makeAccount();
    const ip = uniqueIp();
    const report = await whileLocksHeld(advisoryLocks(`login:${ip}`), () =>
      login(testDb, { email: owner.email, password: PASSWORD, ip, userAgent: "vitest", kind: "WEB" }),
    );
    expect(report.blockedSessions).toBe(1);
    expect(report.error).toBeUndefined();
    expect(report.result?.session.accountId).toBe(owner.accountId);
  });

  it("a login's seat (the account's seats lock, the account row) waits in one statement, then signs in", async () => {
    const { account, owner } = await makeAccount();
    const report = await whileLocksHeld([accountRowLock(account.id), ...advisoryLocks(`seats:${account.id}`)], () =>
      login(testDb, { email: owner.email, password: PASSWORD, ip: uniqueIp(), userAgent: "vitest", kind: "WEB" }),
    );
    expect(report.blockedSessions).toBe(1);
    expect(report.error).toBeUndefined();
    expect(await testDb.session.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("an upload (the account's uploads lock, the account row) waits in one statement, then stores the image", async () => {
    const { account } = await makeAccount();
    const bytes = await png("#123456");
    const report = await whileLocksHeld([accountRowLock(account.id), ...advisoryLocks(`uploads:${account.id}`)], () =>
      createUpload(testDb, account.id, "pdf_image", bytes),
    );
    expect(report.blockedSessions).toBe(1);
    expect(report.error).toBeUndefined();
    expect(await testDb.upload.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("deleting an upload (its bytes' content lock) waits in one statement, then deletes it and its bytes", async () => {
    const { account } = await makeAccount();
    const created = await createUpload(testDb, account.id, "pdf_image", await png("#654321"));
    const key = created.url.split("/").pop() ?? "";
    const report = await whileLocksHeld(advisoryLocks(`stored-object:${key}`), () =>
      deleteUpload(testDb, account.id, created.id),
    );
    expect(report.blockedSessions).toBe(1);
    expect(report.error).toBeUndefined();
    expect(await testDb.upload.count({ where: { id: created.id } })).toBe(0);
    expect(await testDb.storedObject.count({ where: { key } })).toBe(0);
  });

  it(
    "10 parallel proposal creates in one account, its clients lock held elsewhere: one waits in PostgreSQL, all succeed, each with a handful of statements",
    { timeout: 30_000 },
    async () => {
      const { account } = await makeAccount({ plan: "five_users" });
      const seller = createCaller(contextFor(await signIn(await makeUser(account.id, "SELLER")), { db }));
      // Statements one create sends, counted as the access line counts them (the app's own pool).
      const counted = async <T>(work: () => Promise<T>) => {
        const scope: RequestScope = { requestId: `lock-${Math.random()}`, accountId: null, queries: 0 };
        const value = await runInRequestScope(scope, work);
        return { value, queries: scope.queries ?? 0, at: performance.now() };
      };
      const draft = (i: number) =>
        imovelDraft({ client: { name: `Cliente ${i}`, phone: `(11) 9${String(8000_0000 + i)}` } });
      const alone = await counted(() => seller.proposals.create(draft(99)));

      const report = await whileLocksHeld(
        advisoryLocks(`clients:${account.id}`),
        () => Promise.all(Array.from({ length: 10 }, (_, i) => counted(() => seller.proposals.create(draft(i))))),
        1_500,
      );
      expect(report.error).toBeUndefined();
      expect(report.blockedSessions).toBe(1);
      const creates = report.result!;
      expect(new Set(creates.map((c) => c.value.id)).size).toBe(10);
      // Polling took 19–77 statements a create under load; waiting costs at most one ended attempt (BEGIN, ROLLBACK) more.
      // Counted over the ten: the request scope that counts a statement is the one active when Prisma
      // reports it, and with ten transactions interleaved a few land on a neighbour's count (one create
      // showed 14, another 25, with 21 alone), while their sum stays what the creates sent.
      const sent = creates.reduce((sum, create) => sum + create.queries, 0);
      expect(sent).toBeLessThanOrEqual(creates.length * (alone.queries + 3));
      const names = (await testDb.proposal.findMany({ where: { accountId: account.id }, select: { clientName: true } }))
        .map((row) => row.clientName)
        .sort();
      expect(names).toEqual(["Cliente 99", ...Array.from({ length: 10 }, (_, i) => `Cliente ${i}`)].sort());
    },
  );

  it(
    "a lock held past the patience answers the pt-BR 409 at the patience, and the wait's lock_timeout does not outlive its statement",
    { timeout: 20_000 },
    async () => {
      const key = `lock-test:${uniqueIp()}`;
      let elapsed = 0;
      const report = await whileLocksHeld(
        advisoryLocks(key),
        async () => {
          const start = performance.now();
          try {
            return await lockedTransaction(testDb, (tx) => transactionLock(tx, key), { patienceMs: 1_000 });
          } finally {
            elapsed = performance.now() - start;
          }
        },
        3_000,
      );
      expect(report.error).toMatchObject({ code: "CONFLICT", message: BUSY_MESSAGE });
      expect(elapsed).toBeGreaterThanOrEqual(950);
      expect(elapsed).toBeLessThan(2_800);
      const after = await lockedTransaction(testDb, async (tx) => {
        await transactionLock(tx, key);
        return tx.$queryRawUnsafe<{ lock_timeout: string }[]>("show lock_timeout");
      });
      expect(after[0]?.lock_timeout).toBe(`${DB_LIMITS.lockTimeoutMs / 1000}s`);
    },
  );

  it(
    "in one server, a request waiting for a key goes before background work (an import's batch) that waited longer",
    { timeout: 30_000 },
    async () => {
      const key = `lock-test:${uniqueIp()}`;
      const order: string[] = [];
      const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const run = (name: string, options?: { background: boolean }) =>
        lockedTransaction(
          testDb,
          async (tx) => {
            await transactionLock(tx, key);
            if (name === "first") await held;
            order.push(name);
          },
          options,
        );
      const first = run("first");
      await settle();
      const batch = run("batch", { background: true });
      await settle();
      const request = run("request");
      await settle();
      release();
      await Promise.all([first, batch, request]);
      expect(order).toEqual(["first", "request", "batch"]);
    },
  );
});
