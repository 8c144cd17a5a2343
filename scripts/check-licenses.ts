// `npm run check:licenses` (CI runs it): every installed production dependency, direct or not,
// against the licence rule in scripts/lib/licenses.ts. Exits 1 naming each AGPL/GPL/SSPL package.
import { spawnSync } from "node:child_process";
import { ROOT } from "./lib/embedded-db.ts";
import { auditPackages } from "./lib/licenses.ts";

// `npm ls` exits non-zero for an unmet optional or engine warning; its list is still complete.
const listing = spawnSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], {
  cwd: ROOT,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const paths = listing.stdout
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && line !== ROOT);
if (paths.length === 0) {
  console.error(`npm ls listou nenhum pacote de produção (run npm install first). ${listing.stderr}`);
  process.exit(1);
}

const packages = auditPackages(paths);
const forbidden = packages.filter((p) => p.verdict === "forbidden");
const unknown = packages.filter((p) => p.verdict === "unknown");
for (const p of unknown) console.warn(`  licença não declarada: ${p.id} (${p.license ?? "sem campo license"})`);
if (forbidden.length > 0) {
  console.error(`Licenças proibidas (AGPL/GPL/SSPL) em ${forbidden.length} dependência(s) de produção:`);
  for (const p of forbidden) console.error(`  ${p.id}: ${p.license}  (${p.dir})`);
  process.exit(1);
}
console.log(
  `Licenses: ${packages.length} production packages, none AGPL/GPL/SSPL (${unknown.length} without a declared licence).`,
);
