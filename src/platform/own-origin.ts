import { configuredOrigin } from "~/env";
import { listeningAddress } from "./http-server";
import { originOf } from "./listening-origin";

/**
 * Where this server itself listens, from the server Node's diagnostics channel showed with the latest
 * request (platform/http-server.ts; Next.js exposes no supported way to ask it): the page cache
 * renders through it. PORT on loopback until a first request has come in.
 */
export function ownOrigin(): string {
  const address = listeningAddress();
  return address ? originOf(address) : configuredOrigin();
}
