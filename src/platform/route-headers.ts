// The headers next.config.ts adds to every answer (and to /public/…), in one place: an answer the
// proxy writes itself (the page cache's, src/server/http/page-cache-response.ts) finishes before
// Next applies them, so it adds the same ones.

export const EVERY_ANSWER_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

export const PUBLIC_ANSWER_HEADERS: Record<string, string> = {
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

export const asHeaderList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));
