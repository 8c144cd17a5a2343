// A group history whose assemblies add up to no active cota: the engine has no draw rate for it.
// `groups.save` refuses it with the engine's rule; one already stored (saved before the rule) leaves
// both PDFs of its proposals answering 200 without the odds, as the public page shows none.
import { describe, expect, it } from "vitest";
import { GET as sellerPdf } from "~/app/api/proposals/[id]/pdf/route";
import { GET as publicPdfRoute } from "~/app/public/propostas/[token]/pdf/route";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { APP_ORIGIN, sessionCookie } from "~/test/http";
import { imovelDraft } from "~/test/proposal-fixtures";
import { loadProposalDocument } from "../link/load";
import { publicExplore } from "../link/explore-data";

const RULE = "As assembleias registradas não têm nenhuma cota ativa apta.";
const assemblies = (activeCotas: number) =>
  Array.from({ length: 6 }, (_, i) => ({
    date: `2026-0${i + 1}-10`,
    activeCotas,
    drawWinners: 0,
    bidWinners: 0,
    lowestWinningBidPct: null,
  }));

describe("a group history with zero active cotas", () => {
  it("is refused at save with the engine's rule, in pt-BR, and nothing is stored", async () => {
    const { account, owner } = await makeAccount();
    const caller = callerFor(await signIn(owner));
    const error = await caller.groups
      .save({ name: "Grupo 90", source: "extrato da administradora", readOn: "2026-07-01", assemblies: assemblies(0) })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    expect(JSON.stringify((error as { shape?: unknown }).shape ?? error)).toContain(RULE);
    expect(await testDb.groupHistory.count({ where: { accountId: account.id } })).toBe(0);
  });

  it(
    "already stored: the public PDF and the seller's PDF answer 200 without the odds; the page shows none",
    { timeout: 120_000 },
    async () => {
      const { owner } = await makeAccount();
      const session = await signIn(owner);
      const caller = callerFor(session);
      const proposal = await caller.proposals.create(imovelDraft({ group: "Grupo 91" }));
      const saved = await caller.groups.save({
        name: "Grupo 91",
        source: "extrato da administradora",
        readOn: "2026-07-01",
        assemblies: assemblies(100),
      });
      // As a history saved before the rule was: every assembly with no active cota.
      await testDb.groupAssembly.updateMany({ where: { historyId: saved.id }, data: { activeCotas: 0 } });

      const page = await loadProposalDocument(testDb, { token: proposal.publicToken });
      if (!page) throw new Error("no public page");
      expect((await publicExplore(page))?.initial.odds).toEqual({ state: "none" });

      const fromLink = await publicPdfRoute(new Request(`${APP_ORIGIN}/public/propostas/${proposal.publicToken}/pdf`), {
        params: Promise.resolve({ token: proposal.publicToken }),
      });
      expect(fromLink.status).toBe(200);
      expect(fromLink.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await fromLink.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");

      const seller = await sellerPdf(
        new Request(`${APP_ORIGIN}/api/proposals/${proposal.id}/pdf`, {
          headers: { cookie: await sessionCookie(session.sessionId) },
        }),
      );
      expect(seller.status).toBe(200);
      expect(
        Buffer.from(await seller.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    },
  );
});
