// The processes of `npm run test:cluster`: nginx (deploy/nginx/consorcio.conf.template, the file
// compose.yaml uses) in front of two standalone web servers, one worker, the fake Mercado Pago and an
// SMTP sink, each with its own log under .data/cluster/. Ports: CLUSTER_BASE_PORT and the next ones.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type Proc, startProcess, waitFor } from "../../scripts/lib/processes.ts";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const LOG_DIR = path.join(ROOT, ".data", "cluster");
const BASE = Number(process.env.CLUSTER_BASE_PORT ?? 3001);
export const PORTS = {
  nginx: BASE,
  web1: BASE + 1,
  web2: BASE + 2,
  mercadoPago: BASE + 3,
  smtp: BASE + 4,
  workerMetrics: BASE + 5,
};
export const NGINX_URL = `http://127.0.0.1:${PORTS.nginx}`;
/** NEXTAUTH_URL: the address the public would use, with TLS at the load balancer. */
export const PUBLIC_URL = `https://127.0.0.1:${PORTS.nginx}`;
export const webUrl = (n: 1 | 2) => `http://127.0.0.1:${n === 1 ? PORTS.web1 : PORTS.web2}`;

/** Secrets this run makes up; the log check looks for each of them. */
export const SECRETS = {
  nextAuth: crypto.randomBytes(36).toString("base64url"),
  webhook: crypto.randomBytes(24).toString("hex"),
  metrics: crypto.randomBytes(24).toString("hex"),
  mercadoPagoToken: `TEST-${crypto.randomBytes(16).toString("hex")}`,
};

/**
 * The deployment's environment for a web server or the worker (see docs/operations.md, "Deploy"): a real
 * production server (NODE_ENV=production, no DEMO) with production variables of this run's own. Its
 * Mercado Pago credentials are a sandbox-looking token, and MERCADOPAGO_API_URL (a loopback address,
 * which src/env.ts allows in production as a test knob) points the SDK at the local fake API.
 * NEXTAUTH_URL is the public https address TLS would end at (docs/operations.md, "Deploy"); this loop talks plain
 * http to nginx itself, and the app takes the address a request came to as its own origin too.
 */
export function deployEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: "America/Sao_Paulo",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: process.env.DATABASE_URL,
    NEXTAUTH_URL: PUBLIC_URL,
    NEXTAUTH_SECRET: SECRETS.nextAuth,
    NEXT_MANUAL_SIG_HANDLE: "true",
    TRUSTED_PROXY_HOPS: "1",
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MERCADOPAGO_ACCESS_TOKEN: SECRETS.mercadoPagoToken,
    MERCADOPAGO_API_URL: `http://127.0.0.1:${PORTS.mercadoPago}`,
    MERCADOPAGO_WEBHOOK_SECRET: SECRETS.webhook,
    METRICS_TOKEN: SECRETS.metrics,
    COMPANY_REGISTRATION: "Consórcio Exemplo Ltda. · CNPJ 11.222.333/0001-81",
    HELP_PLAYLIST_URL: "https://ajuda.consorcio.example.com/videos",
    ...extra,
  };
}

export type { Proc };

/** A process of the topology, its output also appended to .data/cluster/<name>.log. */
function spawnProc(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Proc {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  return startProcess(name, command, args, { cwd, env, logFile: path.join(LOG_DIR, `${name}.log`) });
}

const answers = (url: string, status = 200) =>
  fetch(url, { signal: AbortSignal.timeout(3_000) }).then(
    (r) => r.status === status,
    () => false,
  );

/** Readiness (200 once the database answers), what nginx's and the image's health checks ask. */
export async function ready(base: string): Promise<boolean> {
  const res = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(3_000) }).catch(() => null);
  if (res?.status === 404) return answers(`${base}/api/health`);
  return res?.status === 200;
}

