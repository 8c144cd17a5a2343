// Engine benchmark (`npm run bench`): the full imóvel comparison at its longest (420 months, every
// scenario on) and the vehicle comparison. Target: ≤ 0,5 ms per imóvel run, median.
import { performance } from "node:perf_hooks";
import {
  IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel, compareVeiculo,
  type ImovelParams, type VeiculoParams,
} from "../src/features/simulators/engine/index";

const TARGET_MS = 0.5;
const WARMUP_RUNS = 2_000;
const MEASURED_RUNS = 5_000;

interface Figures {
  medianMs: number;
  p95Ms: number;
  runsPerSecond: number;
}

function measure(run: () => unknown): Figures {
  // Keep results reachable so the JIT cannot drop the work.
  let sink = 0;
  for (let k = 0; k < WARMUP_RUNS; k += 1) sink += run() === null ? 1 : 0;
  const samples = new Float64Array(MEASURED_RUNS);
  const started = performance.now();
  for (let k = 0; k < MEASURED_RUNS; k += 1) {
    const t0 = performance.now();
    sink += run() === null ? 1 : 0;
    samples[k] = performance.now() - t0;
  }
  const totalMs = performance.now() - started;
  if (sink < 0) console.log(sink);
  samples.sort();
  return {
    medianMs: samples[Math.floor(MEASURED_RUNS / 2)] ?? Number.NaN,
    p95Ms: samples[Math.floor(MEASURED_RUNS * 0.95)] ?? Number.NaN,
    runsPerSecond: (MEASURED_RUNS / totalMs) * 1000,
  };
}

function line(label: string, f: Figures): string {
  return `${label.padEnd(46)} median ${f.medianMs.toFixed(4)} ms   p95 ${f.p95Ms.toFixed(4)} ms   ${Math.round(f.runsPerSecond)} runs/s`;
}

const imovel: ImovelParams = {
  ...IMOVEL_DEFAULT_PARAMS,
  prazo: 420,
  pricePrazo: 420,
  sacPrazo: 420,
  scenarios: { rentWhileWaiting: true, appreciation: true, rentalIncome: true, investInstead: true },
};
const veiculo: VeiculoParams = { ...VEICULO_DEFAULT_PARAMS };

const imovelFigures = measure(() => compareImovel(imovel));
const veiculoFigures = measure(() => compareVeiculo(veiculo));

console.log(`node ${process.version}, ${MEASURED_RUNS} measured runs after ${WARMUP_RUNS} warm-up runs`);
console.log(line("compareImovel (420 months, all scenarios)", imovelFigures));
console.log(line("compareVeiculo (defaults, 80 months)", veiculoFigures));
// Informational, not a gate: on a shared 2-core machine a busy neighbour can move the figures.
console.log(`imóvel median ${imovelFigures.medianMs <= TARGET_MS ? "within" : "ABOVE"} the ${TARGET_MS} ms target`);
