// A revoked public link's 404 shows whose link it was (the seller's brand); an unknown link
// and an unpaid account's link show nothing of any seller.
import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { revokedLinkBrand } from "./public";

describe("revokedLinkBrand", () => {
  it(
    "is the seller's brand once the link is revoked, and nothing for a live, unknown or unpaid one",
    { timeout: 60_000 },
    async () => {
      const { account } = await makeAccount({ plan: "five_users" });
      const seller = await makeUser(account.id, "SELLER");
      await testDb.settings.update({
        where: { accountId: account.id },
        data: { name: "Vértice Revogada", colorSlider: "#7c3aed" },
      });
      const proposal = await callerFor(await signIn(seller)).proposals.create(
        imovelDraft({ client: { name: "Ana Revogada" } }),
      );
      const token = proposal.publicToken;

      expect(await revokedLinkBrand(testDb, token), "a live link").toBeNull();
      expect(await revokedLinkBrand(testDb, "nao-existe-0123456789"), "an unknown link").toBeNull();
      expect(await revokedLinkBrand(testDb, "../etc"), "not a token").toBeNull();

      await testDb.proposal.update({ where: { publicToken: token }, data: { revokedAt: new Date() } });
      expect(await revokedLinkBrand(testDb, token)).toMatchObject({
        name: "Vértice Revogada",
        colors: { slider: "#7c3aed" },
      });

      await testDb.account.update({ where: { id: account.id }, data: { status: "SUSPENDED" } });
      expect(await revokedLinkBrand(testDb, token), "an unpaid account's link stays neutral").toBeNull();
    },
  );
});
