// The npm scripts' own variables, checked with zod as src/env.ts checks the app's: a malformed one
// stops the script before anything starts, with a message naming it. Reads .env first (a variable
// already set in the environment wins). The app's variables are checked again by src/env.ts.
import { z } from "zod";

try {
  process.loadEnvFile?.(".env");
} catch {
  // no .env: the defaults below apply
}

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} deve ser um número de porta (1–65535)` })
    .int({ error: `${name} deve ser um número de porta (1–65535)` })
    .min(1, { error: `${name} deve ser um número de porta (1–65535)` })
    .max(65535, { error: `${name} deve ser um número de porta (1–65535)` });

const schema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL deve começar com postgresql://" })
    .optional(),
  PORT: port("PORT").default(3000),
  EMBEDDED_PG_PORT: port("EMBEDDED_PG_PORT").default(54329),
  E2E_PORT: port("E2E_PORT").optional(),
  // npm run test:cluster: nginx on this port, the two web servers, the fake Mercado Pago and the SMTP sink on the next four.
  CLUSTER_BASE_PORT: port("CLUSTER_BASE_PORT").optional(),
  CHROME_PATH: z.string().optional(),
});

/** Parses the scripts' variables; empty strings mean unset. Throws naming every bad variable. */
export function parseScriptEnv(source: Record<string, string | undefined>) {
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, source[key] === "" ? undefined : source[key]]),
  );
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Variáveis de ambiente inválidas:\n${lines.join("\n")}\nVeja .env.example.`);
  }
  return parsed.data;
}

function load() {
  try {
    return parseScriptEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export const scriptEnv = load();
