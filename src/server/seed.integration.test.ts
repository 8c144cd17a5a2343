// The demo seed (prisma/seed.ts, run by `npm run dev`): idempotent, its logins work with the
// passwords README's "Demo data" section prints, the account is ACTIVE on the basic plan.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "~/env";
import { login } from "~/features/accounts/login";
import { callerFor, sessionContext, testDb } from "~/test/db";
import { defaultSettingsData } from "~/features/settings/defaults";
import { publicExplore } from "~/features/proposals/link/explore-data";
import { loadProposalDocument } from "~/features/proposals/link/load";
import { DEMO_ACCOUNT, DEMO_ADMIN, DEMO_OWNER, DEMO_PROPOSAL, demoProposalUrl } from "../../prisma/demo";

const ROOT = path.resolve(import.meta.dirname, "../..");

function seed() {
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["prisma/seed.ts"], {
    cwd: ROOT,
    // The seed runs as its own process: it inherits this one's environment (PATH, TZ) plus the test database.
    // eslint-disable-next-line no-restricted-syntax
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

const demoRows = async () => {
  const users = await testDb.user.findMany({
    where: { email: { in: [DEMO_OWNER.email, DEMO_ADMIN.email] } },
    orderBy: { email: "asc" },
  });
  const accountIds = users.map((u) => u.accountId);
  return {
    users: users.map((u) => ({ email: u.email, role: u.role, passwordHash: u.passwordHash })),
    accounts: await testDb.account.count({ where: { id: { in: accountIds } } }),
    settings: await testDb.settings.count({ where: { accountId: { in: accountIds } } }),
    acceptances: await testDb.termsAcceptance.count({ where: { userId: { in: users.map((u) => u.id) } } }),
    proposals: await testDb.proposal.count({ where: { accountId: { in: accountIds } } }),
    versions: await testDb.proposalVersion.count({ where: { accountId: { in: accountIds } } }),
  };
};

describe("demo seed", () => {
  it("runs twice without duplicating or changing anything, and prints the README's logins", async () => {
    const printed = seed();
    const first = await demoRows();
    expect(first.users.map((u) => [u.email, u.role])).toEqual([
      [DEMO_ADMIN.email, "ADMIN"],
      [DEMO_OWNER.email, "OWNER"],
    ]);
    expect(first).toMatchObject({ accounts: 2, settings: 2, acceptances: 4, proposals: 1, versions: 1 });

    seed();
    expect(await demoRows()).toEqual(first);

    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    for (const line of [
      `Demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`,
      `Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    ]) {
      expect(readme.split("\n")).toContain(line);
      expect(printed).toContain(line);
    }
    expect(readme.split("\n")).toContain(`Demo public proposal: ${demoProposalUrl()}`);
    expect(printed).toContain(`Demo public proposal: ${demoProposalUrl(env.NEXTAUTH_URL)}`);
    const demo = await testDb.proposal.findUniqueOrThrow({
      where: { publicToken: DEMO_PROPOSAL.token },
      include: { versions: true },
    });
    expect(demo).toMatchObject({ clientName: DEMO_PROPOSAL.clientName, currentVersion: 1, revokedAt: null });
    expect(demo.versions).toHaveLength(1);
    // The demo group's history: enough assemblies for the public page's contemplation odds, none in the future.
    const page = await loadProposalDocument(testDb, { token: DEMO_PROPOSAL.token });
    const explore = page && (await publicExplore(page));
    expect(explore?.initial.odds).toMatchObject({ state: "ok", assemblies: 12 });
    expect(explore?.bounds.term).toEqual({ min: 180, max: 240 });
    expect(await testDb.groupHistory.count({ where: { accountId: demo.accountId } })).toBe(1);
  });

  it("the demo owner signs in to an ACTIVE basic-plan account with the spec's settings; the admin is an ADMIN", async () => {
    seed();
    const { session } = await login(testDb, {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
      ip: "10.9.9.1",
      userAgent: "vitest",
      kind: "WEB",
    });
    const owner = await callerFor(await sessionContext(session.id)).auth.me();
    expect(owner).toMatchObject({ email: DEMO_OWNER.email, active: true, plan: "basic", terms: true });
    const settings = await testDb.settings.findUnique({ where: { accountId: owner.account.id } });
    expect(settings).toMatchObject(defaultSettingsData(owner.account.id, DEMO_ACCOUNT.name));

    const admin = await login(testDb, {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
      ip: "10.9.9.2",
      userAgent: "vitest",
      kind: "WEB",
    });
    expect((await sessionContext(admin.session.id)).user.role).toBe("ADMIN");
  });
});
