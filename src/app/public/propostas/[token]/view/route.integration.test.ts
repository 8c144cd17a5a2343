import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { env } from "~/env";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { POST as postView } from "./route";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
// Another visitor: views count once per visitor (address + user agent) per 30 minutes.
const OTHER_PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** The beacon the public page sends once loaded, as the route receives it. */
async function beacon(token: string, headers: Record<string, string>) {
  const response = await postView(new Request(`http://localhost:3000/public/propostas/${token}/view`, { method: "POST", headers }), { params: Promise.resolve({ token }) });
  expect(response.status).toBe(204);
  expect(await response.text()).toBe("");
}

describe("POST /public/propostas/<token>/view", () => {
  it("a browser's visit counts; a crawler, a prefetch, another site's request and the seller's own session do not", async () => {
    const { account } = await makeAccount({ plan: "five_users" });
    const seller = await makeUser(account.id, "SELLER");
    const sellerCaller = callerFor(await signIn(seller));
    const proposal = await sellerCaller.proposals.create(imovelDraft({ client: { name: "Ana Cliente" } }));
    const views = async () => (await sellerCaller.proposals.get({ id: proposal.id })).viewCount;
    await beacon(proposal.publicToken, { "user-agent": PHONE, "sec-fetch-site": "same-origin" });
    expect(await views()).toBe(1);

    await beacon(proposal.publicToken, { "user-agent": "WhatsApp/2.23.20.0 A" });
    await beacon(proposal.publicToken, {});
    await beacon(proposal.publicToken, { "user-agent": PHONE, "sec-purpose": "prefetch" });
    await beacon(proposal.publicToken, { "user-agent": PHONE, "sec-fetch-site": "cross-site" });
    const session = await signIn(seller);
    const jwt = await encode({ token: { sid: session.sessionId }, secret: env.NEXTAUTH_SECRET });
    await beacon(proposal.publicToken, { "user-agent": PHONE, "sec-fetch-site": "same-origin", cookie: `next-auth.session-token=${jwt}` });
    expect(await views()).toBe(1);

    // Another account's signed-in user is a visitor like any other.
    const { owner: stranger } = await makeAccount();
    const strangerJwt = await encode({ token: { sid: (await signIn(stranger)).sessionId }, secret: env.NEXTAUTH_SECRET });
    await beacon(proposal.publicToken, { "user-agent": OTHER_PHONE, cookie: `next-auth.session-token=${strangerJwt}` });
    expect(await views()).toBe(2);
    // Unknown and malformed tokens answer the same 204 and count nothing anywhere.
    await beacon("AAAAAAAAAAAAAAAAAAAAAAAA", { "user-agent": PHONE });
    await beacon("..%2F..%2Fetc", { "user-agent": PHONE });
    expect(await views()).toBe(2);
  });
});

