import { createEnv } from "@t3-oss/env-nextjs";
import * as z from "zod";

// The environment's schema; src/env.ts applies it to the process environment through
// @t3-oss/env-nextjs, which keeps server variables out of the browser: reading one there throws.

/** Stand-ins for development and tests; production refuses both (productionIssues). */
export const PLACEHOLDER_HELP_PLAYLIST = "https://www.youtube.com/playlist?list=PLconsorciopro-ajuda";
export const PLACEHOLDER_COMPANY_REGISTRATION = "Consórcio Pro Tecnologia Ltda. · CNPJ 00.000.000/0001-00";

const server = {
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z
    .string({ error: "DATABASE_URL é obrigatória (postgresql://usuario:senha@host:porta/banco)" })
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL deve começar com postgresql://" }),
  NEXTAUTH_SECRET: z
    .string({ error: "NEXTAUTH_SECRET é obrigatória (uma chave aleatória de 32+ caracteres)" })
    .min(32, { error: "NEXTAUTH_SECRET deve ter pelo menos 32 caracteres" }),
  NEXTAUTH_URL: z
    .url({ error: "NEXTAUTH_URL deve ser uma URL (ex.: http://localhost:3000)" })
    .default("http://localhost:3000"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "SMTP_URL deve começar com smtp:// ou smtps://" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Consórcio Pro <nao-responda@consorciopro.com.br>"),
  HELP_PLAYLIST_URL: z.url({ error: "HELP_PLAYLIST_URL deve ser uma URL" }).default(PLACEHOLDER_HELP_PLAYLIST),
  COMPANY_REGISTRATION: z.string().min(1).default(PLACEHOLDER_COMPANY_REGISTRATION),
  DEV_OUTBOX: z.enum(["on", "off"]).optional(),
  // /dev/erro, a page that fails on purpose so the branded error page can be tested on a production
  // build (the e2e runner turns it on). Off unless "on"; it reveals nothing.
  ERROR_PROBE: z.enum(["on", "off"]).optional(),
  // Proxies in front of the app that append to X-Forwarded-For (0: clients connect directly).
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: "TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10" })
    .int({ error: "TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10" })
    .min(0, { error: "TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10" })
    .max(10, { error: "TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10" })
    .default(0),
  // Mercado Pago (billing). Without an access token the SDK talks to the local fake API
  // (MERCADOPAGO_FAKE_URL, started by the npm scripts); with one, to api.mercadopago.com.
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(10, { error: "MERCADOPAGO_ACCESS_TOKEN parece incompleto" }).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z
    .string()
    .min(8, { error: "MERCADOPAGO_WEBHOOK_SECRET deve ter pelo menos 8 caracteres" })
    .optional(),
  MERCADOPAGO_FAKE_URL: z
    .url({ error: "MERCADOPAGO_FAKE_URL deve ser uma URL (ex.: http://127.0.0.1:4010)" })
    .optional(),
  // A test knob: with credentials, where the SDK calls instead of api.mercadopago.com (test:cluster
  // points its production servers at the local fake API). Production accepts https or loopback only.
  MERCADOPAGO_API_URL: z
    .url({ error: "MERCADOPAGO_API_URL deve ser uma URL (ex.: https://api.mercadopago.com)" })
    .optional(),
  MERCADOPAGO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // The Banco Central's SGS API (the official rates' daily job, features/rates/refresh.ts). A test knob
  // like MERCADOPAGO_API_URL: the cluster and the tests point it at a local fake; production accepts
  // https or loopback only.
  SGS_BASE_URL: z
    .url({ error: "SGS_BASE_URL deve ser uma URL (ex.: https://api.bcb.gov.br)" })
    .default("https://api.bcb.gov.br"),
  // The Banco Central's consórcio files (features/bcb: the monthly job fetches
  // {base}/dados-consolidados/AAAAMMConsorcios.zip and {base}/dados-por-unidade-da-federacao/AAAAMMConsorcios_UF.zip).
  BCB_CONSORCIOS_URL: z
    .url({
      error:
        "BCB_CONSORCIOS_URL deve ser uma URL (ex.: https://www.bcb.gov.br/content/estabilidadefinanceira/consorcio-banco-de-dados)",
    })
    .default("https://www.bcb.gov.br/content/estabilidadefinanceira/consorcio-banco-de-dados"),
  BCB_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  // E-mails a second each mail queue sends (src/platform/mail/queue.ts): the transactional one (sign-up,
  // links, receipts, deletion) and the sellers' notifications, each fetched in batches of this size
  // once a second. 10: a burst of 200 drains in ~20 s.
  MAIL_PER_SECOND: z.coerce
    .number({ error: "MAIL_PER_SECOND deve ser um número de e-mails por segundo (1–200)" })
    .int()
    .min(1, { error: "MAIL_PER_SECOND deve ser um número de e-mails por segundo (1–200)" })
    .max(200, { error: "MAIL_PER_SECOND deve ser um número de e-mails por segundo (1–200)" })
    .default(10),
  // How long a seller's first notification waits for others, to go as one e-mail that lists them.
  MAIL_COALESCE_SECONDS: z.coerce
    .number({ error: "MAIL_COALESCE_SECONDS deve ser um número de segundos (0–3600)" })
    .int()
    .min(0, { error: "MAIL_COALESCE_SECONDS deve ser um número de segundos (0–3600)" })
    .max(3600, { error: "MAIL_COALESCE_SECONDS deve ser um número de segundos (0–3600)" })
    .default(120),
  // Client answers ("Tenho interesse") one proposal takes in 24 h, whoever sends them.
  RESPONSES_PER_PROPOSAL_PER_DAY: z.coerce
    .number({ error: "RESPONSES_PER_PROPOSAL_PER_DAY deve ser um número de respostas (1–10000)" })
    .int()
    .min(1, { error: "RESPONSES_PER_PROPOSAL_PER_DAY deve ser um número de respostas (1–10000)" })
    .max(10_000, { error: "RESPONSES_PER_PROPOSAL_PER_DAY deve ser um número de respostas (1–10000)" })
    .default(30),
  // What this process does with background jobs (src/platform/jobs.ts): "web" only sends them for a
  // worker, "worker" (npm run worker) and "all" (one machine) run them; unset: "all" outside tests.
  PROCESS_ROLE: z.enum(["web", "worker", "all"], { error: "PROCESS_ROLE deve ser web, worker ou all" }).optional(),
  // Connections of this process's Prisma pool (docs/tenant-fairness.md: the sum over web servers and
  // the worker must stay under PostgreSQL's max_connections).
  DATABASE_POOL_MAX: z.coerce
    .number({ error: "DATABASE_POOL_MAX deve ser um número de conexões (1–100)" })
    .int()
    .min(1, { error: "DATABASE_POOL_MAX deve ser um número de conexões (1–100)" })
    .max(100, { error: "DATABASE_POOL_MAX deve ser um número de conexões (1–100)" })
    .default(10),
  // "off": a production start does not load its heavy routes before saying ready (platform/warm-up.ts).
  WARM_UP: z.enum(["on", "off"], { error: "WARM_UP deve ser on ou off" }).optional(),
  // Read by Next.js itself at start: set, it leaves SIGTERM/SIGINT to src/platform/lifecycle.ts (drain, exit 0).
  NEXT_MANUAL_SIG_HANDLE: z.string().optional(),
  // Set by Next.js itself while `next build` collects pages (no worker starts then).
  NEXT_PHASE: z.string().optional(),
  // Bearer token of GET /api/metrics (Prometheus); required in production.
  METRICS_TOKEN: z.string().min(24, { error: "METRICS_TOKEN deve ter pelo menos 24 caracteres" }).optional(),
  // `npm run worker` serves its own GET /metrics here (same METRICS_TOKEN): queue depth, job failures
  // and e-mails are counted in the worker when the web servers run with PROCESS_ROLE=web.
  WORKER_METRICS_PORT: z.coerce
    .number({ error: "WORKER_METRICS_PORT deve ser uma porta (1–65535)" })
    .int()
    .min(1, { error: "WORKER_METRICS_PORT deve ser uma porta (1–65535)" })
    .max(65_535, { error: "WORKER_METRICS_PORT deve ser uma porta (1–65535)" })
    .optional(),
  // Server log (src/platform/log/logger.ts): the least level written; "silent" writes nothing.
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "LOG_LEVEL deve ser fatal, error, warn, info, debug, trace ou silent",
    })
    .default("info"),
  // "1": the production build as a local demo (npm run start:demo): embedded database, fake Mercado Pago.
  DEMO: z.enum(["0", "1"], { error: "DEMO deve ser 1 (demonstração) ou 0" }).optional(),
  // Set by scripts/with-test-db.ts for integration tests: the server's maintenance database.
  TEST_ADMIN_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "TEST_ADMIN_DATABASE_URL deve começar com postgresql://" })
    .optional(),
};

