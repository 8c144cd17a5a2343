import { describe, expect, it } from "vitest";
import { safeRedirect, withUsableCallbackCookie, withUsableCallbackUrl } from "./redirect";

const BASE = "http://localhost:3402";

describe("safeRedirect (next-auth callbackUrl)", () => {
  it.each([
    ["a path on our site", "/propostas?x=1", `${BASE}/propostas?x=1`],
    ["an address on our origin", `${BASE}/configuracoes`, `${BASE}/configuracoes`],
    ["an invalid port (new URL throws)", "http://localhost:3402.evil.example/", BASE],
    ["another origin", "https://evil.example/", BASE],
    ["a protocol-relative address", "//evil.example/", BASE],
    ["a backslash trick", "/\\evil.example/", BASE],
    ["garbage", "::::", BASE],
    ["javascript:", "javascript:alert(1)", BASE],
  ])("%s", (_label, url, expected) => {
    expect(safeRedirect(url, BASE)).toBe(expected);
  });
});

describe("withUsableCallbackUrl (what the next-auth route hands next-auth)", () => {
  it("replaces an unparsable or foreign callbackUrl by our origin and keeps the rest", () => {
    const url = new URL(
      withUsableCallbackUrl(
        `${BASE}/api/auth/signin?callbackUrl=${encodeURIComponent("http://localhost:3402.evil.example/")}&x=1`,
        BASE,
      ),
    );
    expect(url.searchParams.get("callbackUrl")).toBe(BASE);
    expect(url.searchParams.get("x")).toBe("1");
  });

  it("keeps a path of ours, and a request without callbackUrl as it was", () => {
    expect(
      new URL(withUsableCallbackUrl(`${BASE}/api/auth/signin?callbackUrl=%2Fpropostas`, BASE)).searchParams.get(
        "callbackUrl",
      ),
    ).toBe(`${BASE}/propostas`);
    expect(withUsableCallbackUrl(`${BASE}/api/auth/session`, BASE)).toBe(`${BASE}/api/auth/session`);
  });
});

describe("withUsableCallbackCookie (next-auth asserts the callback-url cookie too)", () => {
  it.each([
    ["no cookie", null, null],
    ["other cookies only", "a=1; b=2", "a=1; b=2"],
    ["a path", "a=1; next-auth.callback-url=%2Fpropostas", "a=1; next-auth.callback-url=%2Fpropostas"],
    [
      "our origin",
      `next-auth.callback-url=${encodeURIComponent(`${BASE}/x`)}; b=2`,
      `next-auth.callback-url=${encodeURIComponent(`${BASE}/x`)}; b=2`,
    ],
    [
      "an invalid port",
      `a=1; next-auth.callback-url=${encodeURIComponent("http://localhost:3402.evil.example/")}; b=2`,
      "a=1; b=2",
    ],
    [
      "another origin, secure name",
      `__Secure-next-auth.callback-url=${encodeURIComponent("https://evil.example/")}`,
      "",
    ],
    ["a broken escape", "next-auth.callback-url=%E0%A4%A; a=1", "a=1"],
  ])("%s", (_label, header, expected) => {
    expect(withUsableCallbackCookie(header, BASE)).toBe(expected);
  });
});
