// What a log line may never carry (docs/operations.md): passwords, tokens, cookies, authorization
// headers, secrets, webhook signatures, e-mail bodies and links, CPF/CNPJ, full phone numbers. The
// logger (./logger.ts) passes every object and message through here before it is written, so a
// call site that hands over a whole request, error or e-mail still logs nothing secret.

export const REDACTED = "[redacted]";

// Keys whose value is secret whatever it holds (matched without case, anywhere in the key:
// "x-signature", "passwordHash", "refresh_token", "set-cookie", "MERCADOPAGO_WEBHOOK_SECRET").
const SECRET_KEY =
  /pass(word|wd|phrase)?|senha|secret|token|authori[sz]ation|cookie|signature|api[-_]?key|credential|session[-_]?id|^sid$|^cpf$|^cnpj$|^document$|phone|telefone|whatsapp|^text$|^html$|^body$|^link$/i;

// A query or form parameter that carries a credential: the value goes, the name stays.
const SECRET_PARAM =
  /([?&;\s"'(]|^)(token|access_token|refresh_token|id_token|code|secret|signature|sig|password|senha|key|api_?key|callbackUrl)=([^&\s"'#)]+)/gi;
// The same names written as `name: value` or `"name":"value"` in printed objects and headers.
// (Prisma's error text prints a failed call's arguments this way: `passwordHash: "$argon2id$…"`.)
const SECRET_FIELD =
  /\b(\w*(?:password|senha|secret|token|authorization|cookie|signature)\w*)(["']?\s*[:=]\s*["']?)(?!\[redacted\])[^"'\s,;}&]+/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
// URL credentials: scheme://user:password@host.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi;
// CPF (000.000.000-00), CNPJ (00.000.000/0000-00), phone numbers (+55 (11) 98765-4321,
// 11 98765-4321) and any bare run of 10 to 14 digits (a CPF, CNPJ or phone typed without
// punctuation): only the last two digits stay. Dates, amounts and ids do not have these shapes.
const NUMBER_ID =
  /(?<![\w./-])(?:\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|(?:\+?55\s?)?\(\d{2}\)\s?9?\d{4}-?\d{4}|(?:\+?55\s)?\d{2}\s9?\d{4}-?\d{4}|\+?\d{10,14})(?![\w/-])/g;

/** Masks credentials, document and phone numbers inside free text (messages, error text, URLs). */
export function scrubText(text: string): string {
  return text
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_PARAM, (_all, before: string, name: string) => `${before}${name}=${REDACTED}`)
    .replace(SECRET_FIELD, (_all, name: string, separator: string) => `${name}${separator}${REDACTED}`)
    .replace(NUMBER_ID, (run) => `••${run.replace(/\D/g, "").slice(-2)}`);
}

/** Whether a value under this key is logged only as "[redacted]". */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

// Our own fields and the ids of records, never free text: kept as they are (a request id or a
// Mercado Pago payment id made of digits only is no phone number; nor is the digest Next gives a failed
// page, which the error page shows as the code to give support).
const PLAIN_KEYS = new Set([
  "reqId",
  "time",
  "level",
  "accountId",
  "userId",
  "dataId",
  "subscriptionId",
  "paymentId",
  "digest",
]);

const MAX_DEPTH = 6;
const MAX_STRING = 4_000;

/**
 * A copy of a value fit for a log line: secret keys replaced, free text scrubbed, errors as
 * { type, message, code, stack, cause }, Headers and Maps as plain objects, depth and length capped.
 */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubText(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
  if (typeof value === "bigint") return value.toString();
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return value;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[…]";
  seen.add(value);
  if (value instanceof Error) {
    const out: Record<string, unknown> = { type: value.name, message: redact(value.message, depth + 1, seen) };
    const code = "code" in value ? value.code : undefined;
    if (typeof code === "string" || typeof code === "number") out.code = code;
    if (value.stack) out.stack = redact(value.stack, depth + 1, seen);
    if (value.cause !== undefined) out.cause = redact(value.cause, depth + 1, seen);
    if ("errors" in value && Array.isArray(value.errors)) out.errors = redact(value.errors, depth + 1, seen);
    return out;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1, seen));
  const entries: Iterable<[string, unknown]> =
    value instanceof Map || (typeof Headers !== "undefined" && value instanceof Headers)
      ? value.entries()
      : Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    if (PLAIN_KEYS.has(key) && typeof item === "string") out[key] = item;
    else out[key] = isSecretKey(key) && item !== null && item !== undefined ? REDACTED : redact(item, depth + 1, seen);
  }
  return out;
}

/** "ana.souza@example.com" → "an…@example.com": enough to tell messages apart in a log, no more. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0 ? "…" : `${address.slice(0, Math.min(2, at))}…${address.slice(at)}`;
}
