import { describe, expect, it } from "vitest";
import { resolveSession } from "~/features/accounts/session-resolver";
import { makeAccount, makeUser, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { createCaller } from "../root";

/** A session's caller as the route handler builds it: the same ctx, with the request's IP and UA. */
const as = (session: Awaited<ReturnType<typeof signIn>>) => callerFor(session);

describe("auth.sessions", () => {
  it("shows a seller their own sessions and the owner all of the account's, marking the current one", async () => {
    const { account, owner } = await makeAccount({ plan: "five_users" });
    const seller = await makeUser(account.id, "SELLER");
    const ownerWeb = await signIn(owner);
    const sellerWeb = await signIn(seller, { userAgent: "Mozilla/5.0 (Macintosh; Mac OS X 14_0) Firefox/131.0" });
    const sellerPhone = await signIn(seller, {
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    });

    const sellerView = await as(sellerWeb).auth.sessions();
    expect(sellerView.map((s) => s.id).sort()).toEqual([sellerWeb.sessionId, sellerPhone.sessionId].sort());
    expect(sellerView.find((s) => s.id === sellerWeb.sessionId)).toMatchObject({
      userName: seller.name,
      device: "Firefox em macOS",
      mine: true,
      current: true,
    });
    expect(sellerView.find((s) => s.id === sellerPhone.sessionId)).toMatchObject({
      device: "Safari em iOS",
      current: false,
    });

    const ownerView = await as(ownerWeb).auth.sessions();
    expect(ownerView).toHaveLength(3);
    expect(ownerView.filter((s) => s.mine).map((s) => s.id)).toEqual([ownerWeb.sessionId]);
    expect(ownerView.every((s) => s.lastSeenAt instanceof Date)).toBe(true);
  });

  it("is UNAUTHORIZED without a session", async () => {
    await expect(callerFor(null).auth.sessions()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("auth.endSession", () => {
  it("the owner ends a seller's session; the seller cannot end the owner's", async () => {
    const { account, owner } = await makeAccount({ plan: "five_users" });
    const seller = await makeUser(account.id, "SELLER");
    const ownerSession = await signIn(owner);
    const sellerSession = await signIn(seller);

    await expect(as(sellerSession).auth.endSession({ sessionId: ownerSession.sessionId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await resolveSession(testDb, { sessionId: ownerSession.sessionId })).not.toBeNull();

    await expect(as(ownerSession).auth.endSession({ sessionId: sellerSession.sessionId })).resolves.toEqual({
      ok: true,
    });
    expect(await resolveSession(testDb, { sessionId: sellerSession.sessionId })).toBeNull();
  });

  it("a user ends their own other session", async () => {
    const { owner } = await makeAccount({ plan: "five_users" });
    const laptop = await signIn(owner);
    const phone = await signIn(owner);
    await as(laptop).auth.endSession({ sessionId: phone.sessionId });
    expect(await resolveSession(testDb, { sessionId: phone.sessionId })).toBeNull();
    expect(await resolveSession(testDb, { sessionId: laptop.sessionId })).not.toBeNull();
  });

  it("another account's session id is NOT_FOUND, even for an owner", async () => {
    const mine = await makeAccount();
    const theirs = await makeAccount();
    const ownerSession = await signIn(mine.owner);
    const strangerSession = await signIn(theirs.owner);
    await expect(as(ownerSession).auth.endSession({ sessionId: strangerSession.sessionId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await resolveSession(testDb, { sessionId: strangerSession.sessionId })).not.toBeNull();
  });
});

describe("auth.endSessionWithCredentials and auth.createToken", () => {
  it("frees a seat from the login page, then the retry gets in", async () => {
    const { owner } = await makeAccount({ plan: "two_users" });
    const anonymous = createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "curl/8.5.0" }));
    const first = await anonymous.auth.createToken({ email: owner.email, password: PASSWORD });
    expect(first.token).toMatch(/^[\w-]{40,}$/);
    expect(first.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await anonymous.auth.createToken({ email: owner.email, password: PASSWORD });
    const refusal = await anonymous.auth
      .createToken({ email: owner.email, password: PASSWORD })
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: "CONFLICT", cause: { code: "SEAT_LIMIT" } });
    const sessions = (refusal as { cause: { details: { sessions: { id: string; device: string }[] } } }).cause.details
      .sessions;
    expect(sessions[0]?.device).toBe("API (curl)");

    const sessionId = sessions[0]?.id ?? "";
    await expect(
      anonymous.auth.endSessionWithCredentials({ email: owner.email, password: PASSWORD, sessionId }),
    ).resolves.toEqual({ ok: true });
    await expect(anonymous.auth.createToken({ email: owner.email, password: PASSWORD })).resolves.toHaveProperty(
      "token",
    );
  });

  it("signOut ends the calling session", async () => {
    const { owner } = await makeAccount();
    const session = await signIn(owner);
    await as(session).auth.signOut();
    expect(await resolveSession(testDb, { sessionId: session.sessionId })).toBeNull();
  });
});
