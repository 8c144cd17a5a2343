// Who is calling, as far as we can prove it. Next.js gives route handlers no socket: it copies the
// socket's address into X-Forwarded-For only when the client sent none, so that header alone is
// whatever the client says. src/instrumentation.ts therefore stamps every request, as Node's HTTP
// server receives it, with the socket's address in SOCKET_ADDRESS_HEADER (overwriting any value a
// client sent). TRUSTED_PROXY_HOPS says how many proxies in front of us append to X-Forwarded-For.

export const SOCKET_ADDRESS_HEADER = "x-consorcio-socket-address";

/** "::ffff:10.0.0.1" → "10.0.0.1"; trimmed, capped. */
function normalise(address: string | undefined): string | null {
  const value = address
    ?.trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
    .slice(0, 100);
  return value || null;
}

/**
 * The client's address. hops = 0: the socket's peer (nobody in between to trust). hops = N: each of
 * the N proxies appended the address it saw to X-Forwarded-For, so the Nth entry from the right is
 * the one no client can forge; entries further left are the client's own words and are ignored.
 */
export function clientIp(headers: Headers, trustedHops: number): string | null {
  const socket = normalise(headers.get(SOCKET_ADDRESS_HEADER) ?? undefined);
  if (trustedHops <= 0) return socket;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socket;
  return normalise(forwarded.at(-Math.min(trustedHops, forwarded.length)));
}

export function isLoopback(ip: string | null): boolean {
  return ip !== null && (ip === "::1" || /^127\.\d+\.\d+\.\d+$/.test(ip));
}
