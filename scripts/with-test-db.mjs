// Runs a command against a fresh, migrated PostgreSQL database that is dropped afterwards:
// on DATABASE_URL's server when set, otherwise on the embedded cluster.
//   node scripts/with-test-db.mjs vitest run --project integration
import crypto from "node:crypto";
import net from "node:net";
import { appEnv } from "./lib/app-env.mjs";
import { scriptEnv } from "./lib/script-env.mjs";
import { dropDatabase, embeddedUrl, ensureDatabase, ensureEmbeddedPostgres, withDatabase } from "./lib/embedded-db.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { bin, run } from "./lib/run.mjs";

const [command, ...args] = process.argv.slice(2);
const serverUrl = scriptEnv.DATABASE_URL ?? null;
const embedded = serverUrl ? null : await ensureEmbeddedPostgres();
const adminUrl = serverUrl ? withDatabase(serverUrl, "postgres") : embeddedUrl("postgres");
const name = `test_${Date.now()}_${crypto.randomBytes(3).toString("hex")}`;
const url = withDatabase(adminUrl, name);

/** A free port for the fake Mercado Pago API that billing's integration tests start. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}
const fakeMercadoPagoUrl = `http://127.0.0.1:${await freePort()}`;

let code = 1;
try {
  await ensureDatabase(adminUrl, name);
  await applyMigrations(url);
  code = await run(bin(command), args, {
    env: appEnv({
      databaseUrl: url,
      extra: { NODE_ENV: "test", TEST_ADMIN_DATABASE_URL: adminUrl, NEXTAUTH_SECRET: "test-secret-0123456789-abcdefghijklmnop",
        MERCADOPAGO_FAKE_URL: fakeMercadoPagoUrl,
        MERCADOPAGO_WEBHOOK_SECRET: crypto.randomBytes(24).toString("base64url"),
        MERCADOPAGO_TIMEOUT_MS: "1500",
      },
    }),
  });
} catch (error) {
  console.error(error.message ?? error);
} finally {
  await dropDatabase(adminUrl, name).catch((e) => console.error(`não consegui apagar ${name}: ${e.message}`));
  await embedded?.stop();
}
process.exit(code);
