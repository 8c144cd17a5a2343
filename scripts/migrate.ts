// npm run db:migrate            → applies pending migrations (DATABASE_URL or the embedded database)
// npm run db:migration -- <name> → creates prisma/migrations/<timestamp>_<name> from schema.prisma changes
import { resolveDatabase } from "./lib/embedded-db.ts";
import { applyMigrations, createMigration } from "./lib/migrations.ts";

const [command, name] = process.argv.slice(2);
const { url, embedded } = await resolveDatabase("app");
let code = 0;
try {
  if (command === "deploy") {
    const applied = await applyMigrations(url, { log: (m) => console.log(m) });
    console.log(applied.length ? `${applied.length} migração(ões) aplicada(s).` : "Banco já está atualizado.");
  } else if (command === "create") {
    // Bring the database up to date first so the new migration can be applied right after.
    await applyMigrations(url, { log: (m) => console.log(m) });
    const created = await createMigration(url, name);
    if (!created) {
      console.log("Nenhuma mudança em prisma/schema.prisma desde a última migração.");
    } else {
      console.log(`Criada: ${created}/migration.sql`);
      await applyMigrations(url, { log: (m) => console.log(m) });
    }
  } else {
    console.error("uso: node scripts/migrate.ts deploy | create <nome>");
    code = 2;
  }
} catch (error) {
  console.error((error as Error).message ?? error);
  code = 1;
} finally {
  await embedded?.stop();
}
process.exit(code);
