// Idempotent demo data: an ACTIVE basic-plan account with its owner and settings, and the
// platform admin. Safe to run on every `npm run dev`.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../src/generated/prisma/client";
import { hashPassword } from "../src/features/accounts/passwords";
import { defaultSettingsData } from "../src/features/settings/defaults";
import { PRIVACY_VERSION, TERMS_VERSION } from "../src/features/terms/documents";
import { DEFAULT_SECTIONS } from "../src/features/proposals/schema";
import { buildSnapshot } from "../src/features/proposals/snapshot";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS } from "../src/features/simulators/engine";
import { DEMO_ACCOUNT, DEMO_ADMIN, DEMO_OWNER, DEMO_PROPOSAL, OPERATOR_ACCOUNT, demoProposalUrl } from "./demo";

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

/** The demo owner's proposal with its fixed link, written with its snapshot in one transaction. */
async function ensureDemoProposal(accountId: string, sellerId: string) {
  if (await db.proposal.findUnique({ where: { publicToken: DEMO_PROPOSAL.token } })) return;
  const client = { name: DEMO_PROPOSAL.clientName, phone: DEMO_PROPOSAL.clientPhone, email: DEMO_PROPOSAL.clientEmail, document: null };
  const snapshot = buildSnapshot(
    { client, group: "all", sections: DEFAULT_SECTIONS, simulation: { kind: "imovel", params: structuredClone({ ...IMOVEL_DEFAULT_PARAMS }) } },
    DEFAULT_MODALITIES,
  );
  await db.$transaction(async (tx) => {
    const proposal = await tx.proposal.create({
      data: {
        accountId, sellerId, kind: "imovel", publicToken: DEMO_PROPOSAL.token, clientName: client.name, clientPhone: client.phone,
        clientEmail: client.email, savingCents: BigInt(snapshot.savingCents), creditCents: BigInt(snapshot.creditCents),
      },
    });
    await tx.proposalVersion.create({
      data: { proposalId: proposal.id, accountId, version: 1, engineVersion: snapshot.engineVersion, inputs: JSON.parse(JSON.stringify(snapshot.inputs)), results: JSON.parse(JSON.stringify(snapshot.results)) },
    });
  });
}

async function main() {
  const demo = await ensureAccount(DEMO_ACCOUNT, 30);
  const owner = await ensureUser(demo.id, DEMO_OWNER, "OWNER");
  await ensureSettings(demo.id, DEMO_ACCOUNT.name);
  await ensureDemoProposal(demo.id, owner.id);

  const operator = await ensureAccount(OPERATOR_ACCOUNT, 3650);
  await ensureUser(operator.id, DEMO_ADMIN, "ADMIN");
  await ensureSettings(operator.id, OPERATOR_ACCOUNT.name);

  console.log("\nDados de demonstração prontos:");
  console.log(`  Demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  console.log(`  Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  console.log(`  Demo public proposal: ${demoProposalUrl(process.env.NEXTAUTH_URL)}\n`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
