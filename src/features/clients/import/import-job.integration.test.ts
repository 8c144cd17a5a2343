// The spreadsheet import as a worker job: comma and tab files with every column previewed, one
// import at a time per account, progress readable only by its account, and a job failing midway
// leaving nothing of the file behind (created clients deleted, filled-in contacts cleared).
import { describe, expect, it } from "vitest";
import type { Db } from "~/platform/db";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { sessionCookie, trpcError, trpcMutation } from "~/test/http";
import { IMPORT_ACCOUNT_DELETING_MESSAGE, IMPORT_BUSY_MESSAGE, runClientImport } from "./import-job";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE } from "../import-limits";

const csv = (text: string) => Buffer.from(text, "utf8").toString("base64");

async function owner() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  return { account, owner, caller: callerFor(await signIn(owner)) };
}

describe("clients.import as a job", () => {
  it.each([
    [
      "commas (Google Sheets)",
      ",",
      'Nome,Telefone,E-mail,CPF,Cidade,Origem,Observações\r\n"Lima, Ana",(11) 98765-1111,ana@x.com,529.982.247-25,Campinas,Indicação,"prefere manhã; ligar"\r\n',
    ],
    [
      "tabs",
      "\t",
      "Nome\tTelefone\tE-mail\tCPF\tCidade\tOrigem\tObservações\nLima, Ana\t(11) 98765-1111\tana@x.com\t529.982.247-25\tCampinas\tIndicação\tprefere manhã; ligar\n",
    ],
  ])("reads a file separated by %s and previews every column as read", async (_label, separator, text) => {
    const { caller } = await owner();
    const preview = await caller.clients.import({ fileBase64: csv(text) });
    expect(preview.separator).toBe(separator);
    expect(preview.rows).toEqual([
      {
        line: 2,
        name: "Lima, Ana",
        phone: "11987651111",
        email: "ana@x.com",
        document: "52998224725",
        city: "Campinas",
        source: "Indicação",
        notes: "prefere manhã; ligar",
        action: "create",
        errors: [],
      },
    ]);
  });

  it("one import at a time per account, with a pt-BR message; progress is the account's own", async () => {
    const a = await owner();
    const b = await owner();
    const file = csv("Nome;Telefone\nAna;(11) 98765-2222\n");
    const done = await a.caller.clients.import({ fileBase64: file, confirm: true });
    expect(done).toMatchObject({ written: true, created: 1 });
    expect(await a.caller.clients.importStatus({ id: done.importId! })).toMatchObject({
      status: "done",
      total: 1,
      processed: 1,
      created: 1,
    });
    await expect(b.caller.clients.importStatus({ id: done.importId! })).rejects.toMatchObject({ code: "NOT_FOUND" });

    // A queued import of the account (the worker has not taken it yet) holds the account's slot.
    await testDb.clientImport.create({ data: { accountId: a.account.id, userId: a.owner.id, total: 1, rows: [] } });
    await expect(a.caller.clients.import({ fileBase64: file, confirm: true })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: IMPORT_BUSY_MESSAGE,
    });
    // Another account is not held back by it.
    await expect(b.caller.clients.import({ fileBase64: file, confirm: true })).resolves.toMatchObject({
      written: true,
    });
  });

  it("a job failing midway takes back what its batches wrote", async () => {
    const { account, owner: user, caller } = await owner();
    const { id: existing } = await caller.clients.create({ name: "Helena", phone: "(11) 92222-1111" });
    const lines = ["Nome;Telefone;E-mail"];
    lines.push("Helena Prado;(11) 92222-1111;helena@x.com"); // fills Helena's e-mail in the first batch
    for (let i = 0; i < 350; i += 1) lines.push(`Cliente ${i};(11) 9${String(50_000_000 + i).slice(-8)};`);
    // Staged by the procedure, run here by the handler on a database that fails on the third batch.
    await testDb.clientImport.create({
      data: { id: `imp-fail-${account.id}`, accountId: account.id, userId: user.id, total: 351, rows: [] },
    });
    const preview = await caller.clients.import({ fileBase64: csv(lines.join("\n")) });
    expect(preview).toMatchObject({ created: 350, merged: 1 });
    const staged = preview.rows.map((r) => ({
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
    await testDb.clientImport.update({ where: { id: `imp-fail-${account.id}` }, data: { rows: staged } });
    let batches = 0;
    const failing = testDb.$extends({
      query: {
        client: {
          async createMany({ args, query }) {
            batches += 1;
            if (batches === 3) throw new Error("disk full");
            return query(args);
          },
        },
      },
    }) as unknown as Db;
    await runClientImport(failing, `imp-fail-${account.id}`);
    expect(batches).toBe(3);
    const job = await testDb.clientImport.findUniqueOrThrow({ where: { id: `imp-fail-${account.id}` } });
    expect(job).toMatchObject({
      status: "failed",
      error: "A importação não terminou e nada da planilha foi gravado. Tente de novo em alguns minutos.",
    });
    expect(
      await testDb.client.findMany({ where: { accountId: account.id }, select: { id: true, email: true } }),
    ).toEqual([{ id: existing, email: null }]);
  });

  it("does not run for an account being deleted: before its first batch or between two, it stops and is marked failed", async () => {
    const staged = async () => {
      const { account, owner: user } = await owner();
      const rows = Array.from({ length: 250 }, (_, i) => ({
        name: `Cliente ${i}`,
        phone: `119${String(40_000_000 + i).slice(-8)}`,
        email: null,
        document: null,
        city: null,
        source: null,
        notes: "",
        nextContactOn: null,
        lgpdBasis: "procedimentos_preliminares",
      }));
      const row = await testDb.clientImport.create({
        data: { accountId: account.id, userId: user.id, total: rows.length, rows },
      });
      return { accountId: account.id, importId: row.id };
    };
    // Marked before the job starts: nothing is written.
    const before = await staged();
    await testDb.account.update({ where: { id: before.accountId }, data: { deletingAt: new Date() } });
    await runClientImport(testDb, before.importId);
    expect(await testDb.clientImport.findUniqueOrThrow({ where: { id: before.importId } })).toMatchObject({
      status: "failed",
      error: IMPORT_ACCOUNT_DELETING_MESSAGE,
      processed: 0,
    });
    expect(await testDb.client.count({ where: { accountId: before.accountId } })).toBe(0);

    // Marked while the first batch is written: the next batch does not start.
    const during = await staged();
    let batches = 0;
    const deletedMidway = testDb.$extends({
      query: {
        client: {
          async createMany({ args, query }) {
            batches += 1;
            const result = await query(args);
            await testDb.account.update({ where: { id: during.accountId }, data: { deletingAt: new Date() } });
            return result;
          },
        },
      },
    }) as unknown as Db;
    await runClientImport(deletedMidway, during.importId);
    expect(batches).toBe(1);
    expect(await testDb.clientImport.findUniqueOrThrow({ where: { id: during.importId } })).toMatchObject({
      status: "failed",
      error: IMPORT_ACCOUNT_DELETING_MESSAGE,
    });
    expect(await testDb.client.count({ where: { accountId: during.accountId } })).toBeLessThan(250);
  });

  it("an imported client keeps the file's origin and notes, and their timeline says they came from a spreadsheet", async () => {
    const { caller } = await owner();
    const file = csv("Nome;Telefone;Origem;Observações\nBruna Dias;(11) 98765-3333;Instagram;Quer carta de 300 mil\n");
    await caller.clients.import({ fileBase64: file, confirm: true });
    const [listed] = (await caller.clients.list({})).items;
    const bruna = await caller.clients.get({ id: listed!.id });
    expect(bruna).toMatchObject({ source: "instagram", notes: "Quer carta de 300 mil" });
    expect(bruna.timeline.map((t) => t.kind)).toEqual(["imported"]);
    // A client typed in by hand has no such entry.
    const { id } = await caller.clients.create({ name: "Carlos Mão", phone: "(11) 98765-4444" });
    expect((await caller.clients.get({ id })).timeline.map((t) => t.kind)).not.toContain("imported");
  });

  it("one size limit through the real route: a file just under the dialog's 3 MB is read; one just over is refused with the dialog's message", async () => {
    const { owner: user } = await owner();
    const cookie = await sessionCookie((await signIn(user)).sessionId);
    // A valid header and then filler lines up to the size (the preview reads them; nothing is written).
    const header = "Nome;Telefone\nAna;(11) 98765-5555\n";
    const file = (bytes: number) =>
      Buffer.from(header + "x;\n".repeat(Math.floor((bytes - header.length) / 3))).toString("base64");
    const under = await trpcMutation("clients.import", {
      input: { fileBase64: file(IMPORT_MAX_BYTES - 1024) },
      headers: { cookie },
    });
    // Past 1 MB of JSON (every other call's limit), but within the import's own: not a 413.
    expect(under.status).not.toBe(413);
    expect((await trpcError(under)).message).toMatch(/Importe até 5\.000 clientes/);
    const over = await trpcMutation("clients.import", {
      input: { fileBase64: file(IMPORT_MAX_BYTES + 4096) },
      headers: { cookie },
    });
    expect(over.status).toBe(400);
    expect((await trpcError(over)).data).toMatchObject({ fieldErrors: { fileBase64: [IMPORT_TOO_LARGE_MESSAGE] } });
  });
});
