// PDF benchmark (`npm run bench:proposals`): a default imóvel proposal (220 months, scenarios and
// modalities on, month table off) with a logo and 3 PDF images (cover, an extra page, back cover), as
// the seller and the public page download it. Prints the median ms per PDF (target ≤ 500 ms), PDFs/s,
// the same with the 220-month table on, and RSS before and after 200 PDFs in this one process.
import { performance } from "node:perf_hooks";
import { renderToBuffer } from "@react-pdf/renderer";
import { ProposalDocument, type PdfImage, type ProposalPdfData } from "../src/features/proposals/pdf/proposal-document";
import { proposalDraftSchema } from "../src/features/proposals/schema";
import { buildSnapshot } from "../src/features/proposals/snapshot";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS } from "../src/features/simulators/engine/index";
import sharp from "sharp";
import { makePng } from "./png";

const TARGET_MS = 500;
const WARMUP = 5;
const MEASURED = 30;
const LEAK_RUNS = 200;

// PDF pages as the uploads store them (features/uploads/image.ts): JPEG, quality 85, 2000 px on the
// long side; busy pixels so that they do not compress to nothing.
async function page(seed: number): Promise<PdfImage> {
  const png = makePng(1414, 2000, (x, y) => [(x * 7 + seed * 40) % 256, (y * 3 + seed * 90) % 256, ((x ^ y) + seed * 17) % 256]);
  return { data: await sharp(png).jpeg({ quality: 85, mozjpeg: true }).toBuffer(), format: "jpg" };
}
const images = [await page(1), await page(2), await page(3)];
const logo: PdfImage = { data: makePng(240, 80, (x, y) => [15, 120 + ((x + y) % 100), 88]), format: "png" };

function data(monthTable: boolean): ProposalPdfData {
  const draft = proposalDraftSchema.parse({
    client: { name: "Ana Beatriz Lima", phone: "11987654321" },
    sections: { scenarios: true, modalities: true, monthTable },
    simulation: { kind: "imovel", params: IMOVEL_DEFAULT_PARAMS },
  });
  const s = buildSnapshot(draft, DEFAULT_MODALITIES);
  return {
    clientName: "Ana Beatriz Lima",
    sellerName: "Marina Souza",
    kind: "imovel",
    snapshot: { version: 1, engineVersion: s.engineVersion, createdAt: new Date(), inputs: s.inputs, results: s.results },
    brand: { name: "Souza Consórcios", color: "#0f9d58", logo },
    pages: images,
  };
}

async function measure(input: ProposalPdfData, runs: number) {
  for (let i = 0; i < WARMUP; i += 1) await renderToBuffer(<ProposalDocument data={input} />);
  const samples: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    bytes = (await renderToBuffer(<ProposalDocument data={input} />)).length;
    samples.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(runs / 2)] ?? NaN, p95: samples[Math.floor(runs * 0.95)] ?? NaN, perSecond: (runs / total) * 1000, bytes };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const imageBytes = images.reduce((sum, i) => sum + i.data.length, 0);
console.log(`load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}`);
console.log(`node ${process.version}; 3 PDF images (${mb(imageBytes)} of JPEG, 1414×2000) + logo; ${MEASURED} measured PDFs after ${WARMUP} warm-up`);

const standard = await measure(data(false), MEASURED);
console.log(`PDF, default sections          median ${standard.median.toFixed(0)} ms   p95 ${standard.p95.toFixed(0)} ms   ${standard.perSecond.toFixed(2)} PDFs/s   ${mb(standard.bytes)}`);
const withTable = await measure(data(true), 10);
console.log(`PDF, + 220-month table         median ${withTable.median.toFixed(0)} ms   p95 ${withTable.p95.toFixed(0)} ms   ${withTable.perSecond.toFixed(2)} PDFs/s   ${mb(withTable.bytes)}`);
console.log(`default-sections median ${standard.median <= TARGET_MS ? "within" : "ABOVE"} the ${TARGET_MS} ms target`);

globalThis.gc?.();
const before = process.memoryUsage().rss;
const input = data(false);
for (let i = 0; i < LEAK_RUNS; i += 1) await renderToBuffer(<ProposalDocument data={input} />);
globalThis.gc?.();
const after = process.memoryUsage().rss;
console.log(`RSS before ${mb(before)}, after ${LEAK_RUNS} PDFs ${mb(after)} (${after - before >= 0 ? "+" : ""}${mb(after - before)})`);
