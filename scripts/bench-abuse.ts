// `npm run bench:abuse`: after `npm run build`, the built app under `next start` (fresh seeded
// database) while attackers run: /api/health's p99 alone, then beside (a) 60 parallel wrong logins
// for one e-mail, (b) 30 parallel public PDFs, (c) 80 parallel og:images, (f) three 5 000-row
// import previews one after another (scripts/lib/preview-burst.ts); logins actually checked
// (login attempts recorded), a cached PDF's time, then 8 parallel maximum-size (40-megapixel) logo
// uploads and the RSS they add, (d) the noisy neighbour (scripts/lib/noisy-neighbour.ts: another
// account's 5 000-row import, parallel creates and PDFs beside the demo account's list), (e) 15
// distinct public PDFs a second for 4 s and the time the server's process tree takes to be back at
// or under 400 MB (scripts/lib/pdf-burst-memory.ts; ABUSE_PDF_RATE and ABUSE_PDF_SECONDS change
// the burst), (f) a mail burst (scripts/lib/mail-burst.ts: 240 client answers, then another
// account's sign-up and its verification link), and the server's peak RSS over the whole run. Prints a table with the
// load average (the machine may be shared); exits 1 when a target is missed (CI does not run it).
// Ports: PORT (else a free one) for the server, EMBEDDED_PG_PORT for the embedded database.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import sharp from "sharp";
import { withServerHeapCap } from "./lib/app-env.ts";
import { ROOT } from "./lib/paths.ts";
import { bin, freePort, spawnProcess, waitForHttp } from "./lib/processes.ts";
import { benchRun, median, sampleRss, seededBenchDatabase, signIn, treeRssMb } from "./lib/web-bench.ts";
import { distinctProposalTokens, PDF_MEMORY_TARGET, pdfBurstMemory } from "./lib/pdf-burst-memory.ts";
import { NEIGHBOUR_TARGET, noisyNeighbour } from "./lib/noisy-neighbour.ts";
import { previewBurst } from "./lib/preview-burst.ts";
import { MAIL_BURST, MAIL_BURST_SERVER_ENV, MAIL_BURST_TARGET, mailBurst } from "./lib/mail-burst.ts";

const TOKEN = "demoPropostaAnaBeatriz01";
const EMAIL = "demo@consorciopro.com.br";
const PASSWORD = "demo12345";
const TARGET = { healthP99Ms: 250, loginsChecked: 5, cachedPdfMs: 10, uploadRssAddedMb: 150 };
const PDF_BURST = {
  perSecond: Number(process.env.ABUSE_PDF_RATE) || 15,
  seconds: Number(process.env.ABUSE_PDF_SECONDS) || 4,
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
const PHONE = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" };

if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
  console.error("Sem build: rode `npm run build` antes de `npm run bench:abuse`.");
  process.exit(1);
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};

/*
 * /api/health asked by 2 clients back to back until stop(); each answer's ms. In a worker thread of
 * its own: the bursts' hundreds of answers parsed on this script's event loop must not count as the
 * server's delay.
 */
const PROBE = `
const { parentPort, workerData } = require("node:worker_threads");
const samples = [];
let running = true;
parentPort.once("message", () => { running = false; });
const client = async () => {
  while (running) {
    const start = performance.now();
    const ok = await fetch(workerData + "/api/health").then(async (r) => (await r.arrayBuffer(), r.ok), () => false);
    samples.push(ok ? performance.now() - start : Number.POSITIVE_INFINITY);
    await new Promise((r) => setTimeout(r, 10));
  }
};
Promise.all([client(), client()]).then(() => parentPort.postMessage(samples));
`;

function healthProbe(baseUrl: string) {
  const worker = new Worker(PROBE, { eval: true, workerData: baseUrl });
  const done = new Promise<number[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    stop: async () => {
      worker.postMessage("stop");
      const samples = await done;
      await worker.terminate();
      return samples;
    },
  };
}

/**
 * A logo at the upload limits: 8000×5000 = 40 megapixels (the pixel limit) as PNG (no shrink while
 * loading, the most memory to resize), under the 2 MB file limit.
 */
