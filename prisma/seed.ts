// Idempotent demo data: an ACTIVE basic-plan account with its owner and settings, and the
// platform admin. Safe to run on every `npm run dev`.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../src/generated/prisma/client";
import { hashPassword } from "../src/features/accounts/passwords";
import { defaultSettingsData } from "../src/features/settings/defaults";
import { PRIVACY_VERSION, TERMS_VERSION } from "../src/features/terms/documents";
import { DEMO_ACCOUNT, DEMO_ADMIN, DEMO_OWNER, OPERATOR_ACCOUNT } from "./demo";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL é obrigatória para o seed");
const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });

async function ensureAccount(account: { name: string; document: string }, paidDays: number) {
  const paidThrough = new Date(Date.now() + paidDays * 24 * 60 * 60 * 1000);
  return db.account.upsert({
    where: { document: account.document },
    update: {},
    create: { ...account, plan: "two_users", status: "ACTIVE", paidThrough },
  });
}

async function ensureUser(accountId: string, user: { email: string; password: string; name: string }, role: "OWNER" | "ADMIN") {
  const existing = await db.user.findUnique({ where: { email: user.email } });
  if (existing) return existing;
  const created = await db.user.create({
    data: {
      accountId,
      email: user.email,
      name: user.name,
      role,
      passwordHash: await hashPassword(user.password),
      emailVerifiedAt: new Date(),
      adultDeclaredAt: new Date(),
    },
  });
  await db.termsAcceptance.createMany({
    data: [
      { accountId, userId: created.id, document: "TERMS", version: TERMS_VERSION, ip: "127.0.0.1", userAgent: "seed" },
      { accountId, userId: created.id, document: "PRIVACY", version: PRIVACY_VERSION, ip: "127.0.0.1", userAgent: "seed" },
    ],
  });
  return created;
}

async function ensureSettings(accountId: string, name: string) {
  await db.settings.upsert({
    where: { accountId },
    update: {},
    create: defaultSettingsData(accountId, name),
  });
}

async function main() {
  const demo = await ensureAccount(DEMO_ACCOUNT, 30);
  await ensureUser(demo.id, DEMO_OWNER, "OWNER");
  await ensureSettings(demo.id, DEMO_ACCOUNT.name);

  const operator = await ensureAccount(OPERATOR_ACCOUNT, 3650);
  await ensureUser(operator.id, DEMO_ADMIN, "ADMIN");
  await ensureSettings(operator.id, OPERATOR_ACCOUNT.name);

  console.log("\nDados de demonstração prontos:");
  console.log(`  Demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  console.log(`  Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
