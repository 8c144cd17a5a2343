import { THEME_SCRIPT } from "~/features/shell";
import { newNonce, sha256Source } from "~/platform/inline-scripts";

// The page-wide security headers src/proxy.ts adds to every answer. Scripts run only from our
// origin; inline ones only with this request's nonce (Next.js puts it on its own scripts when it
// finds it in the request's CSP) or by hash: the theme script in <head> (the same text on every
// page, so the root layout reads no request data), and, for a prerendered page, the inline scripts
// its build wrote (src/server/http/static-pages.ts). Styles keep 'unsafe-inline': React style
// attributes and the charts' inline styles are no script vector under this script-src.

export const NONCE_HEADER = "x-nonce";

export { newNonce };

export const THEME_SCRIPT_HASH = sha256Source(THEME_SCRIPT);

interface PolicyOptions {
  dev?: boolean;
  https?: boolean;
  /** Hash sources of inline scripts allowed beside the nonce (a prerendered or page-cached page's). */
  scriptHashes?: readonly string[];
}

/** `nonce` null: a prerendered or page-cached page, whose inline scripts are all in `scriptHashes`. */
export function contentSecurityPolicy(
  nonce: string | null,
  { dev = false, https = false, scriptHashes = [] }: PolicyOptions = {},
): string {
  const scriptSources = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...new Set([THEME_SCRIPT_HASH, ...scriptHashes]),
  ];
  const directives = [
    "default-src 'self'",
    // 'unsafe-eval' only in development: React's dev build rebuilds stacks with eval.
    `script-src ${scriptSources.join(" ")}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
/** Two years, subdomains included: sent only on answers served over https. */
export const HSTS = "max-age=63072000; includeSubDomains";
