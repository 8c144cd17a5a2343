import { env } from "~/env";
import { loopbackAliases } from "./loopback";

// A browser attaches our cookie to any request for our host, whichever page sent it. A request that
// changes something must therefore show it came from our own pages: Origin (else Referer) equal to
// our origin, and no Sec-Fetch-Site other than same-origin (a sibling subdomain is "same-site", and
// not us). Bearer calls carry no ambient credential and are exempt.

export const CROSS_ORIGIN_MESSAGE = "Requisição de outra origem recusada.";

/** Our origins: the public URL, and the URL this request was addressed to (a second app server). */
function ownOrigins(requestUrl?: string): Set<string> {
  const origins = new Set([new URL(env.NEXTAUTH_URL).origin, ...loopbackAliases(env.NEXTAUTH_URL, env.NODE_ENV)]);
  if (requestUrl) {
    try {
      origins.add(new URL(requestUrl).origin);
    } catch {
      // A relative or odd URL adds nothing.
    }
  }
  return origins;
}

export function sameOrigin(headers: Headers, requestUrl?: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const source = headers.get("origin") ?? headers.get("referer");
  if (!source || source === "null") return false;
  try {
    return ownOrigins(requestUrl).has(new URL(source).origin);
  } catch {
    return false;
  }
}