async function maximumLogo() {
  const [w, h] = [8000, 5000];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f9d58"/><stop offset="1" stop-color="#1a237e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="#fff" fill-opacity="0.5"/></svg>`;
  const png = await sharp(Buffer.from(svg), { limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer();
  if (png.length > 2 * 1024 * 1024) throw new Error(`logo de teste com ${png.length} bytes: passa do limite de 2 MB`);
  return png;
}

/** Answers counted by status (0: no answer). */
type Statuses = Record<number, number>;
type Answer = { status: number; headers: Headers };

async function burst(n: number, request: () => Promise<Answer>): Promise<{ answers: Answer[]; statuses: Statuses }> {
  const answers = await Promise.all(
    Array.from({ length: n }, () => request().catch((): Answer => ({ status: 0, headers: new Headers() }))),
  );
  const statuses: Statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return { answers, statuses };
}

const loadAtStart = load();
// The server's own view of its event loop and GC (prom-client's defaults), read once the bursts are over.
const METRICS_TOKEN = crypto.randomBytes(24).toString("base64url");
async function serverStalls(baseUrl: string) {
  const text = await (
    await fetch(`${baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, "m").exec(text)?.[1] ?? Number.NaN);
  const gc = (kind: string, part: string) =>
    Number(
      new RegExp(`^nodejs_gc_duration_seconds_${part}\\{kind="${kind}"\\} ([0-9.e+-]+)$`, "m").exec(text)?.[1] ?? 0,
    );
  return {
    lagMaxMs: value("nodejs_eventloop_lag_max_seconds") * 1000,
    lagP99Ms: value("nodejs_eventloop_lag_p99_seconds") * 1000,
    majorGc: { count: gc("major", "count"), ms: gc("major", "sum") * 1000 },
    minorGc: { count: gc("minor", "count"), ms: gc("minor", "sum") * 1000 },
  };
}
const port = Number(process.env.PORT) || (await freePort());
const { databaseUrl, baseUrl, env, dispose } = await seededBenchDatabase("bench_abuse", port);

await benchRun(dispose, async (serve) => {
  // The server's own lines (access log, errors) for a look afterwards.
  const serverLog = fs.openSync(path.join(ROOT, ".data", "bench-abuse-server.log"), "w");
  const server = spawnProcess(bin("next"), ["start", "-p", String(port)], {
    env: withServerHeapCap({ ...env, NODE_ENV: "production", DEMO: "1", METRICS_TOKEN, ...MAIL_BURST_SERVER_ENV }),
    stdio: ["ignore", serverLog, serverLog],
  });
  serve(server);
  await waitForHttp(`${baseUrl}/api/health/ready`, { ok: (r) => r.status === 200 });
  const pid = server.pid!;
  const rss = sampleRss(pid);
  // Signed in before (a): the wrong-login burst then holds the owner's e-mail back from this address.
  const cookie = await signIn(baseUrl, EMAIL, PASSWORD);
  const logo = await maximumLogo();
  type Row = {
    name: string;
    healthP99Ms: number;
    healthMedianMs: number;
    healthSamples: number;
    load1: number;
    statuses: Statuses;
  };
  const rows: Row[] = [];
  const phase = async <T extends { statuses: Statuses }>(name: string, run: () => Promise<T>): Promise<Row & T> => {
    const probe = healthProbe(baseUrl);
    await new Promise((r) => setTimeout(r, 300));
    const result = await run();
    const health = await probe.stop();
    const row = {
      name,
      healthP99Ms: p99(health),
      healthMedianMs: median(health),
      healthSamples: health.length,
      load1: os.loadavg()[0] ?? Number.NaN,
      ...result,
    };
    rows.push(row);
    await new Promise((r) => setTimeout(r, 500));
    return row;
  };

  // The og:image's address as the page announces it.
  const html = await (await fetch(`${baseUrl}/public/propostas/${TOKEN}`, { headers: PHONE })).text();
  const ogUrl =
    /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/^https?:\/\/[^/]+/, baseUrl) ??
    `${baseUrl}/public/propostas/${TOKEN}/opengraph-image`;

  await phase("/api/health alone", async () => {
    await new Promise((r) => setTimeout(r, 3000));
    return { statuses: {} as Statuses };
  });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const attempts = async () =>
    Number(
      (await client.query<{ count: string }>(`select count(*) from "LoginAttempt" where "email" = $1`, [EMAIL])).rows[0]
        ?.count,
    );
  const attemptsBefore = await attempts();
  await phase("(a) 60 wrong logins, one e-mail", () =>
    burst(60, () =>
      fetch(`${baseUrl}/api/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: EMAIL, password: "senha-errada-123" }),
      }).then(async (r) => (await r.arrayBuffer(), r)),
    ),
  );
  const loginsChecked = (await attempts()) - attemptsBefore;
  await client.end();

  const pdfUrl = `${baseUrl}/public/propostas/${TOKEN}/pdf`;
  const pdfs = await phase("(b) 30 public PDFs", () =>
    burst(30, () => fetch(pdfUrl, { headers: PHONE }).then(async (r) => (await r.arrayBuffer(), r))),
  );
  const pdfRenders = pdfs.answers.filter((a) => a.headers.get("x-render-cache") === "miss").length;
  await phase("(c) 80 og:images", () =>
    burst(80, () => fetch(ogUrl, { headers: PHONE }).then(async (r) => (await r.arrayBuffer(), r))),
  );
  // (f) a 5 000-row import preview, three times in a row (scripts/lib/preview-burst.ts).
  const previews = await phase("(f) 3× a 5 000-row import preview", () => previewBurst({ baseUrl, cookie }));

  const cachedMs: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const start = performance.now();
    const r = await fetch(pdfUrl, { headers: PHONE });
    await r.arrayBuffer();
    if (r.headers.get("x-render-cache") === "hit") cachedMs.push(performance.now() - start);
  }

  // (d) Another tenant's heavy work beside the demo account's reads (the import runs in this
  // server's own worker, as under `npm run dev` and the demo: the harder case for fairness).
  const neighbour = await noisyNeighbour({ baseUrl, env, cookieA: cookie, signIn, pdfUrl });

  // 8 parallel maximum-size logo uploads: the RSS they add to the server (its tree) over what it held.
  await new Promise((r) => setTimeout(r, 1000));
  const rssBeforeMb = sampleRss(pid).stop();
  const during = sampleRss(pid, 20);
  const uploads = await burst(8, () => {
    const form = new FormData();
    form.set("kind", "avatar_black");
    form.set("file", new Blob([logo], { type: "image/png" }), "logo.png");
    return fetch(`${baseUrl}/api/uploads`, { method: "POST", body: form, headers: { cookie, origin: baseUrl } }).then(
      async (r) => (await r.arrayBuffer(), r),
    );
  });
  const uploadRssAddedMb = during.stop() - rssBeforeMb;

  // (e) Distinct public PDFs at a steady rate (shedding with 503 is fine), then the memory given back.
  const pdfTokens = await distinctProposalTokens(databaseUrl, TOKEN, PDF_BURST.perSecond * PDF_BURST.seconds);
  const pdfMemory = await pdfBurstMemory({
    ...PDF_BURST,
    tokens: pdfTokens,
    headers: PHONE,
    pdfUrl: (token) => `${baseUrl}/public/propostas/${token}/pdf`,
    rssMb: () => treeRssMb(pid),
  });
  // (f) Mail burst: client answers on 7 proposals from as many addresses, then another account's sign-up.
  const mailTokens = await distinctProposalTokens(databaseUrl, TOKEN, MAIL_BURST.proposals);
  const mail = await phase(`(f) mail burst: ${MAIL_BURST.answers} client answers, then a sign-up`, () =>
    mailBurst({ baseUrl, databaseUrl, tokens: mailTokens }),
  );
  const peakRssMb = rss.stop();
  const stalls = await serverStalls(baseUrl).catch(() => null);

  const first = rows[0]!;
  const alone = first.healthP99Ms;
  const fails: string[] = [];
  console.log(
    `\nbench:abuse — ${new Date().toISOString()}, ${os.availableParallelism()} cores, load average ${load()} (at the start: ${loadAtStart})\n`,
  );
  console.log("| run | /api/health p99 | vs alone | answers | load (1 min) | target |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    const s503 = row.statuses[503] ?? 0;
    const ok = row === rows[0] || (row.healthP99Ms <= TARGET.healthP99Ms && s503 === 0);
    if (!ok) fails.push(row.name);
    const answers =
      Object.entries(row.statuses)
        .map(([s, n]) => `${n}× ${s}`)
        .join(", ") || "—";
    console.log(
      `| ${row.name} | ${row.healthP99Ms.toFixed(0)} ms (${row.healthSamples} asks) | ${row === rows[0] ? "—" : `${(row.healthP99Ms / alone).toFixed(1)}×`} | ${answers} | ${row.load1.toFixed(1)} | ${row === rows[0] ? "" : ok ? "met" : "NOT MET"} (p99 ≤ ${TARGET.healthP99Ms} ms, no 503) |`,
    );
  }
  const cached = median(cachedMs);
  const checkedOk = loginsChecked <= TARGET.loginsChecked;
  const cachedOk = cached <= TARGET.cachedPdfMs;
  const uploadsOk = uploadRssAddedMb <= TARGET.uploadRssAddedMb && (uploads.statuses[201] ?? 0) === 8;
  if (!checkedOk) fails.push("logins checked");
  if (!cachedOk) fails.push("cached PDF");
  if (!uploadsOk) fails.push("logo uploads' RSS");
  if (!neighbour.ok) fails.push("noisy neighbour");
  if (!pdfMemory.ok) fails.push("memory after the PDF burst");
  if (!mail.ok) fails.push("mail burst");
  console.log(`\n| figure | value | target |\n|---|---|---|`);
  console.log(
    `| passwords checked in (a) (login attempts recorded) | ${loginsChecked} | ${checkedOk ? "met" : "NOT MET"} (≤ ${TARGET.loginsChecked}) |`,
  );
  console.log(`| PDFs rendered in (b) | ${pdfRenders} of 30 | |`);
  console.log(
    `| (f) each 5 000-row preview's answer | ${previews.ms.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")} | |`,
  );
  console.log(
    `| cached PDF, median of ${cachedMs.length} (/api/health alone: median ${first.healthMedianMs.toFixed(1)} ms) | ${cached.toFixed(1)} ms | ${cachedOk ? "met" : "NOT MET"} (≤ ${TARGET.cachedPdfMs} ms) |`,
  );
  const uploadAnswers = Object.entries(uploads.statuses)
    .map(([st, n]) => `${n}× ${st}`)
    .join(", ");
  console.log(
    `| RSS added by 8 parallel 40-megapixel PNG logo uploads (${uploadAnswers}; from ${rssBeforeMb.toFixed(0)} MB) | ${uploadRssAddedMb.toFixed(0)} MB | ${uploadsOk ? "met" : "NOT MET"} (≤ ${TARGET.uploadRssAddedMb} MB, 8× 201) |`,
  );
  console.log(
    `| (d) noisy neighbour: A's proposals.list p95 alone → beside B's 5 000-row import (${neighbour.status?.status ?? `HTTP ${neighbour.confirmStatus} ${neighbour.confirmError ?? ""}`}, ${(neighbour.importMs / 1000).toFixed(1)} s), 10 creates (${neighbour.creates.join(", ")}), ${neighbour.pdfs} PDFs; ${neighbour.samples} asks, ${neighbour.errors} 5xx | ${neighbour.aloneP95.toFixed(0)} → ${neighbour.duringP95.toFixed(0)} ms (${(neighbour.duringP95 / neighbour.aloneP95).toFixed(1)}×) | ${neighbour.ok ? "met" : "NOT MET"} (no 5xx, ≤ ${NEIGHBOUR_TARGET.p95Ratio}× alone, import done) |`,
  );
  const pdfAnswers = Object.entries(pdfMemory.statuses)
    .map(([st, n]) => `${n}× ${st}`)
    .join(", ");
  const settled =
    pdfMemory.settledAfterMs === null
      ? `still ${pdfMemory.lastMb.toFixed(0)} MB after ${PDF_MEMORY_TARGET.withinMs / 1000} s`
      : `${pdfMemory.lastMb.toFixed(0)} MB after ${(pdfMemory.settledAfterMs / 1000).toFixed(1)} s`;
  console.log(
    `| (e) ${PDF_BURST.perSecond} distinct public PDFs/s for ${PDF_BURST.seconds} s (${pdfAnswers}): server tree RSS before → peak → back | ${pdfMemory.beforeMb.toFixed(0)} → ${pdfMemory.peakMb.toFixed(0)} MB → ${settled} | ${pdfMemory.ok ? "met" : "NOT MET"} (≤ ${PDF_MEMORY_TARGET.settledRssMb} MB within ${PDF_MEMORY_TARGET.withinMs / 1000} s) |`,
  );
  const secs = (ms: number | null) => (ms === null ? "never" : `${(ms / 1000).toFixed(1)} s`);
  console.log(
    `| (f) mail burst: ${MAIL_BURST.answers} answers on ${MAIL_BURST.proposals} proposals (${mail.accepted}× 200, ${mail.refused}× 429 past the daily cap, in ${secs(mail.answersMs)}; load ${mail.load1.toFixed(1)}): another account's verification link (sign-up HTTP ${mail.signUpStatus}) / every notice sent, after the last answer / e-mails to the seller | ${secs(mail.verificationMs)} / ${secs(mail.drainMs)} / ${mail.sellerMails} | ${mail.ok ? "met" : "NOT MET"} (link ≤ ${MAIL_BURST_TARGET.verificationMs / 1000} s, sent ≤ ${MAIL_BURST_TARGET.drainMs / 1000} s, ≤ ${MAIL_BURST_TARGET.sellerMails} e-mails) |`,
  );
  console.log(`| peak RSS of the server (whole run, workers included) | ${peakRssMb.toFixed(0)} MB | |`);
  if (stalls) {
    console.log(
      `| server event loop since start: lag p99 / max (prom-client) | ${stalls.lagP99Ms.toFixed(0)} / ${stalls.lagMaxMs.toFixed(0)} ms | |`,
    );
    console.log(
      `| server GC since start: major, minor (count, total) | ${stalls.majorGc.count}× ${stalls.majorGc.ms.toFixed(0)} ms, ${stalls.minorGc.count}× ${stalls.minorGc.ms.toFixed(0)} ms | |`,
    );
  }
  if (fails.length) console.log(`\nNOT MET: ${fails.join(", ")}`);
  return fails.length ? 1 : 0;
});
