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
