// The integration tier's binding of src/test/factories.ts: the same builders on the test database,
// plus real logins through the feature code. Imported by *.integration.test.ts only.
import type { AccountStatus, Plan, Role } from "~/generated/prisma/enums";
import { login } from "~/features/accounts/login";
import { callerFor, sessionContext, testDb } from "~/test/db";
import { createOwnerAccount, createUser, TEST_PASSWORD, uniqueIp } from "~/test/factories";

export { uniqueIp };
export const PASSWORD = TEST_PASSWORD;

export function makeUser(accountId: string, role: Role, { terms = true, verified = true } = {}) {
  return createUser(testDb, accountId, { role, terms, verified });
}

export async function makeAccount({
  plan = "two_users" as Plan,
  status = "ACTIVE" as AccountStatus,
  terms = true,
} = {}) {
  const { account, owner } = await createOwnerAccount(testDb, { plan, status, owner: { terms } });
  return { account, owner };
}

/** A real login (seat check included) and the SessionContext the route handlers would build. */
export async function signIn(
  user: { email: string },
  { userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0", ip = uniqueIp() } = {},
) {
  const { session } = await login(testDb, { email: user.email, password: PASSWORD, ip, userAgent, kind: "WEB" });
  return sessionContext(session.id);
}

/** An account on the ten-user plan with its owner and one seller, both signed in, and a tRPC caller for each. */
export async function makeTeam() {
  const { account, owner } = await makeAccount({ plan: "ten_users" });
  const seller = await makeUser(account.id, "SELLER");
  const ownerSession = await signIn(owner);
  const sellerSession = await signIn(seller);
  return {
    account,
    owner,
    seller,
    ownerSession,
    sellerSession,
    ownerCaller: callerFor(ownerSession),
    sellerCaller: callerFor(sellerSession),
  };
}
