// The one test-data module: accounts, their settings and users (proposals to come), built with the
// Prisma client the caller passes. Used by the integration tests (src/test/account-fixtures.ts binds
// it to the test database and adds real logins), the demo seed (prisma/seed.ts) and the e2e tier
// (e2e/pages/db.ts). No server-only imports: it runs under vitest, tsx and Playwright alike.
import crypto from "node:crypto";
import { generateCnpj } from "~/features/accounts/document";
import { hashPassword } from "~/features/accounts/passwords";
import { defaultSettingsData } from "~/features/settings/defaults";
import { PRIVACY_VERSION, TERMS_VERSION } from "~/features/terms/documents";
import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import type { AccountStatus, Plan, Role, Theme } from "~/generated/prisma/enums";

type Db = PrismaClient | Prisma.TransactionClient;

/** The password of every user built here unless one is given. */
export const TEST_PASSWORD = "senha-correta-123";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A suffix no other call in any process returns (time + randomness), for e-mails and names. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${crypto.randomBytes(4).toString("hex")}`;
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${uniqueSuffix()}@example.com`;
}

/** A random private address, so per-IP limits never join two tests. */
export function uniqueIp(): string {
  return `10.${crypto.randomInt(0, 250)}.${crypto.randomInt(0, 250)}.${crypto.randomInt(0, 250)}`;
}

// argon2id at OWASP's cost takes a while (the integration tier lowers it): hash each password once per process.
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export type AccountOptions = {
  name?: string;
  /** Bare CPF or CNPJ; a fresh valid CNPJ when omitted. */
  document?: string;
  plan?: Plan;
  status?: AccountStatus;
  /** Days of paid period for an ACTIVE account (billing's accountAccess reads paidThrough). */
  paidDays?: number;
};

export function createAccount(
  db: Db,
  {
    name = `Consórcios ${uniqueSuffix()}`,
    document = generateCnpj(),
    plan = "two_users",
    status = "ACTIVE",
    paidDays = 30,
  }: AccountOptions = {},
) {
  const paidThrough = status === "ACTIVE" ? new Date(Date.now() + paidDays * DAY_MS) : null;
  return db.account.create({ data: { name, document, plan, status, paidThrough } });
}

/** A new account's settings: the brand, simulation defaults and modalities every account starts with. */
export function createSettings(db: Db, accountId: string, name: string) {
  return db.settings.create({ data: defaultSettingsData(accountId, name) });
}

export type UserOptions = {
  role?: Role;
  name?: string;
  email?: string;
  password?: string;
  theme?: Theme;
  /** E-mail confirmed (the login requires it). */
  verified?: boolean;
  /** The Terms of Use and Privacy Policy in force accepted. */
  terms?: boolean;
};

export async function createUser(
  db: Db,
  accountId: string,
  {
    role = "OWNER",
    name = role === "OWNER" ? "Marina Souza" : "Carlos Vendedor",
    email = uniqueEmail(role.toLowerCase()),
    password = TEST_PASSWORD,
    theme,
    verified = true,
    terms = true,
  }: UserOptions = {},
) {
  const now = new Date();
  const user = await db.user.create({
    data: {
      accountId,
      role,
      name,
      email,
      theme,
      passwordHash: await passwordHash(password),
      emailVerifiedAt: verified ? now : null,
      adultDeclaredAt: now,
    },
  });
  if (terms) {
    await db.termsAcceptance.createMany({
      data: [
        {
          accountId,
          userId: user.id,
          document: "TERMS",
          version: TERMS_VERSION,
          ip: "127.0.0.1",
          userAgent: "test-data",
        },
        {
          accountId,
          userId: user.id,
          document: "PRIVACY",
          version: PRIVACY_VERSION,
          ip: "127.0.0.1",
          userAgent: "test-data",
        },
      ],
    });
  }
  return user;
}

/** An account with its settings and its owner: what a finished sign-up (and payment) leaves behind. */
export async function createOwnerAccount(
  db: Db,
  { owner, ...account }: AccountOptions & { owner?: Omit<UserOptions, "role"> } = {},
) {
  const created = await createAccount(db, account);
  const settings = await createSettings(db, created.id, created.name);
  const user = await createUser(db, created.id, { ...owner, role: "OWNER" });
  return { account: created, settings, owner: user };
}
