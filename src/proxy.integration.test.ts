import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";

function policyOf(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe("proxy: security headers on every answer", () => {
  it("a CSP with a fresh nonce per request, no 'unsafe-inline' for scripts, framing and plugins off", () => {
    const first = proxy(new NextRequest("http://localhost:3000/dashboard"));
    const second = proxy(new NextRequest("http://localhost:3000/dashboard"));
    const policy = policyOf(first);
    const nonce = policy["script-src"]?.find((v: string) => v.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{40,}'$/);
    expect(policy["script-src"]).toContain("'self'");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policyOf(second)["script-src"]).not.toContain(nonce);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
  });

  it("hands the nonce to the render in the request headers", () => {
    const response = proxy(new NextRequest("http://localhost:3000/"));
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    // NextResponse.next({ request: { headers } }) forwards overridden request headers this way.
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toContain(`'nonce-${nonce}'`);
  });

  it("Permissions-Policy denies camera, microphone and geolocation", () => {
    const value = proxy(new NextRequest("http://localhost:3000/")).headers.get("permissions-policy");
    for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) expect(value).toContain(feature);
  });

  it("HSTS only when served over https (own TLS or the proxy's X-Forwarded-Proto)", () => {
    expect(proxy(new NextRequest("http://localhost:3000/")).headers.get("strict-transport-security")).toBeNull();
    expect(proxy(new NextRequest("https://app.example/")).headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    const behindBalancer = new NextRequest("http://10.0.0.5/", { headers: { "x-forwarded-proto": "https" } });
    expect(proxy(behindBalancer).headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });
});
