// The draw part of a public proposal's odds from the Banco Central's files, on the real PostgreSQL:
// a group linked to its BCB group whose typed history has no draw counts.
import { beforeEach, describe, expect, it } from "vitest";
import { importBcbZip } from "~/features/bcb/server";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { groupRow, monthlyZip, segmentRow, ufRow, ufZip } from "~/test/bcb-files";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { oddsTable } from "../document/odds-table";
import { storedSimulation } from "../document/simulation";
import { publicExplore } from "./explore-data";
import { loadProposalDocument } from "./load";

const SUL = { admin: "CONSÓRCIO SUL ADMINISTRADORA LTDA", cnpj: "04455667" };
// Active quotas of the group each month: 3000 em dia + 80 + 250 inadimplentes = 3330.
const month = (dataBase: string, contemplatedInMonth: number) =>
  monthlyZip(dataBase, {
    segments: [segmentRow(dataBase, { ...SUL, segment: 1, fee: "19,00000" })],
    groups: [groupRow(dataBase, { ...SUL, code: "0815", contemplatedInMonth })],
  });

const typed = (drawWinners: number) =>
  [30, 40, 25, null, 50, 35].map((bid, i) => ({
    date: `2026-0${i + 1}-10`,
    activeCotas: 100,
    drawWinners,
    bidWinners: bid === null ? 0 : 2,
    lowestWinningBidPct: bid,
  }));

beforeEach(async () => {
  for (const table of ["BcbSegment", "BcbGroup", "BcbUf", "BcbImport"])
    await testDb.$executeRawUnsafe(`DELETE FROM "${table}"`);
  await importBcbZip(testDb, month("202607", 10), { file: "202607Consorcios.zip", origin: "cli", pauseMs: 0 });
  await importBcbZip(testDb, month("202608", 14), { file: "202608Consorcios.zip", origin: "cli", pauseMs: 0 });
  await importBcbZip(
    testDb,
    ufZip("202606", [
      ufRow("202606", { ...SUL, segment: 1, uf: "RS", bidQuarter: 60, drawQuarter: 40 }),
      ufRow("202606", { ...SUL, segment: 1, uf: "SP", bidQuarter: 90, drawQuarter: 10 }),
    ]),
    { file: "202606Consorcios_UF.zip", origin: "cli", pauseMs: 0 },
  );
});

async function linkedProposal({ drawWinners, uf, link = true }: { drawWinners: number; uf: string; link?: boolean }) {
  const { owner } = await makeAccount();
  const seller = callerFor(await signIn(owner));
  await seller.groups.save({
    name: "Grupo 0815",
    source: "extrato da administradora",
    readOn: "2026-07-01",
    assemblies: typed(drawWinners),
  });
  if (link) await seller.bcb.link({ name: "Grupo 0815", admin: "Sul", cnpjRoot: SUL.cnpj, groupCode: "0815", uf });
  const proposal = await seller.proposals.create(imovelDraft({ group: "grupo 0815" }));
  const page = await loadProposalDocument(testDb, { token: proposal.publicToken });
  if (!page) throw new Error("no page");
  const explore = await publicExplore(page);
  if (!explore) throw new Error("no exploration");
  return { page, explore };
}

describe("the Banco Central's draw rate in a proposal's odds", () => {
  it("a linked group whose typed history has no draw counts: the page's odds use its contemplations × the state's sorteio share over its active quotas", async () => {
    const { page, explore } = await linkedProposal({ drawWinners: 0, uf: "RS" });
    // (10 + 14 contemplated) × 40 % by sorteio in RS, over 2 × 3330 active quotas, Jeffreys-smoothed.
    const chance = (24 * 0.4 + 0.5) / (2 * 3330 + 1);
    expect(explore.history?.draw).toEqual({ chance, label: "ago/2026" });
    expect(explore.initial.odds).toMatchObject({ state: "ok", pDraw: chance });
    // The PDF's odds table reads the same history and says where the rate came from.
    expect(oddsTable(storedSimulation(page.snapshot.inputs), explore.history)?.drawSource).toBe(
      "Chance de sorteio pelos dados do Banco Central (base de ago/2026): 0,15\u00a0% por assembleia.",
    );
  });

  it("without a state on the link, the administradora's sorteio share over every state", async () => {
    const { explore } = await linkedProposal({ drawWinners: 0, uf: "" });
    const chance = (24 * (50 / 200) + 0.5) / (2 * 3330 + 1);
    expect(explore.initial.odds).toMatchObject({ state: "ok", pDraw: chance });
  });

  it("a typed history with draw counts keeps its own rate; an unlinked group has no Banco Central rate", async () => {
    const withDraws = await linkedProposal({ drawWinners: 1, uf: "RS" });
    expect(withDraws.explore.history?.draw).toBeNull();
    expect(withDraws.explore.initial.odds).toMatchObject({ state: "ok", pDraw: 6.5 / 601 });

    const unlinked = await linkedProposal({ drawWinners: 0, uf: "RS", link: false });
    expect(unlinked.page.bcb).toBeNull();
    expect(unlinked.explore.history?.draw).toBeNull();
    expect(unlinked.explore.initial.odds).toMatchObject({ state: "ok", pDraw: 0.5 / 601 });
  });

  it("without any quarterly split the Banco Central gives no draw rate, and the typed history's stays", async () => {
    await testDb.$executeRawUnsafe(`DELETE FROM "BcbUf"`);
    await testDb.$executeRawUnsafe(`DELETE FROM "BcbImport" WHERE "kind" = 'quarterly_uf'`);
    const { explore } = await linkedProposal({ drawWinners: 0, uf: "RS" });
    expect(explore.history?.draw).toBeNull();
    expect(explore.initial.odds).toMatchObject({ state: "ok", pDraw: 0.5 / 601 });
  });
});
