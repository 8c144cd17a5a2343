// The static checks `npm test` starts with (types, lint, format, the features' order, the cast
// ceiling, knip), as many at once as the machine has cores: each is one single-threaded process, so
// one after another they left a core idle for ~2 minutes of every CI run. Each check's output is
// printed whole when it ends, with its time; any failure fails the run, after all have finished.
//   node scripts/static-checks.ts            every check
//   node scripts/static-checks.ts lint knip  just those
import { availableParallelism } from "node:os";
import { spawnProcess } from "./lib/processes.ts";

/** Longest first, so the short ones fill the gaps. */
const CHECKS = ["typecheck", "lint", "knip", "format:check", "check:features", "check:casts"];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !CHECKS.includes(name));
if (unknown.length > 0) {
  console.error(`Verificações desconhecidas: ${unknown.join(", ")} (conhecidas: ${CHECKS.join(", ")})`);
  process.exit(2);
}
const queue = chosen.length > 0 ? [...chosen] : [...CHECKS];

type Outcome = { name: string; code: number; seconds: number };

function runCheck(name: string): Promise<Outcome> {
  const started = performance.now();
  const child = spawnProcess("npm", ["run", name], { stdio: ["ignore", "pipe", "pipe"] });
  const output: Buffer[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (code: number) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `== npm run ${name}: ${code === 0 ? "ok" : `falhou (código ${code})`} em ${seconds.toFixed(0)} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ name, code, seconds });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on("close", (code) => done(code ?? 1));
  });
}

const outcomes: Outcome[] = [];
const lane = async () => {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) outcomes.push(await runCheck(name));
};
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));

const failed = outcomes.filter((o) => o.code !== 0);
if (failed.length > 0) {
  console.error(`Verificações com falha: ${failed.map((o) => o.name).join(", ")}`);
  process.exit(1);
}
