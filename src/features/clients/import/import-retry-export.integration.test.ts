// Two promises of the clients' spreadsheet flows, end to end: an import whose worker died midway is
// undone and redone once by pg-boss's retry (no client twice, nothing of the dead attempt left);
// and cells a spreadsheet would run as formulas leave clients.export as text.
import { describe, expect, it } from "vitest";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { readCsv } from "./csv-read";
import { runClientImport } from "./import-job";
import { diesAfterFirstBatch } from "~/test/dying-db";

const csv = (text: string) => Buffer.from(text, "utf8").toString("base64");

async function owner() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  return { account, owner, caller: callerFor(await signIn(owner)) };
}

describe("an import whose worker died midway", () => {
  it("is left running; the retry undoes what the dead attempt wrote and imports the file once", async () => {
    const { account, owner: user, caller } = await owner();
    const { id: helena } = await caller.clients.create({ name: "Helena", phone: "(11) 93333-1111" });
    const lines = ["Nome;Telefone;E-mail", "Helena Prado;(11) 93333-1111;helena@x.com"];
    for (let i = 0; i < 250; i += 1) lines.push(`Cliente ${i};(11) 9${String(60_000_000 + i).slice(-8)};`);
    const preview = await caller.clients.import({ fileBase64: csv(lines.join("\n")) });
    const importId = `imp-killed-${account.id}`;
    const rows = preview.rows.map((r) => ({
      name: r.name,
      phone: r.phone,
      email: r.email,
      document: null,
      city: null,
      source: null,
      notes: "",
      nextContactOn: null,
      lgpdBasis: "procedimentos_preliminares",
    }));
    await testDb.clientImport.create({
      data: { id: importId, accountId: account.id, userId: user.id, total: rows.length, rows },
    });

    // The first attempt "dies" after its first batch committed.
    const dying = diesAfterFirstBatch(testDb);
    await expect(runClientImport(dying, importId)).rejects.toThrow("Connection terminated");
    const left = await testDb.clientImport.findUniqueOrThrow({ where: { id: importId } });
    expect(left.status).toBe("running");
    const fromDeadAttempt = await testDb.client.findMany({ where: { importId }, select: { id: true } });
    expect(fromDeadAttempt.length).toBeGreaterThan(0);
    expect(fromDeadAttempt.length).toBeLessThan(250);
    expect((await testDb.client.findUniqueOrThrow({ where: { id: helena } })).email).toBe("helena@x.com");

    // pg-boss's retry runs the same handler on a healthy process.
    await runClientImport(testDb, importId);
    expect(await testDb.clientImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({
      status: "done",
      processed: 251,
      created: 250,
      merged: 1,
    });
    const imported = await testDb.client.findMany({ where: { importId }, select: { id: true, phone: true } });
    expect(imported).toHaveLength(250);
    expect(new Set(imported.map((c) => c.phone)).size).toBe(250);
    // The dead attempt's rows were deleted, not kept beside the redone ones.
    expect(imported.some((c) => fromDeadAttempt.some((d) => d.id === c.id))).toBe(false);
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(251);
    expect((await testDb.client.findUniqueOrThrow({ where: { id: helena } })).email).toBe("helena@x.com");
    // A third run (a duplicate delivery) changes nothing.
    await runClientImport(testDb, importId);
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(251);
  });
});

describe("clients.export with hostile cells", () => {
  it("every cell starting with =, +, - or @ (imported or typed) is exported as text, with a leading apostrophe", async () => {
    const { caller } = await owner();
    const hostile = [
      '=HYPERLINK("http://evil.example","Clique")',
      "+5511987654321",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
    ];
    const file = [
      "Nome;Telefone;Cidade;Observações",
      ...hostile.map((name, i) => `"${name.replace(/"/g, '""')}";(11) 9${String(70_000_000 + i).slice(-8)};=1+1;@nota`),
    ];
    await caller.clients.import({ fileBase64: csv(file.join("\n")), confirm: true });
    await caller.clients.create({ name: "=IMPORTXML(A1)", phone: "(11) 94444-0000", notes: "-10" });

    const { csv: exported } = await caller.clients.export();
    const [header, ...rows] = await readCsv(exported.replace(/^\uFEFF/, ""), ";");
    const column = (name: string) => header!.indexOf(name);
    const byName = new Map(rows.map((r) => [r[column("Nome")]!, r]));
    for (const name of [...hostile, "=IMPORTXML(A1)"]) {
      const row = byName.get(`'${name}`);
      expect(row, `row for ${name}`).toBeDefined();
    }
    for (const name of hostile) {
      const row = byName.get(`'${name}`)!;
      expect(row[column("Cidade")]).toBe("'=1+1");
      expect(row[column("Observações")]).toBe("'@nota");
    }
    expect(byName.get("'=IMPORTXML(A1)")![column("Observações")]).toBe("'-10");
    // No cell of the file starts as a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });
});
