// The process's one pg-boss on a database of its own: a "pgboss" schema written by pg-boss 10, which
// pg-boss 12 refuses to migrate, is replaced at start (a developer's database from before the upgrade).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { declareJobs, jobBoss, sendJob, stopJobs } from "~/platform/jobs";
import { allJobs } from "~/server/jobs";
import { testAdminUrl, uniq } from "~/test/db";

const name = uniq("jobs_");
const admin = testAdminUrl();
const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
const originalUrl = env.DATABASE_URL;

async function query<T extends pg.QueryResultRow>(target: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await query(admin, `create database "${name}"`);
  // What pg-boss 10 left: its schema at version 24, with a job still queued.
  await query(
    url,
    `create schema pgboss; create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz)`,
  );
  await query(
    url,
    `insert into pgboss.version (version) values (24); create table pgboss.job (id uuid, state text); insert into pgboss.job values (gen_random_uuid(), 'created')`,
  );
  Object.assign(env, { DATABASE_URL: url });
});
afterAll(async () => {
  await stopJobs();
  Object.assign(env, { DATABASE_URL: originalUrl });
  await query(admin, `drop database if exists "${name}" with (force)`);
});

describe("the process's pg-boss", () => {
  it("replaces a schema pg-boss 12 cannot migrate, then sends and keeps jobs there", async () => {
    const boss = await jobBoss();
    const [row] = await query<{ version: number }>(url, "select version from pgboss.version");
    expect(row?.version).toBeGreaterThanOrEqual(25);
    expect(await jobBoss()).toBe(boss);
    await sendJob("probe-queue", { n: 1 });
    expect((await boss.findJobs("probe-queue", { queued: true })).map((job) => job.data)).toEqual([{ n: 1 }]);
  });

  it("queues one deletion per account however often it is asked (stately queue, the account as key)", async () => {
    declareJobs(allJobs());
    const boss = await jobBoss();
    for (const accountId of ["conta-a", "conta-a", "conta-b"])
      await sendJob("privacy-delete-account", { accountId }, { singletonKey: accountId });
    const queued = await boss.findJobs("privacy-delete-account", { queued: true });
    expect(queued.map((job) => job.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { accountId: "conta-a" },
      { accountId: "conta-b" },
    ]);
  });
});
