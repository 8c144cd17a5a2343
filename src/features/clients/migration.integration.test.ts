// The clients migration on data written before it: every proposal gets a client, the same phone
// (with or without 55) or the same e-mail within an account is one client, accounts never share
// one, and answers' statuses map onto the pipeline.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, listMigrations, MIGRATIONS_DIR } from "../../../scripts/lib/migrations.ts";
import { testAdminUrl, uniq } from "~/test/db";

const CLIENTS_MIGRATION = listMigrations().find((m) => m.name.endsWith("_clients"))!.name;
const adminUrl = testAdminUrl();
const dbName = uniq("clientsmig_");
const url = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
let client: pg.Client;
const before = fs.mkdtempSync(path.join(os.tmpdir(), "before-clients-"));

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  // The migrations up to (not including) the clients one.
  for (const m of listMigrations())
    if (m.name < CLIENTS_MIGRATION)
      fs.cpSync(path.join(MIGRATIONS_DIR, m.name), path.join(before, m.name), { recursive: true });
  fs.copyFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), path.join(before, "migration_lock.toml"));
  await applyMigrations(url, { dir: before });
  client = new pg.Client({ connectionString: url });
  await client.connect();
}, 60_000);

afterAll(async () => {
  await client?.end();
  fs.rmSync(before, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

type Row = {
  id: string;
  account: string;
  name: string;
  phone: string | null;
  email: string | null;
  at: string;
  responses?: string[];
};

async function seed(accounts: string[], proposals: Row[]) {
  for (const a of accounts) {
    await client.query(`insert into "Account" (id, name, document, "updatedAt") values ($1, $2, $3, now())`, [a, a, a]);
    await client.query(
      `insert into "User" (id, "accountId", name, email, "passwordHash", "updatedAt") values ($1, $2, 'Vendedor', $1 || '@x.com', 'x', now())`,
      [`u-${a}`, a],
    );
  }
  for (const p of proposals) {
    await client.query(
      `insert into "Proposal" (id, "accountId", "sellerId", kind, "clientName", "clientPhone", "clientEmail", "publicToken", "createdAt", "updatedAt")
       values ($1, $2, $3, 'imovel', $4, $5, $6, $1 || 'token-token-token', $7, now())`,
      [p.id, p.account, `u-${p.account}`, p.name, p.phone, p.email, p.at],
    );
    for (const [i, status] of (p.responses ?? []).entries()) {
      await client.query(
        `insert into "ProposalResponse" (id, "accountId", "proposalId", name, phone, status, "updatedAt") values ($1, $2, $3, 'X', '11999990000', $4, now())`,
        [`${p.id}-r${i}`, p.account, p.id, status],
      );
    }
  }
}

describe(`migration ${CLIENTS_MIGRATION}`, () => {
  it("turns proposals into clients, merged by phone or e-mail within each account", async () => {
    await seed(
      ["acc-a", "acc-b"],
      [
        { id: "p1", account: "acc-a", name: "Ana Lima", phone: "11987654321", email: null, at: "2026-01-01" },
        {
          id: "p2",
          account: "acc-a",
          name: "Ana B. Lima",
          phone: "5511987654321",
          email: "ANA@example.com",
          at: "2026-01-02",
          responses: ["novo", "em_contato"],
        },
        { id: "p3", account: "acc-a", name: "Ana", phone: null, email: "ana@example.com", at: "2026-01-03" },
        {
          id: "p4",
          account: "acc-a",
          name: "Bruno",
          phone: "21912345678",
          email: null,
          at: "2026-01-04",
          responses: ["perdido"],
        },
        { id: "p5", account: "acc-a", name: "Sem contato", phone: null, email: null, at: "2026-01-05" },
        {
          id: "p6",
          account: "acc-a",
          name: "Outro sem contato",
          phone: null,
          email: null,
          at: "2026-01-06",
          responses: ["fechado", "novo"],
        },
        // The same phone in another account is another client.
        {
          id: "p7",
          account: "acc-b",
          name: "Ana de B",
          phone: "11987654321",
          email: "ana@example.com",
          at: "2026-01-07",
        },
      ],
    );

    const applied = await applyMigrations(url);
    expect(applied).toContain(CLIENTS_MIGRATION);

    const orphans = await client.query(`select count(*)::int as n from "Proposal" where "clientId" is null`);
    expect(orphans.rows[0].n).toBe(0);
    const sharedPhones = await client.query(
      `select "accountId", phone from "Client" where phone is not null group by 1, 2 having count(*) > 1`,
    );
    expect(sharedPhones.rows).toEqual([]);
    const crossAccount = await client.query(
      `select count(*)::int as n from "Proposal" p join "Client" c on c.id = p."clientId" where c."accountId" <> p."accountId"`,
    );
    expect(crossAccount.rows[0].n).toBe(0);

    const { rows } = await client.query<{
      id: string;
      clientId: string;
      name: string;
      phone: string | null;
      email: string | null;
      status: string;
      lostReason: string | null;
    }>(
      `select p.id, p."clientId", c.name, c.phone, c.email, c.status, c."lostReason" from "Proposal" p join "Client" c on c.id = p."clientId" order by p.id`,
    );
    const of = (id: string) => rows.find((r) => r.id === id)!;
    // p1 (phone), p2 (same phone with 55, adds the e-mail), p3 (same e-mail): one client, newest name.
    expect(new Set([of("p1").clientId, of("p2").clientId, of("p3").clientId]).size).toBe(1);
    expect(of("p1")).toMatchObject({
      name: "Ana",
      phone: "11987654321",
      email: "ana@example.com",
      status: "negociacao",
    });
    expect(of("p4")).toMatchObject({ name: "Bruno", status: "perdido", lostReason: "outro" });
    expect(of("p5").clientId).not.toBe(of("p6").clientId);
    expect(of("p5")).toMatchObject({ status: "proposta_enviada", phone: null });
    expect(of("p6").status).toBe("fechado");
    expect(of("p7").clientId).not.toBe(of("p1").clientId);
    const clients = await client.query(`select "accountId", count(*)::int as n from "Client" group by 1 order by 1`);
    expect(clients.rows).toEqual([
      { accountId: "acc-a", n: 4 },
      { accountId: "acc-b", n: 1 },
    ]);

    const answers = await client.query(
      `select count(*)::int as n from "ProposalResponse" r join "Proposal" p on p.id = r."proposalId" where r."clientId" is distinct from p."clientId"`,
    );
    expect(answers.rows[0].n).toBe(0);
  });
});
