/**
 * next-auth's own redirect callback parses `callbackUrl` with `new URL`, which throws (a 500) on
 * "http://localhost:3402.evil.example/". A path or an address on our origin is kept; anything else,
 * unparsable included, is our origin.
 */
export function safeRedirect(url: string, baseUrl: string): string {
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return `${baseUrl}${url}`;
  try {
    return new URL(url).origin === new URL(baseUrl).origin ? url : baseUrl;
  } catch {
    return baseUrl;
  }
}

/**
 * next-auth itself answers 500 ("INVALID_CALLBACK_URL_ERROR") when `?callbackUrl=` does not parse,
 * before any callback runs: the route hands it the request with that parameter made safe.
 */
export function withUsableCallbackUrl(requestUrl: string, baseUrl: string): string {
  const url = new URL(requestUrl);
  const callbackUrl = url.searchParams.get("callbackUrl");
  if (callbackUrl === null) return requestUrl;
  url.searchParams.set("callbackUrl", safeRedirect(callbackUrl, baseUrl));
  return url.toString();
}

const CALLBACK_COOKIES = new Set(["next-auth.callback-url", "__Secure-next-auth.callback-url"]);

/**
 * The same for the callback-url cookie, which next-auth also asserts before anything runs: a
 * `Cookie` header whose callback-url is not a path or an address on our origin loses that cookie
 * (next-auth then sets ours). Returns the header unchanged when there is nothing to drop.
 */
export function withUsableCallbackCookie(cookieHeader: string | null, baseUrl: string): string | null {
  if (!cookieHeader) return cookieHeader;
  const parts = cookieHeader.split(/;\s*/);
  const kept = parts.filter((part) => {
    const eq = part.indexOf("=");
    if (eq < 0 || !CALLBACK_COOKIES.has(part.slice(0, eq).trim())) return true;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1));
    } catch {
      return false;
    }
    return safeRedirect(value, baseUrl) === (value.startsWith("/") ? `${baseUrl}${value}` : value);
  });
  return kept.length === parts.length ? cookieHeader : kept.join("; ");
}
