// npm run bcb:import -- <AAAAMMConsorcios.zip | AAAAMMConsorcios_UF.zip> — loads a Banco Central
// consórcio file from the shell (a server without internet: docs/bcb-data.md), on DATABASE_URL or the
// embedded database. The same importer the admin upload and the monthly job run.
import { runAppScript } from "./lib/app-script.ts";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("uso: npm run bcb:import -- <AAAAMMConsorcios.zip> [AAAAMMConsorcios_UF.zip …]");
  process.exit(2);
}
await runAppScript("scripts/bcb-import.ts", files);
