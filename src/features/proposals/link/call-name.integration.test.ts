import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { PublicProposalView } from "../components/public/public-proposal";
import { publicPageFingerprint } from "./public";
import { loadProposalDocument } from "./load";

const NAME = "Ana Luísa Rodrigues de Magalhães Prado e Castro Neto";

async function greetingOf(token: string) {
  const proposal = await loadProposalDocument(testDb, { token: token });
  const html = renderToStaticMarkup(createElement(PublicProposalView, { proposal: proposal! }));
  return /<h1 id="hello"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

describe('the public page greets the client by their "Como chamar"', () => {
  it("derived from a compound first name, then as the seller typed it on the client's page", async () => {
    const { account } = await makeAccount({ plan: "five_users" });
    const seller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
    const proposal = await seller.proposals.create(imovelDraft({ client: { name: NAME } }));
    expect(await greetingOf(proposal.publicToken)).toBe("Olá, Ana Luísa!");
    expect((await seller.proposals.get({ id: proposal.id })).clientCallName).toBe("Ana Luísa");

    const before = await publicPageFingerprint(testDb, proposal.publicToken);
    await seller.clients.update({ id: proposal.clientId, name: NAME, callName: "Aninha" });
    expect(await publicPageFingerprint(testDb, proposal.publicToken)).not.toBe(before);
    expect(await greetingOf(proposal.publicToken)).toBe("Olá, Aninha!");
    const client = await seller.clients.get({ id: proposal.clientId });
    expect(client).toMatchObject({ callName: "Aninha", ownCallName: "Aninha" });

    // Emptied: derived again at read time, nothing stored.
    await seller.clients.update({ id: proposal.clientId, name: NAME, callName: "" });
    expect(await greetingOf(proposal.publicToken)).toBe("Olá, Ana Luísa!");
    expect(await seller.clients.get({ id: proposal.clientId })).toMatchObject({
      callName: "Ana Luísa",
      ownCallName: null,
    });
  });

  it("another account's seller cannot set it", async () => {
    const { account } = await makeAccount({ plan: "five_users" });
    const seller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
    const proposal = await seller.proposals.create(imovelDraft({ client: { name: "José 🏠 Pereira" } }));
    expect(await greetingOf(proposal.publicToken)).toBe("Olá, José!");
    const other = await makeAccount({ plan: "five_users" });
    const stranger = callerFor(await signIn(other.owner));
    await expect(
      stranger.clients.update({ id: proposal.clientId, name: "José", callName: "Zé" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await greetingOf(proposal.publicToken)).toBe("Olá, José!");
  });
});
