import { describe, expect, it } from "vitest";
import type { Db } from "~/platform/db";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { publicOgImage } from "../link/og-file";
import { publicPdf } from "./public-pdf";

// A cached public PDF cost the token, status and brand queries before its cache lookup.

/** testDb, counting every statement it sends (model operations and raw SQL). */
function countingDb() {
  const counter = { statements: 0 };
  const db = testDb.$extends({
    query: {
      async $allOperations({ args, query }) {
        counter.statements += 1;
        return query(args);
      },
    },
  }) as unknown as Db;
  return { db, counter };
}

describe("the public PDF and og:image by fingerprint", () => {
  it(
    "a repeated download is one query; an edit, a suspension or a revocation is seen by the next one",
    { timeout: 60_000 },
    async () => {
      const { account } = await makeAccount({ plan: "five_users" });
      const seller = await makeUser(account.id, "SELLER");
      const sellerCaller = callerFor(await signIn(seller));
      const proposal = await sellerCaller.proposals.create(imovelDraft({ client: { name: "Ana Cliente" } }));
      const token = proposal.publicToken;
      const { db, counter } = countingDb();
      const download = async () => {
        counter.statements = 0;
        const pdf = await publicPdf(db, token);
        return { pdf, statements: counter.statements };
      };

      const first = await download();
      expect(first.pdf).toMatchObject({ state: "ready", accountId: account.id, clientName: "Ana Cliente" });
      expect(first.pdf.state === "ready" && first.pdf.cache).not.toBe("hit");
      for (let i = 0; i < 3; i += 1) {
        const again = await download();
        expect(again.pdf).toMatchObject({ state: "ready", cache: "hit", clientName: "Ana Cliente" });
        expect(again.statements).toBe(1);
      }

      // What only the PDF draws moves it too: the seller's e-mail, a PDF image of the account.
      await testDb.$executeRaw`UPDATE "User" SET "email" = ${`novo-${seller.id}@example.com`} WHERE "id" = ${seller.id}`;
      expect((await download()).pdf).toMatchObject({ state: "ready", cache: expect.not.stringMatching(/^hit$/) });
      expect((await download()).pdf).toMatchObject({ cache: "hit" });
      await testDb.upload.create({
        data: {
          accountId: account.id,
          kind: "pdf_image",
          storageKey: "sha256-nao-existe",
          contentType: "image/png",
          size: 1,
          width: 1,
          height: 1,
        },
      });
      expect((await download()).pdf).toMatchObject({ state: "ready", cache: expect.not.stringMatching(/^hit$/) });
      await testDb.$executeRaw`UPDATE "Settings" SET "whatsapp" = '11955554444' WHERE "accountId" = ${account.id}`;
      expect((await download()).pdf).toMatchObject({ state: "ready", cache: expect.not.stringMatching(/^hit$/) });

      // Suspended: the next download is refused, however warm the cache; paid again, served again.
      await testDb.account.update({ where: { id: account.id }, data: { status: "SUSPENDED" } });
      expect((await download()).pdf).toEqual({ state: "unavailable" });
      await testDb.account.update({ where: { id: account.id }, data: { status: "ACTIVE" } });
      expect((await download()).pdf).toMatchObject({ state: "ready", cache: "hit" });

      await sellerCaller.proposals.revokeLink({ id: proposal.id });
      expect((await download()).pdf).toEqual({ state: "missing" });
    },
  );

  it(
    "a repeated og:image is one query; a suspension or a revocation is seen by the next one",
    { timeout: 60_000 },
    async () => {
      const { account } = await makeAccount({ plan: "five_users" });
      const sellerCaller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
      const proposal = await sellerCaller.proposals.create(imovelDraft({ client: { name: "Ana Cliente" } }));
      const { db, counter } = countingDb();
      const card = async () => {
        counter.statements = 0;
        const bytes = await publicOgImage(db, proposal.publicToken);
        return { bytes, statements: counter.statements };
      };
      const first = await card();
      expect(Buffer.from(first.bytes!).subarray(1, 4).toString()).toBe("PNG");
      const again = await card();
      expect(again.statements).toBe(1);
      expect(again.bytes).toBe(first.bytes);

      await testDb.account.update({ where: { id: account.id }, data: { status: "SUSPENDED" } });
      expect((await card()).bytes).toBeNull();
      await testDb.account.update({ where: { id: account.id }, data: { status: "ACTIVE" } });
      expect((await card()).statements).toBe(1);
      await sellerCaller.proposals.revokeLink({ id: proposal.id });
      expect((await card()).bytes).toBeNull();
    },
  );
});
