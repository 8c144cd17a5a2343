// Imports the given BCB ZIPs, one after the other (see scripts/bcb.ts); exits 1 on the first refused.
import path from "node:path";
import { importBcbZip } from "../src/features/bcb/server";
import { db } from "../src/platform/db";

let code = 0;
for (const file of process.argv.slice(2)) {
  try {
    const result = await importBcbZip(db, path.resolve(file), { file: path.basename(file), origin: "cli" });
    console.log(
      `[bcb] ${path.basename(file)}: data-base ${result.dataBase}, ${result.rows} linhas (${result.files.join(", ")})`,
    );
  } catch (error) {
    console.error(`[bcb] ${(error as Error).message}`);
    code = 1;
    break;
  }
}
await db.$disconnect();
process.exit(code);
