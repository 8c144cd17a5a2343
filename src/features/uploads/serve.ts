import "server-only";
import type { Db } from "~/platform/db";
import { defaultStorage } from "./uploads";

const KEY = /^[0-9a-f]{64}$/;

/**
 * GET /api/files/<sha256>. The url is the content's hash, so it never changes meaning: a year of
 * immutable caching, ETag = the hash (304 on If-None-Match). Served as the image type we wrote,
 * with nosniff and a CSP that forbids everything, so no browser runs it as anything else. Public
 * like a CDN object: logos and PDF pages appear on public proposal pages; the 256-bit name is not guessable.
 */
export async function serveFile(db: Db, req: Request, key: string): Promise<Response> {
  if (!KEY.test(key)) return new Response("Arquivo não encontrado.", { status: 404 });
  const etag = `"${key}"`;
  const headers = {
    etag,
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cross-origin-resource-policy": "same-site",
  };
  if (
    req.headers
      .get("if-none-match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  const file = await defaultStorage(db).get(key);
  if (!file) return new Response("Arquivo não encontrado.", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: { ...headers, "content-type": file.contentType, "content-length": String(file.bytes.byteLength) },
  });
}
