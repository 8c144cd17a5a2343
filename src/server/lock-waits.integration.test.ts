// Nothing waits on a lock while holding a pooled connection inside a transaction: while another
// session holds the lock a request needs, the request must not sit blocked in PostgreSQL (each such
// request holds one of the pool's connections, and enough of them starve every other account). It
// waits outside any transaction and goes ahead once the lock is free.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { login } from "~/features/accounts/server";
import { createUpload, deleteUpload } from "~/features/uploads/server";
import { SIGN_UP_PER_IP, takeRateLimit } from "~/platform/rate-limit";
import { makeAccount, PASSWORD, uniqueIp } from "~/test/account-fixtures";
import { testDb } from "~/test/db";
import { advisoryLocks, whileLocksHeld } from "~/test/lock-waits";

const accountRowLock = (accountId: string) => ({ text: `select id from "Account" where id = $1 for update`, values: [accountId] });
const png = (color: string) => sharp({ create: { width: 24, height: 24, channels: 3, background: color } }).png().toBuffer();

describe("a request needing a lock another session holds", () => {
  it("the per-address request limit waits outside the transaction, then counts the request", async () => {
    const ip = uniqueIp();
    const key = `${SIGN_UP_PER_IP.name}:${ip}`;
    const report = await whileLocksHeld([...advisoryLocks(key), ...advisoryLocks(`rate-limit:${key}`)], () => takeRateLimit(testDb, SIGN_UP_PER_IP, ip));
    expect(report.blockedSessions).toBe(0);
    expect(report.error).toBeUndefined();
    expect(await testDb.rateLimitHit.count({ where: { key } })).toBe(1);
  });

  it("a login's attempt reservation (per address) waits outside the transaction, then signs in", async () => {
    const { owner } = await makeAccount();
    const ip = uniqueIp();
    const report = await whileLocksHeld(advisoryLocks(`login:${ip}`), () => login(testDb, { email: owner.email, password: PASSWORD, ip, userAgent: "vitest", kind: "WEB" }));
    expect(report.blockedSessions).toBe(0);
    expect(report.error).toBeUndefined();
    expect(report.result?.session.accountId).toBe(owner.accountId);
  });

  it("a login's seat (the account's seats lock, the account row) waits outside the transaction, then signs in", async () => {
    const { account, owner } = await makeAccount();
    const report = await whileLocksHeld([accountRowLock(account.id), ...advisoryLocks(`seats:${account.id}`)], () =>
      login(testDb, { email: owner.email, password: PASSWORD, ip: uniqueIp(), userAgent: "vitest", kind: "WEB" }));
    expect(report.blockedSessions).toBe(0);
    expect(report.error).toBeUndefined();
    expect(await testDb.session.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("an upload (the account's uploads lock, the account row) waits outside the transaction, then stores the image", async () => {
    const { account } = await makeAccount();
    const bytes = await png("#123456");
    const report = await whileLocksHeld([accountRowLock(account.id), ...advisoryLocks(`uploads:${account.id}`)], () => createUpload(testDb, account.id, "pdf_image", bytes));
    expect(report.blockedSessions).toBe(0);
    expect(report.error).toBeUndefined();
    expect(await testDb.upload.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("deleting an upload (its bytes' content lock) waits outside the transaction, then deletes it and its bytes", async () => {
    const { account } = await makeAccount();
    const created = await createUpload(testDb, account.id, "pdf_image", await png("#654321"));
    const key = created.url.split("/").pop() ?? "";
    const report = await whileLocksHeld(advisoryLocks(`stored-object:${key}`), () => deleteUpload(testDb, account.id, created.id));
    expect(report.blockedSessions).toBe(0);
    expect(report.error).toBeUndefined();
    expect(await testDb.upload.count({ where: { id: created.id } })).toBe(0);
    expect(await testDb.storedObject.count({ where: { key } })).toBe(0);
  });
});
