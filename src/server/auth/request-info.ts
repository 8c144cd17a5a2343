/**
 * The client's address as seen by our reverse proxy, or null. The proxy appends the address it saw
 * to X-Forwarded-For, so the last entry is the one a client cannot forge (earlier entries are
 * whatever the client sent). Deploy behind exactly one proxy that appends or sets the header.
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const last = forwarded.split(",").at(-1)?.trim();
    if (last) return last.slice(0, 100);
  }
  return headers.get("x-real-ip")?.trim().slice(0, 100) || null;
}
