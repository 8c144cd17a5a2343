// `npm run check:budgets` (after `npm run build`; CI runs it): first-load JS per route, gzip, against
// its budget. Exits 1 when any route is over, naming it.
import { ROOT } from "./lib/embedded-db.ts";
import { budgetReport, measureBuild } from "./lib/bundle-budgets.ts";
import { chunksWithoutHint } from "./lib/compile-hints.ts";

try {
  const results = measureBuild(ROOT);
  console.log("First-load JS (gzip) per route vs budget:");
  for (const line of budgetReport(results)) console.log(`  ${line}`);
  const over = results.filter((r) => !r.ok);
  if (over.length > 0) {
    console.error(`Orçamento excedido em ${over.length} rota(s): ${over.map((r) => r.route).join(", ")}`);
    process.exit(1);
  }
  console.log(`All ${results.length} routes within budget.`);
  // Every first-load script asks V8 to compile it while it streams in (scripts/lib/compile-hints.ts).
  const unhinted = chunksWithoutHint(ROOT);
  if (unhinted.length > 0) {
    console.error(
      `Scripts de primeira carga sem a dica de compilação (rode \`npm run build\`): ${unhinted.join(", ")}`,
    );
    process.exit(1);
  }
  console.log("Every first-load script carries V8's compile hint.");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
