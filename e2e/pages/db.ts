// The specs' access to the database of the app under test (E2E_DATABASE_URL, a fresh database per
// run). Accounts are built by the one test-data module (src/test/factories.ts), as the integration
// tests and the seed build theirs; each spec creates its own, so seat limits never collide.
import { PrismaPg } from "@prisma/adapter-pg";
import { generateCpf } from "~/features/accounts/document";
import { PrismaClient } from "~/generated/prisma/client";
import type { AccountStatus, Plan, Theme } from "~/generated/prisma/enums";
import { createOwnerAccount, TEST_PASSWORD, uniqueEmail, uniqueSuffix } from "~/test/factories";

export { uniqueEmail };

/** A CPF with valid check digits, for the sign-up form. */
export const randomCpf = generateCpf;

let client: PrismaClient | null = null;

/** The Prisma client on the app's database, opened on first use. */
export function database(): PrismaClient {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run the specs with `npm run test:e2e`.");
  client ??= new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 2 }) });
  return client;
}

/** Ends the connection (the worker fixture in e2e/fixtures.ts calls it once the specs are done). */
export async function closeDatabase() {
  await client?.$disconnect();
  client = null;
}

/** A statement of the spec's own, for rows no page shows (accounts come from createOwner, not from here). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  if (/^\s*(select|with)\b/i.test(text)) return database().$queryRawUnsafe<T[]>(text, ...params);
  await database().$executeRawUnsafe(text, ...params);
  return [];
}

export type TestUser = {
  email: string;
  password: string;
  name: string;
  userId: string;
  accountId: string;
  businessName: string;
};

/**
 * An owner with a verified e-mail, default settings and (unless terms: false) the current terms
 * accepted. Plan and status as asked.
 */
export async function createOwner({
  label = "owner",
  name = "Marina Souza",
  status = "ACTIVE",
  plan = "two_users",
  theme = "dark",
  terms = true,
}: {
  label?: string;
  name?: string;
  status?: AccountStatus;
  plan?: Plan;
  theme?: Theme;
  terms?: boolean;
} = {}): Promise<TestUser> {
  const { account, owner } = await createOwnerAccount(database(), {
    name: `Consórcios ${label} ${uniqueSuffix().slice(-4)}`,
    plan,
    status,
    owner: { name, email: uniqueEmail(`e2e-${label}`), theme, terms },
  });
  return {
    email: owner.email,
    password: TEST_PASSWORD,
    name,
    userId: owner.id,
    accountId: account.id,
    businessName: account.name,
  };
}

/** What billing does once a payment is approved. */
export async function activateAccountOf(email: string) {
  const { accountId } = await database().user.findUniqueOrThrow({ where: { email }, select: { accountId: true } });
  await database().account.update({
    where: { id: accountId },
    data: { status: "ACTIVE", paidThrough: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) },
  });
}

/** As if a new terms version came into force: the user has no acceptance of the current one. */
export async function forgetTermsAcceptance(email: string) {
  await database().termsAcceptance.deleteMany({ where: { user: { email } } });
}

export async function termsAcceptances(email: string): Promise<Array<{ document: string; version: string }>> {
  const rows = await database().termsAcceptance.findMany({
    where: { user: { email } },
    select: { document: true, version: true },
  });
  return rows.sort((a, b) => a.document.localeCompare(b.document));
}
