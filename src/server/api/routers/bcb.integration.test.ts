// The BCB data through the app's doors: the back office's upload (POST /api/admin/bcb, as Next.js
// calls it), the seller's search and link (tRPC), and the card a proposal reads back.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as uploadBcb } from "~/app/api/admin/bcb/route";
import { bcbCardFor } from "~/features/bcb/server";
import { loadProposalDocument } from "~/features/proposals/link/load";
import { imovelDraft } from "~/test/proposal-fixtures";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { groupRow, monthlyZip, segmentRow, ufRow, ufZip } from "~/test/bcb-files";
import { callerFor, testDb } from "~/test/db";
import { APP_ORIGIN, sessionCookie } from "~/test/http";

const SUL = { admin: "CONSÓRCIO SUL ADMINISTRADORA LTDA", cnpj: "04455667" };
const NORTE = { admin: "NORTE ADM DE CONSÓRCIOS S.A.", cnpj: "00998877" };

function zipFor(dataBase: string, contemplated: number) {
  return monthlyZip(dataBase, {
    segments: [
      segmentRow(dataBase, { ...SUL, segment: 1, fee: "19,00000" }),
      segmentRow(dataBase, { ...NORTE, segment: 1, fee: "15,00000" }),
    ],
    groups: [
      groupRow(dataBase, {
        ...SUL,
        code: "0815",
        fee: "19,00000",
        term: 180,
        assemblies: 22,
        contemplatedInMonth: contemplated,
      }),
      groupRow(dataBase, { ...NORTE, code: "0815", fee: "15,00000" }),
    ],
  });
}

async function upload(bytes: Buffer, name: string, cookie: string) {
  return uploadBcb(
    new Request(`${APP_ORIGIN}/api/admin/bcb`, {
      method: "POST",
      body: new Uint8Array(bytes),
      headers: { cookie, origin: APP_ORIGIN, "content-type": "application/zip", "x-file-name": name },
    }),
  );
}

beforeEach(async () => {
  for (const table of ["BcbSegment", "BcbGroup", "BcbUf", "BcbImport"])
    await testDb.$executeRawUnsafe(`DELETE FROM "${table}"`);
});

describe("BCB data in the app", () => {
  it("the admin uploads months; a seller's owner gets 404; a bad file answers its message and keeps the months", async () => {
    const { account, owner } = await makeAccount();
    const admin = await makeUser(account.id, "ADMIN");
    const adminCookie = await sessionCookie((await signIn(admin)).sessionId);
    const ownerCookie = await sessionCookie((await signIn(owner)).sessionId);

    expect((await upload(zipFor("202607", 4), "202607Consorcios.zip", ownerCookie)).status).toBe(404);
    const first = await upload(zipFor("202607", 4), "202607Consorcios.zip", adminCookie);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ dataBase: "202607", kind: "monthly", rows: 4 });
    expect((await upload(zipFor("202608", 6), "202608Consorcios.zip", adminCookie)).status).toBe(201);

    const bad = zipFor("202609", 1);
    const refused = await upload(bad.subarray(0, bad.length - 25), "202609Consorcios.zip", adminCookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error:
        "Arquivo 202609Consorcios.zip: não é um ZIP completo (está truncado ou corrompido). Baixe o arquivo de novo no site do Banco Central.",
    });

    const imports = await callerFor(await signIn(admin)).admin.bcbImports();
    expect(
      imports
        .filter((i) => i.state === "current")
        .map((i) => i.dataBase)
        .sort(),
    ).toEqual(["202607", "202608"]);
  });

  it("the seller finds a group, chooses one of two, links it; the card reads back; another account has none", async () => {
    const { owner } = await makeAccount();
    const admin = await makeUser((await makeAccount()).account.id, "ADMIN");
    const adminCookie = await sessionCookie((await signIn(admin)).sessionId);
    await upload(zipFor("202607", 4), "202607Consorcios.zip", adminCookie);
    await upload(zipFor("202608", 6), "202608Consorcios.zip", adminCookie);
    await upload(
      ufZip("202606", [ufRow("202606", { ...SUL, segment: 1, uf: "RS", bidQuarter: 61, drawQuarter: 39 })]),
      "202606Consorcios_UF.zip",
      adminCookie,
    );

    const seller = callerFor(await signIn(owner));
    const found = await seller.bcb.search({ admin: "", group: "0815" });
    expect(found.dataBase).toBe("202608");
    expect(found.matches.map((m) => m.adminName)).toEqual([
      "CONSÓRCIO SUL ADMINISTRADORA LTDA",
      "NORTE ADM DE CONSÓRCIOS S.A.",
    ]);
    expect((await seller.bcb.search({ admin: "sul adm", group: "0815" })).matches).toHaveLength(1);

    const card = await seller.bcb.link({
      name: "Grupo 0815",
      admin: "Sul Consórcios",
      cnpjRoot: "04455667",
      groupCode: "0815",
      uf: "rs",
    });
    expect(card).toMatchObject({
      typed: { name: "Grupo 0815", admin: "Sul Consórcios", groupCode: "0815" },
      profile: {
        status: "found",
        dataBase: "202608",
        label: "ago/2026",
        termMonths: 180,
        assembliesHeld: 22,
        adminFeePct: 19,
        segmentMedianFeePct: 17,
        months: [{ contemplated: 4 }, { contemplated: 6 }],
      },
    });
    const withState = await seller.bcb.card({ name: "  grupo 0815 " });
    expect(withState?.split).toMatchObject({ quarter: "2º trimestre de 2026", uf: "RS", bidPct: 61 });
    expect(await seller.bcb.links()).toEqual([
      {
        key: "grupo 0815",
        name: "Grupo 0815",
        adminTyped: "Sul Consórcios",
        cnpjRoot: "04455667",
        groupCode: "0815",
        uf: "RS",
      },
    ]);

    // The public proposal of that group carries the card; one of another group does not.
    const linked = await seller.proposals.create(imovelDraft({ group: "GRUPO 0815" }));
    const unlinked = await seller.proposals.create(imovelDraft({ group: "Grupo 9999" }));
    expect((await loadProposalDocument(testDb, { token: linked.publicToken }))?.bcb).toMatchObject({
      profile: { status: "found", dataBase: "202608", source: "Banco Central do Brasil, Consórcios – banco de dados" },
      split: { bidPct: 61 },
    });
    expect((await loadProposalDocument(testDb, { token: unlinked.publicToken }))?.bcb).toBeNull();

    // Another account: no card, and its unlink of the same name finds nothing.
    const other = callerFor(await signIn((await makeAccount()).owner));
    expect(await other.bcb.card({ name: "Grupo 0815" })).toBeNull();
    await expect(other.bcb.unlink({ name: "Grupo 0815" })).rejects.toMatchObject({ code: "NOT_FOUND" });

    // A newer month without the group: the card says it is missing from that month.
    await upload(
      monthlyZip("202609", {
        segments: [segmentRow("202609", { ...NORTE, segment: 1, fee: "15,0" })],
        groups: [groupRow("202609", { ...NORTE, code: "0815" })],
      }),
      "202609Consorcios.zip",
      adminCookie,
    );
    const { account } = await testDb.user.findUniqueOrThrow({
      where: { id: owner.id },
      select: { account: { select: { id: true } } },
    });
    expect((await bcbCardFor(testDb, account.id, "grupo 0815"))?.profile).toEqual({
      status: "missing",
      dataBase: "202609",
      label: "set/2026",
    });
  });
});