// Variables the browser may read must start with NEXT_PUBLIC_ and go here (none yet).
const client = {};

type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

function formatIssues(issues: readonly Issue[]): string {
  return issues
    .map((issue) => {
      const path = (issue.path ?? []).map((part) => String(typeof part === "object" ? part.key : part)).join(".");
      return `  - ${path || "(env)"}: ${issue.message}`;
    })
    .join("\n");
}

/** Prefix of the secret the npm scripts generate into .data/ for local runs (scripts/lib/app-env.ts). */
export const GENERATED_SECRET_PREFIX = "gerado-localmente-";
const PLACEHOLDER_SECRETS = new Set([
  "build-time-placeholder-secret-not-used-at-runtime",
  "test-secret-0123456789-abcdefghijklmnop",
]);

/** https anywhere, or plain http only to this machine (a URL the schema rejects passes here: it names it). */
function httpsOrLoopback(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return true;
  }
  if (url.protocol === "https:") return true;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return url.protocol === "http:" && (host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host));
}

/**
 * What a production server (NODE_ENV=production, not DEMO=1) must have, beyond the schema: nothing
 * embedded, generated, fake or constant. One issue per variable; each names it.
 */
export function productionIssues(input: Record<string, string | undefined>): Issue[] {
  const issue = (name: string, message: string): Issue => ({ path: [name], message });
  if (input.DEMO === "1") {
    return input.MERCADOPAGO_ACCESS_TOKEN
      ? [
          issue(
            "MERCADOPAGO_ACCESS_TOKEN",
            "o modo demonstração (DEMO=1) recusa credenciais reais do Mercado Pago; remova-a ou tire DEMO=1",
          ),
        ]
      : [];
  }
  const issues: Issue[] = [];
  if (!input.DATABASE_URL)
    issues.push(
      issue(
        "DATABASE_URL",
        "é obrigatória em produção (postgresql://usuario:senha@host:porta/banco); o banco embutido é só para desenvolvimento",
      ),
    );
  const secret = input.NEXTAUTH_SECRET;
  if (!secret)
    issues.push(
      issue(
        "NEXTAUTH_SECRET",
        "é obrigatória em produção (uma chave aleatória de 32+ caracteres, ex.: openssl rand -base64 32)",
      ),
    );
  else if (secret.startsWith(GENERATED_SECRET_PREFIX) || PLACEHOLDER_SECRETS.has(secret))
    issues.push(
      issue(
        "NEXTAUTH_SECRET",
        "é uma chave gerada para desenvolvimento ou testes; defina uma chave própria de produção",
      ),
    );
  if (!input.NEXTAUTH_URL?.startsWith("https://"))
    issues.push(issue("NEXTAUTH_URL", "deve ser o endereço público em https:// em produção"));
  if (!input.SMTP_URL)
    issues.push(
      issue("SMTP_URL", "é obrigatória em produção (smtp://usuario:senha@host:587): sem ela nenhum e-mail sai"),
    );
  if (!input.MERCADOPAGO_ACCESS_TOKEN)
    issues.push(
      issue(
        "MERCADOPAGO_ACCESS_TOKEN",
        "é obrigatória em produção (o Mercado Pago de testes é só para desenvolvimento)",
      ),
    );
  if (!input.MERCADOPAGO_WEBHOOK_SECRET)
    issues.push(
      issue("MERCADOPAGO_WEBHOOK_SECRET", "é obrigatória em produção (a assinatura secreta do painel de webhooks)"),
    );
  if (input.MERCADOPAGO_FAKE_URL)
    issues.push(issue("MERCADOPAGO_FAKE_URL", "não pode ser usada em produção (API de testes)"));
  if (input.MERCADOPAGO_API_URL && !httpsOrLoopback(input.MERCADOPAGO_API_URL))
    issues.push(
      issue(
        "MERCADOPAGO_API_URL",
        "em produção deve ser https:// ou um endereço de loopback (127.0.0.1, ::1, localhost)",
      ),
    );
  if (input.SGS_BASE_URL && !httpsOrLoopback(input.SGS_BASE_URL))
    issues.push(
      issue("SGS_BASE_URL", "em produção deve ser https:// ou um endereço de loopback (127.0.0.1, ::1, localhost)"),
    );
  if (!input.METRICS_TOKEN)
    issues.push(issue("METRICS_TOKEN", "é obrigatória em produção (o token Bearer de /api/metrics, 24+ caracteres)"));
  // The footer's legal line and the help button's playlist: the operator's own, never the stand-ins.
  if (!input.COMPANY_REGISTRATION || input.COMPANY_REGISTRATION.includes("00.000.000/0001-00")) {
    issues.push(
      issue(
        "COMPANY_REGISTRATION",
        "é obrigatória em produção: a razão social e o CNPJ da empresa (o CNPJ 00.000.000/0001-00 é só um exemplo)",
      ),
    );
  }
  if (!input.HELP_PLAYLIST_URL || input.HELP_PLAYLIST_URL === PLACEHOLDER_HELP_PLAYLIST) {
    issues.push(
      issue(
        "HELP_PLAYLIST_URL",
        "é obrigatória em produção: o endereço da playlist de ajuda da empresa (a padrão é só um exemplo)",
      ),
    );
  }
  return issues;
}

