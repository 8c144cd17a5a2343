// Runs a command against a fresh, migrated PostgreSQL database that is dropped afterwards:
// on DATABASE_URL's server when set, otherwise on the embedded cluster.
//   node scripts/with-test-db.ts vitest run --project 'integration*'
// The integration tier runs two files at a time: each vitest worker gets a copy of the database and
// a fake Mercado Pago port of its own (TEST_WORKER_<n>_…, read by src/test/worker-database.ts).
import crypto from "node:crypto";
import { appEnv } from "./lib/app-env.ts";
import { throwAwayDatabases } from "./lib/embedded-db.ts";
import { bin, freePort, run } from "./lib/processes.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("uso: node scripts/with-test-db.ts <comando> [argumentos…]");
  process.exit(2);
}
const databases = await throwAwayDatabases();
const { adminUrl } = databases;

const fakeMercadoPagoUrl = `http://127.0.0.1:${await freePort()}`;
/** As many as the integration tier's workers (vitest.config.ts). */
const TEST_WORKERS = 2;

let code = 1;
try {
  const url = await databases.create("test");
  const workers: Record<string, string> = {};
  for (const n of [...Array.from({ length: TEST_WORKERS }, (_, i) => i + 1), "alone"]) {
    workers[`TEST_WORKER_${n}_DATABASE_URL`] = await databases.copy(url, `w${n}`);
    let port = await freePort();
    while (Object.values(workers).includes(`http://127.0.0.1:${port}`) || fakeMercadoPagoUrl.endsWith(`:${port}`))
      port = await freePort();
    workers[`TEST_WORKER_${n}_MERCADOPAGO_FAKE_URL`] = `http://127.0.0.1:${port}`;
  }
  code = await run(bin(command), args, {
    env: appEnv({
      databaseUrl: url,
      extra: {
        NODE_ENV: "test",
        TEST_ADMIN_DATABASE_URL: adminUrl,
        NEXTAUTH_SECRET: "test-secret-0123456789-abcdefghijklmnop",
        MERCADOPAGO_FAKE_URL: fakeMercadoPagoUrl,
        MERCADOPAGO_WEBHOOK_SECRET: crypto.randomBytes(24).toString("base64url"),
        MERCADOPAGO_TIMEOUT_MS: "1500",
        ...workers,
      },
    }),
  });
} catch (error) {
  console.error((error as Error).message ?? error);
} finally {
  await databases.close();
}
process.exit(code);
