import { EventEmitter } from "node:events";
import type http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { accessLine, loggedPath, onRequestStart } from "./http-server";
import { captureLogs } from "./log/logger";
import { countQuery, noteAccount, runInRequestScope } from "./request-scope";

let capture: ReturnType<typeof captureLogs> | null = null;
afterEach(() => capture?.restore());

/** What Node's server hands the diagnostics channel, reduced to what the observer touches. */
function exchange(method: string, url: string, headers: http.IncomingHttpHeaders = {}) {
  const request = {
    method,
    url,
    headers: { ...headers },
    socket: { remoteAddress: "127.0.0.1" },
  } as unknown as http.IncomingMessage;
  const sent = new Map<string, unknown>();
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: false,
    writableFinished: false,
    setHeader: (name: string, value: unknown) => sent.set(name, value),
    getHeader: (name: string) => sent.get(name),
  }) as unknown as http.ServerResponse & EventEmitter;
  const answer = (status: number, { complete = true } = {}) => {
    Object.assign(response, { statusCode: status, writableFinished: complete, headersSent: true });
    if (complete) response.emit("finish");
    response.emit("close");
  };
  return {
    request,
    response,
    sent,
    answer,
    start: { request, response, socket: {} as net.Socket, server: {} as http.Server },
  };
}

// onRequestStart opens the request's scope for the rest of the current execution: each call runs
// inside a scope of its own, so nothing leaks into the next test.
const inIsolation = (run: () => void) => runInRequestScope({ requestId: "outer", accountId: null }, run);

describe("the HTTP observer", () => {
  it("logs one access line under the id src/proxy.ts put on the answer (the load balancer's, kept there)", () => {
    capture = captureLogs();
    const { start, request, sent, answer } = exchange("GET", "/api/health/ready?token=s3cr3t", {
      "x-request-id": "5f0c3e3c2a6b4d1e9f8a7b6c5d4e3f2a",
    });
    inIsolation(() => onRequestStart(start));
    // The observer leaves the id to the proxy: it changes neither the request nor the answer.
    expect(request.headers["x-request-id"]).toBe("5f0c3e3c2a6b4d1e9f8a7b6c5d4e3f2a");
    expect(sent.has("x-request-id")).toBe(false);
    sent.set("x-request-id", "5f0c3e3c2a6b4d1e9f8a7b6c5d4e3f2a");
    answer(503);
    const lines = capture.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      module: "http",
      msg: "request",
      reqId: "5f0c3e3c2a6b4d1e9f8a7b6c5d4e3f2a",
      method: "GET",
      path: "/api/health/ready",
      status: 503,
    });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain("s3cr3t");
  });

  it("the answer's id wins over the one the request came with (the proxy replaced it)", () => {
    capture = captureLogs();
    const { start, sent, answer } = exchange("GET", "/", { "x-request-id": "abc def" });
    inIsolation(() => onRequestStart(start));
    sent.set("x-request-id", "0a1b2c3d4e5f");
    answer(200);
    expect(capture.lines()[0]).toMatchObject({ reqId: "0a1b2c3d4e5f" });
  });

  it.each([
    ["none", undefined],
    ["one with a line break (a forged log line)", 'abc\n{"level":"info"}'],
    ["one with spaces", "abc def"],
    ["two joined by Node", "a, b"],
    ["one too long", "a".repeat(200)],
  ])(
    "a path the proxy skips (a built asset) is logged under an id of its own when the client sent %s",
    (_label, sentId) => {
      capture = captureLogs();
      const { start, sent, answer } = exchange(
        "GET",
        "/_next/static/chunks/app.js",
        sentId === undefined ? {} : { "x-request-id": sentId },
      );
      inIsolation(() => onRequestStart(start));
      answer(200);
      expect(capture.lines()[0]!.reqId).toMatch(/^[0-9a-f]{12}$/);
      expect(sent.has("x-request-id")).toBe(false);
    },
  );

  it("the access line names the account the request acted for, and a client that left", () => {
    capture = captureLogs();
    const { start, answer } = exchange("POST", "/api/trpc/proposals.create", { "x-request-id": "r1" });
    inIsolation(() => {
      onRequestStart(start);
      // What createContextFromHeaders does once the session is known, later in the same request.
      noteAccount("acc_123");
    });
    answer(200, { complete: false });
    expect(capture.lines()[0]).toMatchObject({
      reqId: "r1",
      method: "POST",
      path: "/api/trpc/proposals.create",
      accountId: "acc_123",
      aborted: true,
    });
  });
});

describe("loggedPath", () => {
  it.each([
    ["/reset-password?token=abc", "/reset-password"],
    ["/public/propostas/Zm9vYmFyYmF6cXV4MTIzNDU2/pdf?x=1", "/public/propostas/:token/pdf"],
    ["/api/trpc/auth.me,settings.get?batch=1&input=%7B%7D", "/api/trpc/auth.me,settings.get"],
    ["/#frag", "/"],
  ])("%s → %s", (url, expected) => {
    expect(loggedPath(url)).toBe(expected);
  });

  it("accessLine rounds ms and leaves out what is unknown", () => {
    const line = accessLine("GET", "/", "/", { statusCode: 200, writableFinished: true }, 12.345, {
      requestId: "r",
      accountId: null,
    });
    expect(line).toEqual({
      reqId: "r",
      method: "GET",
      route: "/",
      path: "/",
      status: 200,
      ms: 12.3,
      accountId: undefined,
      queries: 0,
      aborted: undefined,
    });
  });

  it("the access line carries the SQL statements counted in the request's scope, and only in it", () => {
    const scope = { requestId: "r", accountId: null };
    runInRequestScope(scope, () => {
      countQuery();
      countQuery();
    });
    countQuery(); // outside any request: counted nowhere
    expect(
      accessLine("GET", "/api/auth/me", "/api/auth/me", { statusCode: 200, writableFinished: true }, 1, scope).queries,
    ).toBe(2);
  });
});
