import crypto from "node:crypto";

// Mercado Pago's webhook signature: x-signature "ts=<ts>,v1=<hex>" where v1 is HMAC-SHA256 (the
// integration's secret) of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
// Pure and shared by the webhook route (verify) and the local fake API (sign).

/** A notification older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  // Mercado Pago lower-cases alphanumeric ids in the manifest.
  return `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
}

export function signManifest(secret: string, manifest: string): string {
  return crypto.createHmac("sha256", secret).update(manifest).digest("hex");
}

/** The x-signature header value for a notification, as Mercado Pago sends it. */
export function signatureHeader(secret: string, dataId: string, requestId: string, ts: string): string {
  return `ts=${ts},v1=${signManifest(secret, signatureManifest(dataId, requestId, ts))}`;
}

export function parseSignatureHeader(header: string): { ts: string; v1: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq > 0) parts.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const ts = parts.get("ts");
  const v1 = parts.get("v1");
  return ts && v1 && /^\d+$/.test(ts) && /^[0-9a-f]{64}$/i.test(v1) ? { ts, v1: v1.toLowerCase() } : null;
}

/** ts in seconds (the docs' examples) or milliseconds (what the service sends today). */
function tsMillis(ts: string): number {
  const n = Number(ts);
  return n > 1e12 ? n : n * 1000;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: "missing" | "malformed" | "mismatch" | "stale" };

export function verifySignature(input: {
  secret: string;
  header: string | null;
  requestId: string | null;
  dataId: string | null;
  now: Date;
  toleranceS?: number;
}): SignatureCheck {
  if (!input.header || !input.requestId || !input.dataId) return { ok: false, reason: "missing" };
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(
    signManifest(input.secret, signatureManifest(input.dataId, input.requestId, parsed.ts)),
    "hex",
  );
  const given = Buffer.from(parsed.v1, "hex");
  // Constant time: the comparison takes as long whatever prefix matches.
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { ok: false, reason: "mismatch" };
  const tolerance = (input.toleranceS ?? SIGNATURE_TOLERANCE_S) * 1000;
  if (Math.abs(input.now.getTime() - tsMillis(parsed.ts)) > tolerance) return { ok: false, reason: "stale" };
  return { ok: true };
}
