import { describe, expect, it } from "vitest";
import { publicPageFingerprint } from "./public";
import { loadProposalDocument } from "./load";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";

const LEGAL = "Imobiliária Horizonte Azul & Filhos Consultoria em Consórcios Ltda — Unidade Centro";

describe("the company's short display name, saved in settings", () => {
  it("reaches the shell's session answer and the public page's brand; the full name stays; the page's fingerprint moves", async () => {
    const { owner } = await makeAccount({ plan: "five_users" });
    const caller = callerFor(await signIn(owner));
    await caller.settings.update({ name: LEGAL });
    const proposal = await caller.proposals.create(imovelDraft({ client: { name: "Ana Luísa Prado" } }));
    expect((await loadProposalDocument(testDb, { token: proposal.publicToken }))?.brand).toMatchObject({
      name: LEGAL,
      shortName: LEGAL,
    });
    const before = await publicPageFingerprint(testDb, proposal.publicToken);

    expect(await caller.settings.update({ nome_curto: "Horizonte Azul — Centro" })).toMatchObject({
      name: LEGAL,
      nome_curto: "Horizonte Azul — Centro",
    });
    expect(await publicPageFingerprint(testDb, proposal.publicToken)).not.toBe(before);
    expect((await loadProposalDocument(testDb, { token: proposal.publicToken }))?.brand).toMatchObject({
      name: LEGAL,
      shortName: "Horizonte Azul — Centro",
    });
    const again = callerFor(await signIn(owner));
    expect(await again.auth.me()).toMatchObject({ brand_name: LEGAL, brand_short_name: "Horizonte Azul — Centro" });

    await caller.settings.update({ nome_curto: "" });
    expect((await loadProposalDocument(testDb, { token: proposal.publicToken }))?.brand.shortName).toBe(LEGAL);
  });
});
