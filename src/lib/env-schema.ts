import { z } from "zod";

// The environment's schema; src/env.ts applies it to the process environment.

const serverSchema = z.object({
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
  // Proxies in front of the app that append to X-Forwarded-For (0: clients connect directly).
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: "TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10" })
    .int({ error: "TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10" })
    .min(0, { error: "TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10" })
    .max(10, { error: "TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10" })
    .default(0),
  // Set by scripts/with-test-db.mjs for integration tests: the server's maintenance database.
  TEST_ADMIN_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "TEST_ADMIN_DATABASE_URL deve começar com postgresql://" })
    .optional(),
});

export type Env = z.infer<typeof serverSchema>;

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  - ${issue.path.join(".") || "(env)"}: ${issue.message}`)
    .join("\n");
}

export function parseEnv(source: Record<string, string | undefined>, { isBuild = false } = {}): Env {
  const input = { ...source };
  // Empty strings in .env files mean "unset".
  for (const key of Object.keys(input)) if (input[key] === "") delete input[key];
  if (isBuild) {
    input.DATABASE_URL ??= "postgresql://build@127.0.0.1:5432/build";
    input.NEXTAUTH_SECRET ??= "build-time-placeholder-secret-not-used-at-runtime";
  }
  const parsed = serverSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(`Variáveis de ambiente inválidas:\n${formatIssues(parsed.error)}\nVeja .env.example.`);
  }
  return parsed.data;
}

