import dc from "node:diagnostics_channel";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isRecord } from "~/lib/json";
import { trackRequest } from "~/platform/lifecycle";
import { logger } from "~/platform/log/logger";
import { metrics } from "~/platform/metrics";
import { routePattern } from "~/platform/route-pattern";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { rememberRawResponse } from "~/platform/raw-response";
import { acceptRequestId, enterRequestScope, REQUEST_ID_HEADER, type RequestScope } from "~/platform/request-scope";

// Every request Node's HTTP server receives, seen through Node's public diagnostics channel
// "http.server.request.start" (published synchronously just before the server's "request" event, so
// before Next.js reads the request). Next.js gives route handlers no socket and no server; this is
// where the socket's address is stamped (see request-info.ts) and where graceful shutdown learns
// which servers to close and how many requests are in flight. It opens the request's log scope and,
// once the answer is done, writes its access line under the id src/proxy.ts put on the answer.

type RequestStart = {
  request: http.IncomingMessage;
  response: http.ServerResponse;
  socket?: net.Socket;
  server: http.Server;
};

/**
 * An answer given as the request arrives, before Next.js sees it: false (or a promise of false) when
 * it is not one to give, and the request goes on to Next. The proxy's bundle puts the one it has in
 * the slot below (src/server/http/early-page-answer.ts: the page cache's pages); the proxy and this
 * observer are separate bundles, hence globalThis.
 */
export type EarlyAnswer = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<boolean> | false;

declare global {
  var __consorcioHttpObserver: true | undefined;
  var __consorcioListeningAddress: net.AddressInfo | undefined;
  var __consorcioEarlyAnswer: EarlyAnswer | undefined;
  var __consorcioAnsweringServers: WeakSet<http.Server> | undefined;
}

export function setEarlyAnswer(answer: EarlyAnswer): void {
  globalThis.__consorcioEarlyAnswer = answer;
}
export const REQUEST_START_CHANNEL = "http.server.request.start";

export function onRequestStart({ request, response, socket, server }: RequestStart): void {
  // Overwrites any value a client sent under that name.
  request.headers[SOCKET_ADDRESS_HEADER] = socket?.remoteAddress ?? request.socket?.remoteAddress ?? "";
  const address = typeof server?.address === "function" ? server.address() : null;
  if (address && typeof address === "object") globalThis.__consorcioListeningAddress = address;
  // The id is src/proxy.ts's to decide (it adopts it into this scope and sets it on the answer). This
  // one stays only on a request the proxy's matcher skips (built assets, favicon.ico): the access
  // line is all it is used for there, and nothing is sent back.
  answerEarlyFirst(server);
  const scope: RequestScope = { requestId: acceptRequestId(request.headers[REQUEST_ID_HEADER]), accountId: null };
  // Everything this request runs from here on (Next.js is called right after, synchronously) sees it.
  enterRequestScope(scope);
  rememberRawResponse(scope, response);
  trackRequest(server, response);
  const started = process.hrtime.bigint();
  const route = routePattern(request.url ?? "/");
  response.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics().httpDuration.observe(
      { method: request.method ?? "?", route, status: String(response.statusCode) },
      seconds,
    );
  });
  // "close" also comes when the client leaves before the answer is complete.
  response.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const answered = response.getHeader(REQUEST_ID_HEADER);
    const requestId = typeof answered === "string" ? answered : scope.requestId;
    accessLog().info(
      accessLine(request.method ?? "?", request.url ?? "/", route, response, ms, { ...scope, requestId }),
      "request",
    );
  });
}

const accessLog = () => logger("http");

type RequestListener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/*
 * Puts the early answer (EarlyAnswer, above) in front of the server's own request listener (Next's),
 * once per server, from its first request on: the message on the channel comes just before the
 * server emits "request", which then reaches the listeners as they are now. A request the early
 * answer does not take goes to Next's listener unchanged (at once when it is not one to consider, or
 * once the early answer has looked); the request scope opened above follows it either way.
 */
function answerEarlyFirst(server: http.Server | undefined): void {
  if (!server || typeof server.listeners !== "function") return;
  const answering = (globalThis.__consorcioAnsweringServers ??= new WeakSet());
  if (answering.has(server)) return;
  answering.add(server);
  const listeners = server.listeners("request") as RequestListener[];
  if (listeners.length === 0) return;
  const toNext: RequestListener = (request, response) => {
    for (const listener of listeners) listener.call(server, request, response);
  };
  server.removeAllListeners("request");
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    let early: ReturnType<EarlyAnswer> | undefined;
    try {
      early = globalThis.__consorcioEarlyAnswer?.(request, response);
    } catch (error) {
      accessLog().warn({ err: error }, "early answer failed; the request goes on to the app");
    }
    if (!early) return toNext(request, response);
    early.then(
      (answered) => {
        if (!answered) toNext(request, response);
      },
      (error: unknown) => {
        accessLog().warn({ err: error }, "early answer failed; the request goes on to the app");
        if (!response.headersSent) toNext(request, response);
      },
    );
  });
}

// A path segment that looks like a secret link's token (the public proposal's, a file's key):
// 20+ letters, digits, - or _. The access line shows ":token" instead.
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;

/** The path without its query string (which may carry tokens) and without opaque segments. */
export function loggedPath(url: string): string {
  const pathname = url.split(/[?#]/)[0] || "/";
  return pathname
    .split("/")
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? ":token" : segment))
    .join("/")
    .slice(0, 200);
}

/** The fields of a request's access line (docs/operations.md). */
export function accessLine(
  method: string,
  url: string,
  route: string,
  response: Pick<http.ServerResponse, "statusCode" | "writableFinished">,
  ms: number,
  scope: RequestScope,
) {
  return {
    reqId: scope.requestId,
    method,
    route,
    path: loggedPath(url),
    status: response.statusCode,
    ms: Math.round(ms * 10) / 10,
    accountId: scope.accountId ?? undefined,
    queries: scope.queries ?? 0,
    // The client went away before the whole answer was sent.
    aborted: response.writableFinished ? undefined : true,
  };
}

/** What Node publishes on the channel: the request, its answer, its socket and its server (http or https). */
function isRequestStart(message: unknown): message is RequestStart {
  return (
    isRecord(message) &&
    message.request instanceof http.IncomingMessage &&
    message.response instanceof http.ServerResponse &&
    (message.socket === undefined || message.socket instanceof net.Socket) &&
    (message.server instanceof http.Server || message.server instanceof https.Server)
  );
}

export function installHttpObserver(): void {
  if (globalThis.__consorcioHttpObserver) return;
  globalThis.__consorcioHttpObserver = true;
  dc.subscribe(REQUEST_START_CHANNEL, (message) => {
    if (isRequestStart(message)) onRequestStart(message);
  });
}

/** The address of the server that took the latest request (null before the first one). */
export function listeningAddress(): net.AddressInfo | null {
  return globalThis.__consorcioListeningAddress ?? null;
}
