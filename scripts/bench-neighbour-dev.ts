// `npm run bench:neighbour:dev`: bench:abuse's noisy-neighbour phase (scripts/lib/noisy-neighbour.ts)
// on `next dev` instead of the production build: another account's confirmed 5 000-row import, 10
// parallel creates and public PDFs beside the demo account's proposals.list, on a fresh seeded
// database. Prints the list's p95 alone and beside it, with the load average; exits 1 when the
// target is missed (no 5xx, p95 ≤ 5× alone, the import done). Every route is compiled before the
// measure (dev compiles on first request). Ports: PORT (else a free one), EMBEDDED_PG_PORT.
import os from "node:os";
import { bin, freePort, spawnProcess, waitForHttp } from "./lib/processes.ts";
import { benchRun, seededBenchDatabase, signIn } from "./lib/web-bench.ts";
import { bigCsv, NEIGHBOUR_TARGET, noisyNeighbour, trpc } from "./lib/noisy-neighbour.ts";

const TOKEN = "demoPropostaAnaBeatriz01";
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

const port = Number(process.env.PORT) || (await freePort());
const { baseUrl, env, dispose } = await seededBenchDatabase("bench_neighbour_dev", port);
await benchRun(dispose, async (serve) => {
  const server = spawnProcess(bin("next"), ["dev", "-p", String(port)], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  serve(server);
  await waitForHttp(`${baseUrl}/api/health`, { ok: (r) => r.status === 200, timeoutMs: 600_000 });
  const cookie = await signIn(baseUrl, "demo@consorciopro.com.br", "demo12345");
  const pdfUrl = `${baseUrl}/public/propostas/${TOKEN}/pdf`;
  // Compiled once before the measure: the routes and procedures the phase calls.
  const a = trpc(baseUrl, cookie);
  await a.query("proposals.list", {});
  await a.mutate("clients.import", { fileBase64: bigCsv(5) });
  await a.query("clients.importStatus", { id: "imp_naoexiste" });
  await (await fetch(pdfUrl)).arrayBuffer();
  const loadAtStart = load();
  const n = await noisyNeighbour({ baseUrl, env, cookieA: cookie, signIn, pdfUrl });
  console.log(
    `\nbench:neighbour:dev — ${new Date().toISOString()}, ${os.availableParallelism()} cores, next dev, load average ${load()} (at the start: ${loadAtStart})\n`,
  );
  console.log("| phase | A's proposals.list p95 alone → beside | ratio | import | creates | 5xx | target |");
  console.log("|---|---|---|---|---|---|---|");
  console.log(
    `| (d) noisy neighbour on next dev | ${n.aloneP95.toFixed(0)} → ${n.duringP95.toFixed(0)} ms (${n.samples} asks) | ${(n.duringP95 / n.aloneP95).toFixed(1)}× | ${n.status?.status ?? `HTTP ${n.confirmStatus}`} in ${(n.importMs / 1000).toFixed(1)} s | ${n.creates.join(", ")} | ${n.errors} | ${n.ok ? "met" : "NOT MET"} (≤ ${NEIGHBOUR_TARGET.p95Ratio}× alone) |`,
  );
  return n.ok ? 0 : 1;
});
