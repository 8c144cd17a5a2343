// npm run db:up | db:seed | db:studio — on DATABASE_URL or the embedded PostgreSQL.
import { resolveDatabase } from "./lib/embedded-db.ts";
import { appEnv } from "./lib/app-env.ts";
import "./lib/script-env.ts"; // loads .env and checks the scripts' variables
import { applyMigrations } from "./lib/migrations.ts";
import { bin, run } from "./lib/processes.ts";

const command = process.argv[2];
const { url, embedded } = await resolveDatabase("app");
let code = 0;
try {
  if (command === "up") {
    await applyMigrations(url, { log: console.log });
    console.log(`PostgreSQL pronto: ${url}${embedded?.started ? " (Ctrl+C para parar)" : ""}`);
    if (embedded?.started) await new Promise(() => {});
  } else if (command === "seed") {
    await applyMigrations(url, { log: console.log });
    code = await run(bin("tsx"), ["prisma/seed.ts"], { env: appEnv({ databaseUrl: url }) });
  } else if (command === "studio") {
    await applyMigrations(url, { log: console.log });
    console.log("Prisma Studio em http://localhost:5555");
    code = await run(bin("prisma"), ["studio", "--url", url, "--port", "5555", "--browser", "none"], {
      env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
    });
  } else {
    console.error("uso: node scripts/db.ts up | seed | studio");
    code = 2;
  }
} finally {
  await embedded?.stop();
}
process.exit(code);
