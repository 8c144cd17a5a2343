import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import PublicProposalPage from "~/app/public/propostas/[token]/page";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft, veiculoDraft } from "~/test/proposal-fixtures";
import v1 from "./document/fixtures/stored-results-2026.11.1.json";
import { publicPdf } from "./server";
import { publicOgImage } from "./link/og-file";

/*
 * What a client receives from a public link, for fixed proposals (an imóvel, a veículo, and one
 * stored by the first engine version): the page's HTML, the PDF's bytes and the WhatsApp card's.
 * Kept in committed baselines, so a change in how proposals are stored, read or drawn that alters
 * any of them fails here; a deliberate change of the document updates the baseline with `-u`.
 */

const SELLER_EMAIL = "marina@vertice-baseline.example";
const ISSUED = new Date("2026-11-10T13:00:00Z");

async function fixedProposals() {
  const { account } = await makeAccount({ plan: "five_users" });
  const sellerUser = await makeUser(account.id, "SELLER");
  const seller = callerFor(await signIn(sellerUser));
  // The PDF prints the seller's e-mail: a fixed one, taken from whichever earlier run held it.
  await testDb.user.updateMany({ where: { email: SELLER_EMAIL }, data: { email: `${account.id}@example.com` } });
  await testDb.user.update({ where: { id: sellerUser.id }, data: { name: "Marina Souza", email: SELLER_EMAIL } });
  await testDb.settings.update({ where: { accountId: account.id }, data: { name: "Vértice Consórcios" } });
  const imovel = await seller.proposals.create(imovelDraft());
  const veiculo = await seller.proposals.create(veiculoDraft());
  const old = await seller.proposals.create(
    imovelDraft({ client: { name: "Carla Antiga", phone: "(11) 91234-0000" } }),
  );
  // The first engine's stored shape: its results, and inputs without the later fields.
  const oldVersion = await testDb.proposalVersion.findFirstOrThrow({ where: { proposalId: old.id } });
  const {
    verdict: _verdict,
    administradora: _administradora,
    rateSources: _rateSources,
    explore: _explore,
    ...oldInputs
  } = oldVersion.inputs as Record<string, unknown>;
  await testDb.proposalVersion.update({
    where: { id: oldVersion.id },
    data: { engineVersion: v1.engineVersion, inputs: oldInputs as object, results: v1.imovel },
  });
  await testDb.proposalVersion.updateMany({ where: { accountId: account.id }, data: { createdAt: ISSUED } });
  return { account, proposals: { imovel, veiculo, old } };
}

/** What differs from one run to the next (ids, tokens, generated e-mails) made constant. */
function steady(text: string, replacements: Record<string, string>) {
  let out = text;
  for (const [from, to] of Object.entries(replacements)) out = out.split(from).join(to);
  return out;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("the public link's page, PDF and card (baseline)", () => {
  // Three PDFs and three cards in render workers: beside other test files on two cores, over 30 s.
  it(
    "render as they did for an imóvel, a veículo and a proposal stored by engine 2026.11.1",
    { timeout: 120_000 },
    async () => {
      // The page reads the Banco Central's newest reference point; with none stored it uses the last
      // published one (rates/market-reference.ts), which the baseline was recorded with. Other files on
      // this worker's database may have stored points of their own.
      await testDb.officialRate.deleteMany();
      const { account, proposals } = await fixedProposals();
      const digests: Record<string, { pdf: string; og: string }> = {};
      for (const [name, proposal] of Object.entries(proposals)) {
        const replacements = { [proposal.publicToken]: "TOKEN", [proposal.id]: "PROPOSAL", [account.id]: "ACCOUNT" };
        const page = await PublicProposalPage({ params: Promise.resolve({ token: proposal.publicToken }) });
        const html = steady(renderToStaticMarkup(createElement("div", null, page)), replacements);
        await expect(html).toMatchFileSnapshot(`./__baseline__/${name}.html`);

        const pdf = await publicPdf(testDb, proposal.publicToken);
        expect(pdf.state).toBe("ready");
        const og = await publicOgImage(testDb, proposal.publicToken);
        expect(og).not.toBeNull();
        if (pdf.state !== "ready" || !og) continue;
        expect(Buffer.from(pdf.bytes).subarray(0, 5).toString()).toBe("%PDF-");
        digests[name] = { pdf: sha256(pdf.bytes), og: sha256(og) };
      }
      await expect(JSON.stringify(digests, null, 2)).toMatchFileSnapshot("./__baseline__/digests.json");
    },
  );
});
