import { createEnv } from "@t3-oss/env-nextjs";
import * as z from "zod";

// The environment's schema; src/env.ts applies it to the process environment through
// @t3-oss/env-nextjs, which keeps server variables out of the browser: reading one there throws.

const server = {
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z
    .string({ error: "DATABASE_URL é obrigatória (postgresql://usuario:senha@host:porta/banco)" })
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL deve começar com postgresql://" }),
  NEXTAUTH_SECRET: z
    .string({ error: "NEXTAUTH_SECRET é obrigatória (uma chave aleatória de 32+ caracteres)" })
    .min(32, { error: "NEXTAUTH_SECRET deve ter pelo menos 32 caracteres" }),
  NEXTAUTH_URL: z.url({ error: "NEXTAUTH_URL deve ser uma URL (ex.: http://localhost:3000)" }).default("http://localhost:3000"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "SMTP_URL deve começar com smtp:// ou smtps://" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Consórcio Pro <nao-responda@consorciopro.com.br>"),
  HELP_PLAYLIST_URL: z
    .url({ error: "HELP_PLAYLIST_URL deve ser uma URL" })
    .default("https://www.youtube.com/playlist?list=PLconsorciopro-ajuda"),
  COMPANY_REGISTRATION: z
    .string()
    .min(1)
    .default("Consórcio Pro Tecnologia Ltda. · CNPJ 00.000.000/0001-00"),
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
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(8, { error: "MERCADOPAGO_WEBHOOK_SECRET deve ter pelo menos 8 caracteres" }).optional(),
  MERCADOPAGO_FAKE_URL: z.url({ error: "MERCADOPAGO_FAKE_URL deve ser uma URL (ex.: http://127.0.0.1:4010)" }).optional(),
  MERCADOPAGO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  BILLING_WORKER: z.enum(["on", "off"]).optional(),
  // Set by scripts/with-test-db.mjs for integration tests: the server's maintenance database.
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

/** `isServer` is detected (no `window`) unless given; tests pass it to play the browser. */
export function parseEnv(source: Record<string, string | undefined>, { isBuild = false, isServer }: { isBuild?: boolean; isServer?: boolean } = {}) {
  const input = { ...source };
  // Empty strings in .env files mean "unset".
  for (const key of Object.keys(input)) if (input[key] === "") delete input[key];
  if (isBuild) {
    input.DATABASE_URL ??= "postgresql://build@127.0.0.1:5432/build";
    input.NEXTAUTH_SECRET ??= "build-time-placeholder-secret-not-used-at-runtime";
  }
  const env = createEnv({
    server,
    client,
    runtimeEnv: input as Parameters<typeof createEnv>[0]["runtimeEnv"] & Record<keyof typeof server, string | undefined>,
    emptyStringAsUndefined: true,
    isServer,
    onInvalidAccess: (name) => {
      throw new Error(`${name} é uma variável do servidor e não pode ser lida no navegador.`);
    },
    onValidationError: (issues) => {
      throw new Error(`Variáveis de ambiente inválidas:\n${formatIssues(issues)}\nVeja .env.example.`);
    },
  });
  // Real Mercado Pago credentials need the webhook secret too, or no notification could be trusted.
  if ((isServer ?? typeof window === "undefined") && env.MERCADOPAGO_ACCESS_TOKEN && !env.MERCADOPAGO_WEBHOOK_SECRET) {
    const message = "MERCADOPAGO_WEBHOOK_SECRET é obrigatória com MERCADOPAGO_ACCESS_TOKEN (a assinatura secreta do painel de webhooks)";
    throw new Error(`Variáveis de ambiente inválidas:\n${formatIssues([{ message, path: ["MERCADOPAGO_WEBHOOK_SECRET"] }])}\nVeja .env.example.`);
  }
  return env;
}

export type Env = ReturnType<typeof parseEnv>;

