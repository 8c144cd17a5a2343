// bench:abuse's second tenant: an ACTIVE account with its owner (the one test-data module's
// builders), and a valid proposal draft. Prints them as one JSON line for scripts/lib/noisy-neighbour.ts.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../src/generated/prisma/client";
import { IMOVEL_DEFAULT_PARAMS } from "../src/features/simulators";
import { createOwnerAccount, TEST_PASSWORD } from "../src/test/factories";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL é obrigatória");
const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
const { owner } = await createOwnerAccount(db, { plan: "five_users", status: "ACTIVE", paidDays: 30 });
const draft = {
  client: { name: "Cliente Vizinho" },
  simulation: { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS } },
};
console.log(JSON.stringify({ email: owner.email, password: TEST_PASSWORD, draft }));
await db.$disconnect();