/** Waits for a started process; one that never got ready is stopped, not left running after the suite fails. */
async function startedOrStopped(
  proc: Proc,
  wait: () => Promise<unknown>,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<void> {
  try {
    await wait();
  } catch (error) {
    await proc.stop(signal);
    throw error;
  }
}

/** A web server: the standalone build, as the image runs it (`node server.js`). */
export async function startWeb(n: 1 | 2): Promise<Proc> {
  const port = n === 1 ? PORTS.web1 : PORTS.web2;
  const server = path.join(ROOT, ".next", "standalone", "server.js");
  const proc = spawnProc(
    `web${n}`,
    process.execPath,
    ["--max-old-space-size=384", server],
    deployEnv({ PORT: String(port), HOSTNAME: "127.0.0.1", PROCESS_ROLE: "web" }),
  );
  await startedOrStopped(proc, () => waitFor(`web${n} pronto`, () => ready(webUrl(n)), { proc }));
  return proc;
}

/**
 * The worker: what the worker image runs, its bundle (`node dist/worker.mjs`, built by scripts/cluster.ts;
 * one process, so `kill -9` really ends it): the pg-boss queues and nothing else.
 */
export async function startWorker(): Promise<Proc> {
  const proc = spawnProc(
    "worker",
    process.execPath,
    ["dist/worker.mjs"],
    deployEnv({ PROCESS_ROLE: "worker", WORKER_METRICS_PORT: String(PORTS.workerMetrics) }),
  );
  await startedOrStopped(
    proc,
    () =>
      waitFor("worker pronto", () => logLines(proc).some((line) => line.module === "worker" && line.msg === "pronto"), {
        proc,
      }),
    "SIGKILL",
  );
  return proc;
}

/** The JSON log lines a process wrote (src/platform/log/logger.ts); Next.js' own banner lines are skipped. */
export function logLines(proc: Proc): Array<Record<string, unknown>> {
  return proc
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The fake Mercado Pago API, delivering its signed notifications to nginx. */
export async function startMercadoPago(): Promise<Proc> {
  const proc = spawnProc("mercadopago", process.execPath, ["--import", "tsx", "scripts/fake-mercadopago.ts"], {
    ...deployEnv(),
    NODE_ENV: "test",
    FAKE_MERCADOPAGO_PORT: String(PORTS.mercadoPago),
    FAKE_MERCADOPAGO_WEBHOOK_URL: `${NGINX_URL}/api/webhooks/mercadopago`,
  });
  await waitFor("Mercado Pago de testes", () => proc.output().includes("fake-mercadopago http"), { proc });
  return proc;
}

/** deploy/nginx/consorcio.conf.template with ${NAME} filled in, as envsubst does in the nginx image. */
export function renderTemplate(vars: Record<string, string>): string {
  const template = fs.readFileSync(path.join(ROOT, "deploy", "nginx", "consorcio.conf.template"), "utf8");
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (all, name: string) => vars[name] ?? all);
}

export type Nginx = { stop: () => Promise<void>; accessLog: () => string[]; errorLog: () => string };

/** Debian's nginx on loopback, its own prefix, pid, logs and temp folders (no system service). */
export async function startNginx(): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "consorcio-nginx-"));
  fs.chmodSync(prefix, 0o755);
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.mkdirSync(path.join(prefix, dir), { mode: 0o777 });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const accessLog = path.join(LOG_DIR, "nginx-access.log");
  const errorLog = path.join(LOG_DIR, "nginx-error.log");
  fs.writeFileSync(accessLog, "");
  fs.writeFileSync(
    path.join(prefix, "consorcio.conf"),
    renderTemplate({
      NGINX_LISTEN: `127.0.0.1:${PORTS.nginx}`,
      WEB_1: `127.0.0.1:${PORTS.web1}`,
      WEB_2: `127.0.0.1:${PORTS.web2}`,
    }),
  );
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${prefix}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
      "  log_format cluster '$status $upstream_status $upstream_addr $request_method $uri';",
      `  access_log ${accessLog} cluster;`,
      `  include ${prefix}/consorcio.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const proc = spawnProc(
    "nginx",
    process.env.NGINX_BIN ?? "nginx",
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"],
    { PATH: process.env.PATH, NODE_ENV: "production" },
  );
  await waitFor(
    "nginx pronto",
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(PORTS.nginx, "127.0.0.1", () => {
          socket.destroy();
          resolve(true);
        });
        socket.once("error", () => resolve(false));
      }),
    { proc },
  );
  return {
    stop: async () => {
      await proc.stop("SIGQUIT");
      fs.rmSync(prefix, { recursive: true, force: true });
    },
    accessLog: () => fs.readFileSync(accessLog, "utf8").split("\n").filter(Boolean),
    errorLog: () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : ""),
  };
}

export type SmtpSink = { messages: string[]; close: () => Promise<void> };

/** A minimal SMTP server that keeps every message it is handed (what SMTP_URL points at). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.write("220 sink ESMTP\r\n");
    let buffer = "";
    let inData = false;
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-sink\r\n250 8BITMIME\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(PORTS.smtp, "127.0.0.1", resolve));
  return {
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
