// Idempotent demo data: an ACTIVE basic-plan account with its owner and settings, and the
// platform admin. Safe to run on every `npm run dev`.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../src/generated/prisma/client";
import { createAccount, createSettings, createUser } from "../src/test/factories";
import { DEMO_ACCOUNT, DEMO_ADMIN, DEMO_OWNER, OPERATOR_ACCOUNT } from "./demo";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL é obrigatória para o seed");
const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });

// Each builder comes from the one test-data module (src/test/factories.ts); the seed only makes
// them idempotent, finding what an earlier run left first.

async function ensureAccount(account: { name: string; document: string }, paidDays: number) {
  return (await db.account.findUnique({ where: { document: account.document } })) ?? createAccount(db, { ...account, plan: "two_users", status: "ACTIVE", paidDays });
}

async function ensureUser(accountId: string, user: { email: string; password: string; name: string }, role: "OWNER" | "ADMIN") {
  return (await db.user.findUnique({ where: { email: user.email } })) ?? createUser(db, accountId, { ...user, role });
}

async function ensureSettings(accountId: string, name: string) {
  if (!(await db.settings.findUnique({ where: { accountId } }))) await createSettings(db, accountId, name);
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
