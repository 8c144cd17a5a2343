// Prints the V8 heap (MB) one PrismaClient of this schema keeps, measured after full collections.
// Run with --expose-gc (scripts/prisma-runtime-patch.test.ts); the client never connects.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../src/generated/prisma/client.ts";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");
const used = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const before = used();
const client = new PrismaClient({
  adapter: new PrismaPg({ connectionString: "postgresql://nobody@127.0.0.1:1/none" }),
});
const after = used();
console.log(JSON.stringify({ retainedMb: (after - before) / 1048576, kept: typeof client }));
