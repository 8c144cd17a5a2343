// Integration-test fixtures for accounts: an account with settings and an owner, extra users, and
// real logins through the feature code. Imported by *.integration.test.ts only.
import type { AccountStatus, Plan, Role } from "~/generated/prisma/enums";
import { recordCurrentAcceptance } from "~/features/terms/acceptance";
import { sessionContext, testDb, uniq } from "~/test/db";
import { login } from "~/features/accounts/login";
import { hashPassword } from "~/features/accounts/passwords";
import { defaultSettingsData } from "~/features/settings/defaults";

export const PASSWORD = "senha-correta-123";

let hash: Promise<string> | null = null;
/** bcrypt at cost 12 takes a while: hash the shared password once per file. */
function passwordHash() {
  hash ??= hashPassword(PASSWORD);
  return hash;
}

export function uniqueIp() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

export async function makeUser(accountId: string, role: Role, { terms = true, verified = true } = {}) {
  const user = await testDb.user.create({
    data: {
      accountId,
      role,
      name: role === "OWNER" ? "Marina Souza" : "Carlos Vendedor",
      email: `${uniq(role.toLowerCase())}@example.com`,
      passwordHash: await passwordHash(),
      emailVerifiedAt: verified ? new Date() : null,
    },
  });
  if (terms) await recordCurrentAcceptance(testDb, { accountId, userId: user.id, ip: "127.0.0.1", userAgent: "vitest" });
  return user;
}

export async function makeAccount({ plan = "two_users" as Plan, status = "ACTIVE" as AccountStatus, terms = true } = {}) {
  // An ACTIVE account has a paid period (billing's accountAccess reads paidThrough).
  const paidThrough = status === "ACTIVE" ? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) : null;
  const account = await testDb.account.create({ data: { name: `Conta ${uniq()}`, document: uniq("doc"), plan, status, paidThrough } });
  await testDb.settings.create({ data: defaultSettingsData(account.id, account.name) });
  const owner = await makeUser(account.id, "OWNER", { terms });
  return { account, owner };
}

/** A real login (seat check included) and the SessionContext the route handlers would build. */
export async function signIn(user: { email: string }, { userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0", ip = uniqueIp() } = {}) {
  const { session } = await login(testDb, { email: user.email, password: PASSWORD, ip, userAgent, kind: "WEB" });
  return sessionContext(session.id);
}
