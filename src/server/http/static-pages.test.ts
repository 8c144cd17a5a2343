import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "~/features/shell/theme";
import { contentSecurityPolicy, THEME_SCRIPT_HASH } from "./security-headers";
import { inlineScriptHashes, prerenderedScriptHashes } from "./static-pages";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSrc = (csp: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe("CSP for prerendered and rendered pages", () => {
  it("hashes each inline script exactly as written, and skips external ones", () => {
    const html =
      `<html><head><script>${THEME_SCRIPT}</script><script src="/_next/static/chunks/a.js" async=""></script></head>` +
      `<body><script>self.__next_f.push([1,"x"])</script><script id="x" type="text/javascript">a<b</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      hashOf(THEME_SCRIPT),
      hashOf('self.__next_f.push([1,"x"])'),
      hashOf("a<b"),
    ]);
  });

  it("a prerendered page's policy: 'self' and its hashes, no nonce, no 'unsafe-inline'", () => {
    const sources = scriptSrc(contentSecurityPolicy(null, { scriptHashes: [hashOf("a"), THEME_SCRIPT_HASH] }));
    expect(sources).toEqual(["'self'", THEME_SCRIPT_HASH, hashOf("a")]);
  });

  it("a rendered page's policy: the nonce and the theme script's hash", () => {
    const sources = scriptSrc(contentSecurityPolicy("abc"));
    expect(sources).toEqual(["'self'", "'nonce-abc'", hashOf(THEME_SCRIPT)]);
  });

  it("only plain page paths can name a prerendered file", () => {
    for (const path of ["/../package.json", "/termos.html", "/%2e%2e/x", "//etc/passwd", "/Termos"]) {
      expect(prerenderedScriptHashes(path)).toBeNull();
    }
  });
});
