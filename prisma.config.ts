import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma 7 does not read .env by itself.
try {
  process.loadEnvFile?.();
} catch {
  // no .env file: the environment (or the embedded database scripts) provide the values
}

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "node scripts/db.ts seed" },
});
