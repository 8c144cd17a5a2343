// Direct database access for the specs (E2E_DATABASE_URL: the fresh database the app under test
// uses). Each spec creates its own accounts so seat limits never collide with other specs.
import crypto from "node:crypto";
import pg from "pg";
import { hashPassword } from "~/features/accounts/passwords";
import { DEFAULT_BRANDING_COLUMNS } from "~/features/settings/defaults";
import { PRIVACY_VERSION, TERMS_VERSION } from "~/features/terms/documents";

const url = process.env.E2E_DATABASE_URL;
let pool: pg.Pool | null = null;

function db(): pg.Pool {
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run the specs with `npm run test:e2e`.");
  pool ??= new pg.Pool({ connectionString: url, max: 2 });
  return pool;
}

/** Ends the pool (the worker fixture in e2e/fixtures.ts calls it once the specs are done). */
export async function closeDatabase() {
  await pool?.end();
  pool = null;
}

export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await db().query<T>(text, params)).rows;
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${crypto.randomBytes(3).toString("hex")}@example.com`;
}

const id = () => crypto.randomUUID();

export type TestUser = { email: string; password: string; name: string; userId: string; accountId: string; businessName: string };

/**
 * An owner with a verified e-mail, default settings and (unless terms: false) the current terms
 * accepted. Plan and status as asked.
 */
export async function createOwner({
  label = "owner",
  name = "Marina Souza",
  status = "ACTIVE",
  plan = "two_users",
  theme = "dark",
  terms = true,
}: { label?: string; name?: string; status?: string; plan?: string; theme?: string; terms?: boolean } = {}): Promise<TestUser> {
  const email = uniqueEmail(label);
  const password = "senha-e2e-123";
  const accountId = id();
  const userId = id();
  const businessName = `Consórcios ${label} ${crypto.randomBytes(2).toString("hex")}`;
  const document = String(Date.now()).padStart(14, "9").slice(-14);
  await sql(
    `insert into "Account" (id, name, document, plan, status, "paidThrough", "updatedAt")
     values ($1, $2, $3, $4::"Plan", $5::"AccountStatus", now() + interval '30 days', now())`,
    [accountId, businessName, `${document}${crypto.randomBytes(2).toString("hex")}`, plan, status],
  );
  await sql(
    `insert into "User" (id, "accountId", name, email, "passwordHash", role, theme, "emailVerifiedAt", "adultDeclaredAt", "updatedAt")
     values ($1, $2, $3, $4, $5, 'OWNER', $6::"Theme", now(), now(), now())`,
    [userId, accountId, name, email, await hashPassword(password), theme],
  );
  await sql(
    `insert into "Settings" (id, "accountId", name, "imovelDefaults", "veiculoDefaults", modalities, "updatedAt",
       "colorSlider", "colorBadge", "emphasisPeople", "emphasisPeopleShadow")
     values ($1, $2, $3, '{}'::jsonb, '{}'::jsonb, '[]'::jsonb, now(), $4, $5, $6, $7)`,
    [id(), accountId, businessName, DEFAULT_BRANDING_COLUMNS.colorSlider, DEFAULT_BRANDING_COLUMNS.colorBadge,
      DEFAULT_BRANDING_COLUMNS.emphasisPeople, DEFAULT_BRANDING_COLUMNS.emphasisPeopleShadow],
  );
  if (terms) {
    for (const [document, version] of [
      ["TERMS", TERMS_VERSION],
      ["PRIVACY", PRIVACY_VERSION],
    ] as const) {
      await sql(
        `insert into "TermsAcceptance" (id, "accountId", "userId", document, version, ip, "userAgent")
         values ($1, $2, $3, $4::"LegalDocument", $5, '127.0.0.1', 'e2e')`,
        [id(), accountId, userId, document, version],
      );
    }
  }
  return { email, password, name, userId, accountId, businessName };
}

/** What billing will do once a payment is approved. */
export async function activateAccountOf(email: string) {
  await sql(
    `update "Account" set status = 'ACTIVE', "paidThrough" = now() + interval '30 days', "updatedAt" = now()
     where id = (select "accountId" from "User" where email = $1)`,
    [email],
  );
}

/** As if a new terms version came into force: the user has no acceptance of the current one. */
export async function forgetTermsAcceptance(email: string) {
  await sql(`delete from "TermsAcceptance" where "userId" = (select id from "User" where email = $1)`, [email]);
}

export async function termsAcceptances(email: string): Promise<Array<{ document: string; version: string }>> {
  return sql(`select document, version from "TermsAcceptance" where "userId" = (select id from "User" where email = $1) order by document::text`, [email]);
}

/** A CPF with valid check digits (random base), for the sign-up form. */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => crypto.randomInt(0, 10));
  if (new Set(base).size === 1) base[0] = (base[0]! + 1) % 10;
  const digit = (values: number[]) => {
    const sum = values.reduce((total, value, i) => total + value * (values.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join("");
}
