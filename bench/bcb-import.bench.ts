// The BCB importer's benchmark (`npm run bench:bcb`, on a fresh database from with-test-db): a
// quarter-end ZIP as the BCB publishes it — 750 administradora × segment rows, 2 835 imóveis groups and
// 18 000 móveis groups — imported through importBcbZip with its production batches and pauses, from a
// file on disk (as npm run bcb:import and the job read it). Prints the time, the rows per second and
// the peak memory over the process's baseline (target: within 100 MB), and the longest statement
// (target: under 1 s); writes them to docs/benchmarks.md between its markers; exits 1 on a missed target.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../src/generated/prisma/client";
import { importBcbZip } from "../src/features/bcb/server";
import { csv, GROUP_HEADERS, groupRow, SEGMENT_HEADERS, segmentRow, zipOf } from "../src/test/bcb-files";

const url = process.env.DATABASE_URL;
if (!url?.includes("/test_")) throw new Error("run through scripts/with-test-db.ts (npm run bench:bcb)");
const durations: number[] = [];
const db = new PrismaClient({
  adapter: new PrismaPg({ connectionString: url }),
  log: [{ emit: "event", level: "query" }],
});
db.$on("query", (e) => durations.push(e.duration));

const TARGET_EXTRA_MB = 100;
const TARGET_STATEMENT_MS = 1000;
const DATA_BASE = "202606";
const MOVABLE = 18_000;

const admins = Array.from({ length: 250 }, (_, i) => ({
  admin: `ADMINISTRADORA DE CONSÓRCIOS Nº ${i} LTDA`,
  cnpj: String(10_000_000 + i * 7919).slice(0, 8),
}));
const segments = admins.flatMap((a, i) =>
  [1, 3, 4].map((segment) =>
    segmentRow(DATA_BASE, { ...a, segment, fee: `${15 + (i % 9)},${String(i % 100000).padStart(5, "0")}` }),
  ),
);
const realEstate = Array.from({ length: 2835 }, (_, i) =>
  groupRow(DATA_BASE, { ...admins[i % 69]!, code: `I${i}`, assemblies: i % 200, contemplatedInMonth: i % 17 }),
);
const movable = Array.from({ length: MOVABLE }, (_, i) =>
  groupRow(DATA_BASE, {
    ...admins[i % 250]!,
    code: `M${i}`,
    segment: `${[2, 3, 4, 5, 6][i % 5]}${i % 10}`,
    term: 60 + (i % 40),
    index: "IPCA",
  }),
);
const zip = zipOf({
  [`${DATA_BASE}Segmentos_Consolidados.csv`]: csv(SEGMENT_HEADERS, segments),
  [`${DATA_BASE}Bens_Imoveis_Grupos.csv`]: csv(GROUP_HEADERS, realEstate),
  [`${DATA_BASE}Bens_Moveis_Grupos.csv`]: csv(GROUP_HEADERS, movable),
});
const file = path.join(os.tmpdir(), `bench-${DATA_BASE}Consorcios-${process.pid}.zip`);
fs.writeFileSync(file, zip);
segments.length = realEstate.length = movable.length = 0;

await db.$queryRaw`SELECT 1`;
globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const started = performance.now();
const result = await importBcbZip(db, file, { file: path.basename(file), origin: "cli" });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
fs.rmSync(file, { force: true });

const extraMb = (peak - baseline) / 1024 / 1024;
const longest = Math.max(...durations);
const rows = result.rows;
const lines = [
  "<!-- bench:bcb -->",
  "## BCB consórcio import (`npm run bench:bcb`)",
  "",
  `A quarter-end ZIP built from the documented layout (${(zip.length / 1024).toFixed(0)} KB: 750 segment rows, 2 835 imóveis groups, ${MOVABLE.toLocaleString("en")} móveis groups), imported from disk with the production batches (500 rows per INSERT, 20 ms pause between batches). Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (load ${os.loadavg()[0]!.toFixed(1)}).`,
  "",
  "| figure | value | target |",
  "|---|---|---|",
  `| rows imported | ${rows} | |`,
  `| time | ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s) | |`,
  `| peak memory over the baseline (RSS) | ${extraMb.toFixed(1)} MB | ≤ ${TARGET_EXTRA_MB} MB ${extraMb <= TARGET_EXTRA_MB ? "met" : "NOT MET"} |`,
  `| longest statement | ${Math.round(longest)} ms (${durations.length} statements) | < ${TARGET_STATEMENT_MS} ms ${longest < TARGET_STATEMENT_MS ? "met" : "NOT MET"} |`,
  "<!-- /bench:bcb -->",
];
const section = lines.join("\n");
console.log(section);
const doc = path.join(import.meta.dirname, "..", "docs", "benchmarks.md");
const current = fs.readFileSync(doc, "utf8");
const block = /<!-- bench:bcb -->[\s\S]*<!-- \/bench:bcb -->/;
fs.writeFileSync(doc, block.test(current) ? current.replace(block, section) : `${current.trimEnd()}\n\n${section}\n`);
await db.$disconnect();
process.exit(extraMb <= TARGET_EXTRA_MB && longest < TARGET_STATEMENT_MS ? 0 : 1);
