import dc from "node:diagnostics_channel";
import type http from "node:http";
import type net from "node:net";
import { configuredOrigin } from "~/env";
import { originOf } from "~/platform/listening-origin";
import { trackRequest } from "~/platform/lifecycle";
import { metrics } from "~/platform/metrics";
import { routePattern } from "~/platform/route-pattern";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";

// Every request Node's HTTP server receives, seen through Node's public diagnostics channel
// "http.server.request.start" (published synchronously just before the server's "request" event, so
// before Next.js reads the request). Next.js gives route handlers no socket and no server; this is
// where the socket's address is stamped (see request-info.ts) and where graceful shutdown learns
// which servers to close and how many requests are in flight.

type RequestStart = { request: http.IncomingMessage; response: http.ServerResponse; socket: net.Socket; server: http.Server };

const INSTALLED = Symbol.for("consorcio.httpObserver");
const LISTENING = Symbol.for("consorcio.listeningAddress");
type Listening = { [LISTENING]?: net.AddressInfo };
export const REQUEST_START_CHANNEL = "http.server.request.start";

export function onRequestStart({ request, response, socket, server }: RequestStart): void {
  // Overwrites any value a client sent under that name.
  request.headers[SOCKET_ADDRESS_HEADER] = socket?.remoteAddress ?? request.socket?.remoteAddress ?? "";
  const address = server?.address();
  if (address && typeof address === "object") (globalThis as Listening)[LISTENING] = address;
  trackRequest(server, response);
  const started = process.hrtime.bigint();
  response.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics().httpDuration.observe({ method: request.method ?? "?", route: routePattern(request.url ?? "/"), status: String(response.statusCode) }, seconds);
  });
}

export function installHttpObserver(): void {
  const g = globalThis as { [INSTALLED]?: true };
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  dc.subscribe(REQUEST_START_CHANNEL, (message) => onRequestStart(message as RequestStart));
}

/**
 * Where this server itself listens, read from the server Node's diagnostics channel showed with the
 * latest request (Next.js exposes no supported way to ask it): the page cache renders through it.
 * PORT on loopback until a first request has come in.
 */
export function ownOrigin(): string {
  const address = (globalThis as Listening)[LISTENING];
  return address ? originOf(address) : configuredOrigin();
}
