// Idempotent demo data: an ACTIVE basic-plan account with its owner and settings, and the
// platform admin. Safe to run on every `npm run dev`.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../src/generated/prisma/client";
import { buildSnapshot, DEFAULT_SECTIONS } from "../src/features/proposals";
import { marketReferenceFor } from "../src/features/rates";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS } from "../src/features/simulators";
// The importer alone: the seed runs in plain Node (no react-server condition), where bcb's server
// entry stops at `server-only`.
// eslint-disable-next-line local/layers -- the one module the seed needs of bcb's server side
import { importBcbZip } from "../src/features/bcb/import";
import { createAccount, createSettings, createUser } from "../src/test/factories";
import {
  DEMO_ACCOUNT,
  DEMO_ADMIN,
  DEMO_GROUP,
  DEMO_OWNER,
  DEMO_PROPOSAL,
  OPERATOR_ACCOUNT,
  demoProposalUrl,
} from "./demo";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL é obrigatória para o seed");
const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });

// Each builder comes from the one test-data module (src/test/factories.ts); the seed only makes
// them idempotent, finding what an earlier run left first.

async function ensureAccount(account: { name: string; document: string }, paidDays: number) {
  return (
    (await db.account.findUnique({ where: { document: account.document } })) ??
    createAccount(db, { ...account, plan: "two_users", status: "ACTIVE", paidDays })
  );
}

async function ensureUser(
  accountId: string,
  user: { email: string; password: string; name: string },
  role: "OWNER" | "ADMIN",
) {
  return (await db.user.findUnique({ where: { email: user.email } })) ?? createUser(db, accountId, { ...user, role });
}

async function ensureSettings(accountId: string, name: string) {
  if (!(await db.settings.findUnique({ where: { accountId } }))) await createSettings(db, accountId, name);
}

/** The demo owner's proposal with its fixed link, written with its snapshot in one transaction. */
async function ensureDemoProposal(accountId: string, sellerId: string) {
  if (await db.proposal.findUnique({ where: { publicToken: DEMO_PROPOSAL.token } })) return;
  const client = {
    name: DEMO_PROPOSAL.clientName,
    phone: DEMO_PROPOSAL.clientPhone,
    email: DEMO_PROPOSAL.clientEmail,
    document: null,
  };
  const snapshot = buildSnapshot(
    {
      client,
      group: DEMO_GROUP.name,
      sections: DEFAULT_SECTIONS,
      simulation: { kind: "imovel", params: structuredClone({ ...IMOVEL_DEFAULT_PARAMS }) },
      explore: { bidMinPct: 0, bidMaxPct: 60, termMin: 180, termMax: 240 },
    },
    DEFAULT_MODALITIES,
    marketReferenceFor("imovel"),
  );
  await db.$transaction(async (tx) => {
    const { id: clientId } = await tx.client.upsert({
      where: { accountId_phone: { accountId, phone: client.phone } },
      create: {
        id: DEMO_PROPOSAL.clientId,
        accountId,
        sellerId,
        name: client.name,
        phone: client.phone,
        email: client.email,
        status: "proposta_enviada",
      },
      update: {},
      select: { id: true },
    });
    const proposal = await tx.proposal.create({
      data: {
        accountId,
        sellerId,
        clientId,
        kind: "imovel",
        publicToken: DEMO_PROPOSAL.token,
        clientName: client.name,
        clientPhone: client.phone,
        clientEmail: client.email,
        savingCents: BigInt(snapshot.savingCents),
        creditCents: BigInt(snapshot.creditCents),
        verdictKind: snapshot.verdictKind,
        verdictBasis: snapshot.verdictBasis,
      },
    });
    await tx.proposalVersion.create({
      data: {
        proposalId: proposal.id,
        accountId,
        version: 1,
        engineVersion: snapshot.engineVersion,
        inputs: JSON.parse(JSON.stringify(snapshot.inputs)),
        results: JSON.parse(JSON.stringify(snapshot.results)),
      },
    });
  });
}

/**
 * The demo group's last twelve assemblies, as a seller would copy them from a statement: about 1 200
 * cotas, one or two draws and a handful of bids a month, the lowest winning bid between 32 % and 55 %
 * (one month nobody bid high enough). Dated back from last month, so none is in the future.
 */
async function ensureDemoGroupHistory(accountId: string) {
  const lowest = [42.5, 38, 55, null, 47.2, 35.5, 40, 51, 44.8, 32, 39.9, 46];
  const now = new Date();
  const assemblies = lowest.map((bid, i) => ({
    heldOn: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (lowest.length - i), 15)),
    activeCotas: 1_240 - i * 6,
    drawWinners: 1 + (i % 2),
    bidWinners: bid === null ? 0 : 3 + (i % 4),
    lowestWinningBidPct: bid,
  }));
  const readOn = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const key = DEMO_GROUP.name.toLowerCase();
  if (await db.groupHistory.findUnique({ where: { accountId_key: { accountId, key } } })) return;
  await db.groupHistory.create({
    data: {
      accountId,
      name: DEMO_GROUP.name,
      key,
      source: "extrato da administradora",
      readOn,
      assemblies: { create: assemblies },
    },
  });
}

/** The Banco Central's consórcio data, from the committed fixture (prisma/bcb, fictitious administradoras), once. */
async function ensureBcbFixture() {
  if (await db.bcbImport.findFirst({ where: { state: "current" } })) return;
  for (const file of ["202606Consorcios.zip", "202607Consorcios.zip", "202606Consorcios_UF.zip"]) {
    await importBcbZip(db, new URL(`./bcb/${file}`, import.meta.url).pathname, { file, origin: "seed", pauseMs: 0 });
  }
}

async function main() {
  const demo = await ensureAccount(DEMO_ACCOUNT, 30);
  const owner = await ensureUser(demo.id, DEMO_OWNER, "OWNER");
  await ensureSettings(demo.id, DEMO_ACCOUNT.name);
  await ensureDemoProposal(demo.id, owner.id);
  await ensureDemoGroupHistory(demo.id);
  await ensureBcbFixture();

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
