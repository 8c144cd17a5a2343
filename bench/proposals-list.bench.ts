// proposals.list benchmark (`npm run bench:proposals`, on a fresh database from with-test-db): an
// account with 10 000 proposals (and a neighbour account with 10 000 more), pages of 20 read through
// the feature's listProposals as the procedure calls it. Prints p50/p95 per page for the first page,
// a cursor walk 50 pages deep, a client search and a status filter (target p50 ≤ 20 ms), and the
// EXPLAIN ANALYZE of the SQL Prisma actually sends for a deep cursor page.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../src/generated/prisma/client";
import { listProposals } from "../src/features/proposals/server";

const url = process.env.DATABASE_URL;
if (!url?.includes("/test_")) throw new Error("run through scripts/with-test-db.ts (npm run bench:proposals)");
const queries: { query: string; params: string }[] = [];
const db = new PrismaClient({
  adapter: new PrismaPg({ connectionString: url }),
  log: [{ emit: "event", level: "query" }],
});
db.$on("query", (e) => queries.push({ query: e.query, params: e.params }));

const PER_ACCOUNT = 10_000;

async function seedAccount(label: string) {
  const accountId = `bench-${label}`;
  // One parameter per column: name is VARCHAR(120), id and document TEXT (one $1 for all three has no single type).
  await db.$executeRawUnsafe(
    `INSERT INTO "Account" (id, name, document, status, "updatedAt") VALUES ($1, $2, $3, 'ACTIVE', now())`,
    accountId,
    accountId,
    accountId,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "User" (id, "accountId", name, email, "passwordHash", role, "updatedAt") VALUES ($1, $2, 'Dona', $1 || '@bench.test', 'x', 'OWNER', now())`,
    `${accountId}-owner`,
    accountId,
  );
  // A year of proposals, a few a minute apart, ~1 in 10 viewed, ~1 in 40 answered, 1 in 50 revoked.
  await db.$executeRawUnsafe(
    `INSERT INTO "Proposal" (id, "accountId", "sellerId", kind, "clientName", "clientPhone", "clientEmail", "publicToken",
       "viewCount", "responseCount", "revokedAt", "createdAt", "updatedAt")
     SELECT $1 || '-' || g, $1, $1 || '-owner', CASE WHEN g % 3 = 0 THEN 'veiculo' ELSE 'imovel' END::"ProposalKind",
       'Cliente ' || g || ' ' || (ARRAY['Silva','Souza','Oliveira','Lima','Pereira'])[1 + g % 5], '119' || lpad(g::text, 8, '0'),
       'cliente' || g || '@exemplo.com', md5($1 || g), CASE WHEN g % 10 = 0 THEN 3 ELSE 0 END, CASE WHEN g % 40 = 0 THEN 1 ELSE 0 END,
       CASE WHEN g % 50 = 0 THEN now() ELSE NULL END, now() - (g || ' minutes')::interval * 52, now()
     FROM generate_series(1, ${PER_ACCOUNT}) g`,
    accountId,
  );
  return { user: { id: `${accountId}-owner`, role: "OWNER" as const }, account: { id: accountId } };
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: s[Math.floor(s.length / 2)] ?? NaN, p95: s[Math.floor(s.length * 0.95)] ?? NaN };
}

const viewer = await seedAccount("a");
await seedAccount("b");
await db.$executeRawUnsafe(`ANALYZE "Proposal"`);

async function time(label: string, input: Parameters<typeof listProposals>[2], runs = 60) {
  for (let i = 0; i < 5; i += 1) await listProposals(db, viewer, input);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await listProposals(db, viewer, input);
    samples.push(performance.now() - t0);
  }
  const { p50, p95 } = stats(samples);
  console.log(`${label.padEnd(40)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`);
  return p50;
}

console.log(
  `node ${process.version}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${os.cpus().length} CPUs; ${PER_ACCOUNT} proposals per account, 2 accounts`,
);
const first = await time("first page (20)", { limit: 20 });

// Walk 50 pages deep by cursor, timing each page.
let cursor: string | undefined;
const walk: number[] = [];
for (let page = 0; page < 50; page += 1) {
  const t0 = performance.now();
  const result = await listProposals(db, viewer, { limit: 20, cursor });
  walk.push(performance.now() - t0);
  cursor = result.nextCursor ?? undefined;
}
const deep = stats(walk);
console.log(`${"cursor walk, pages 1–50".padEnd(40)} p50 ${deep.p50.toFixed(1)} ms   p95 ${deep.p95.toFixed(1)} ms`);
await time("search 'souza' (name, e-mail, phone)", { limit: 20, search: "souza" });
await time("status 'respondida' + kind 'imovel'", { limit: 20, status: "respondida", kind: "imovel" });
const met = first <= 20 && deep.p50 <= 20;
console.log(
  `first-page p50 ${first <= 20 ? "within" : "ABOVE"} the 20 ms target; deep pages p50 ${deep.p50 <= 20 ? "within" : "ABOVE"}${met ? "" : " — NOT MET"}`,
);

// The plan of the SQL Prisma sent for the last deep page.
queries.length = 0;
await listProposals(db, viewer, { limit: 20, cursor });
const main = queries.find((q) => q.query.includes(`FROM "public"."Proposal"`)) ?? queries[0];
if (main) {
  const params = JSON.parse(main.params) as unknown[];
  const plan = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
    `EXPLAIN (ANALYZE, COSTS OFF, BUFFERS) ${main.query}`,
    ...params,
  );
  console.log(`\nEXPLAIN ANALYZE of proposals.list at page 51 (${main.query.length} chars of SQL):`);
  for (const row of plan) console.log(`  ${row["QUERY PLAN"]}`);
}
await db.$disconnect();
// A benchmark, not a test: it prints its figures, and a missed target is its exit code (CI does not run it).
if (!met) process.exitCode = 1;
