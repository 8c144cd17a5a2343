// Answers per proposal: beside the per-address limit, one proposal takes at most
// RESPONSES_PER_PROPOSAL_PER_DAY answers in 24 hours (30 by default) whoever sends them, so 200
// addresses cannot make 200 answers and 200 e-mails to one seller. The client is told so in pt-BR.
import { describe, expect, it } from "vitest";
import { env } from "~/env";
import { createCaller } from "~/server/api/root";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { PROPOSAL_FULL_MESSAGE } from "./public";

const anonymous = () => createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "Mozilla/5.0 (iPhone)" }));

describe("the per-proposal daily cap on client answers", () => {
  it("takes 30 answers from 30 addresses in a day, refuses the 31st in pt-BR, and leaves other proposals and the next day open", async () => {
    expect(env.RESPONSES_PER_PROPOSAL_PER_DAY).toBe(30);
    const { account } = await makeAccount({ plan: "five_users" });
    const seller = await makeUser(account.id, "SELLER");
    const caller = callerFor(await signIn(seller));
    const flooded = await caller.proposals.create(imovelDraft({ client: { name: "Ana Cliente" } }));
    const other = await caller.proposals.create(imovelDraft({ client: { name: "Beto Cliente" } }));

    for (let i = 0; i < 30; i += 1) {
      await expect(
        anonymous().proposals.respond({ token: flooded.publicToken, name: `Pessoa ${i}`, phone: "11987654321" }),
      ).resolves.toEqual({ ok: true });
    }
    const refused = anonymous().proposals.respond({
      token: flooded.publicToken,
      name: "Pessoa 31",
      phone: "11987654321",
    });
    await expect(refused).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: PROPOSAL_FULL_MESSAGE });
    expect(PROPOSAL_FULL_MESSAGE).toMatch(/^Esta proposta já recebeu muitas mensagens hoje/);
    expect(await testDb.proposalResponse.count({ where: { proposalId: flooded.id } })).toBe(30);
    // One e-mail per answer went out before (no worker here: sent at once), none for the refused one.
    expect(await testDb.outboxEmail.count({ where: { to: seller.email } })).toBe(30);

    // Another proposal of the same seller still takes answers.
    await expect(
      anonymous().proposals.respond({ token: other.publicToken, name: "Carla", phone: "11987654321" }),
    ).resolves.toEqual({ ok: true });

    // A day later the oldest answers no longer count.
    await testDb.proposalResponse.updateMany({
      where: { proposalId: flooded.id },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    await expect(
      anonymous().proposals.respond({ token: flooded.publicToken, name: "Pessoa 32", phone: "11987654321" }),
    ).resolves.toEqual({ ok: true });
  });
});
