import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { cachedPage, RENDER_HEADER } from "~/platform/page-cache";
import { isDocumentRequest, pageResponse } from "./page-cache-response";

const NONCE = "bm9uY2UtZGUtdGVzdGUtMTIz";
const html = (body: string, nonce = NONCE) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">self.a=1</script></head><body>${body}<script nonce="${nonce}">self.b="${body}"</script></body></html>`;
const text = (page: { html: Uint8Array }) => new TextDecoder().decode(page.html);

describe("isDocumentRequest and pageResponse", () => {
  const url = "http://localhost:3000/public/propostas/AAAAAAAAAAAAAAAAAAAAAAAA";

  it("only a browser's GET or HEAD of the document: not Next's RSC fetches, not a POST, not a render request", () => {
    expect(isDocumentRequest(new NextRequest(url))).toBe(true);
    expect(isDocumentRequest(new NextRequest(`${url}?utm_source=whatsapp`))).toBe(true);
    expect(isDocumentRequest(new NextRequest(url, { method: "HEAD" }))).toBe(true);
    expect(isDocumentRequest(new NextRequest(url, { method: "POST" }))).toBe(false);
    expect(isDocumentRequest(new NextRequest(url, { headers: { rsc: "1" } }))).toBe(false);
    expect(isDocumentRequest(new NextRequest(url, { headers: { "next-router-prefetch": "1" } }))).toBe(false);
    expect(isDocumentRequest(new NextRequest(`${url}?_rsc=abc`))).toBe(false);
    expect(isDocumentRequest(new NextRequest(url, { headers: { [RENDER_HEADER]: "qualquer" } }))).toBe(false);
  });

  it("the HTML with its scripts by hash and no nonce, never stored by the browser; HEAD without a body; HSTS over https", async () => {
    const page = cachedPage("v", html("Olá"), NONCE);
    const response = pageResponse(new NextRequest(url), page, { https: false });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const csp = response.headers.get("content-security-policy") ?? "";
    for (const hash of page.scriptHashes) expect(csp).toContain(hash);
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toContain("'unsafe-inline' 'sha");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(await response.text()).toBe(text(page));

    const head = pageResponse(new NextRequest(url, { method: "HEAD" }), page, { https: true });
    expect(head.body).toBeNull();
    expect(head.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });
});