function invalid(issues: readonly Issue[]): Error {
  return new Error(`Variáveis de ambiente inválidas:\n${formatIssues(issues)}\nVeja .env.example.`);
}

/**
 * The integration tier's own database per vitest worker (scripts/with-test-db.ts makes a copy per
 * worker and names it TEST_WORKER_<slot>_DATABASE_URL, with its fake Mercado Pago's address): the
 * variables this process should run with instead of the run's, or none outside that tier. The slot is
 * TEST_DB_SLOT (the files run alone) or vitest's VITEST_POOL_ID.
 */
export function testWorkerOverrides(source: Record<string, string | undefined>): Record<string, string> {
  if (source.NODE_ENV !== "test") return {};
  const slot = source.TEST_DB_SLOT ?? source.VITEST_POOL_ID;
  const database = slot ? source[`TEST_WORKER_${slot}_DATABASE_URL`] : undefined;
  if (!slot || !database) return {};
  const fake = source[`TEST_WORKER_${slot}_MERCADOPAGO_FAKE_URL`];
  return { DATABASE_URL: database, ...(fake ? { MERCADOPAGO_FAKE_URL: fake } : {}) };
}

/** `isServer` is detected (no `window`) unless given; tests pass it to play the browser. */
export function parseEnv(
  source: Record<string, string | undefined>,
  { isBuild = false, isServer }: { isBuild?: boolean; isServer?: boolean } = {},
) {
  const input = { ...source };
  // Empty strings in .env files mean "unset".
  for (const key of Object.keys(input)) if (input[key] === "") delete input[key];
  const onServer = isServer ?? typeof window === "undefined";
  const production = onServer && !isBuild && input.NODE_ENV === "production" ? productionIssues(input) : [];
  if (isBuild) {
    input.DATABASE_URL ??= "postgresql://build@127.0.0.1:5432/build";
    input.NEXTAUTH_SECRET ??= "build-time-placeholder-secret-not-used-at-runtime";
  }
  const env = createEnv({
    server,
    client,
    runtimeEnv: input as Parameters<typeof createEnv>[0]["runtimeEnv"] &
      Record<keyof typeof server, string | undefined>,
    emptyStringAsUndefined: true,
    isServer,
    onInvalidAccess: (name) => {
      throw new Error(`${name} é uma variável do servidor e não pode ser lida no navegador.`);
    },
    onValidationError: (issues) => {
      // The schema's own complaint about a variable wins over the production one about the same.
      const named = new Set(issues.map((i) => String(i.path?.[0] ?? "")));
      throw invalid([...issues, ...production.filter((i) => !named.has(String(i.path?.[0])))]);
    },
  });
  if (production.length) throw invalid(production);
  // Real Mercado Pago credentials need the webhook secret too, or no notification could be trusted.
  if (onServer && env.MERCADOPAGO_ACCESS_TOKEN && !env.MERCADOPAGO_WEBHOOK_SECRET) {
    const message =
      "MERCADOPAGO_WEBHOOK_SECRET é obrigatória com MERCADOPAGO_ACCESS_TOKEN (a assinatura secreta do painel de webhooks)";
    throw invalid([{ message, path: ["MERCADOPAGO_WEBHOOK_SECRET"] }]);
  }
  return env;
}

export type Env = ReturnType<typeof parseEnv>;
