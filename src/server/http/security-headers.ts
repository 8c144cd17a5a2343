// The page-wide security headers src/proxy.ts adds to every answer. Scripts run only from our
// origin and with this request's nonce (Next.js puts it on its own scripts when it finds it in the
// request's CSP; the root layout gives it to the theme script). Styles keep 'unsafe-inline': React
// style attributes and the charts' inline styles are no script vector under this script-src.

export const NONCE_HEADER = "x-nonce";

export function newNonce(): string {
  return btoa(crypto.randomUUID());
}

export function contentSecurityPolicy(nonce: string, { dev = false, https = false } = {}): string {
  const directives = [
    "default-src 'self'",
    // 'unsafe-eval' only in development: React's dev build rebuilds stacks with eval.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
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
