import { afterEach, describe, expect, it } from "vitest";
import { runInRequestScope } from "~/platform/request-scope";
import { captureLogs, logger, routeConsoleToLog } from "./logger";
import { prettyLine } from "./pretty";

let capture: ReturnType<typeof captureLogs> | null = null;
afterEach(() => capture?.restore());

describe("the logger", () => {
  it("writes one JSON object per line: level, time, module, msg and the fields", () => {
    capture = captureLogs();
    logger("billing").info({ report: { applied: 2 } }, "reconcile");
    const [line] = capture.lines();
    expect(line).toMatchObject({ level: "info", module: "billing", msg: "reconcile", report: { applied: 2 } });
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time);
    expect(line).not.toHaveProperty("reqId");
  });

  it("never writes a secret: not in fields, nested objects, errors or the message", () => {
    capture = captureLogs();
    const secrets = [
      "uma-senha-bem-longa",
      "eyJhbGciOi.eyJzdWIi.sgn",
      "tok3n-de-redefinicao",
      "ts=1,v1=abcdef",
      "cookie-de-sessao",
      "529.982.247-25",
      "98765-4321",
    ];
    const error = new Error(`login falhou para senha=${secrets[0]} e token=${secrets[2]}`);
    logger("test").error(
      {
        err: error,
        input: { email: "ana@example.com", password: secrets[0] },
        headers: {
          authorization: `Bearer ${secrets[1]}`,
          cookie: `next-auth.session-token=${secrets[4]}`,
          "x-signature": secrets[3],
        },
        mail: { subject: "Redefinir senha", text: `https://x/reset-password?token=${secrets[2]}` },
        note: `CPF ${secrets[5]}, WhatsApp (11) ${secrets[6]}`,
      },
      `abra https://x/verificar-email?token=${secrets[2]}`,
    );
    logger("test").warn(new Error(`Bearer ${secrets[1]}`));
    const text = JSON.stringify(capture.lines());
    expect(capture.lines()).toHaveLength(2);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(capture.lines()[0]).toMatchObject({
      input: { email: "ana@example.com", password: "[redacted]" },
      err: { type: "Error" },
    });
    expect(capture.lines()[1]).toMatchObject({
      level: "warn",
      msg: "Bearer [redacted]",
      err: { message: "Bearer [redacted]" },
    });
  });

  it("inside a request, every line carries the request's id", () => {
    capture = captureLogs();
    runInRequestScope({ requestId: "req-abc-123", accountId: null }, () => logger("trpc").info("procedure"));
    logger("trpc").info("outside");
    expect(capture.lines().map((l) => l.reqId)).toEqual(["req-abc-123", undefined]);
  });
});

describe("routeConsoleToLog (production)", () => {
  it("turns what others print with console.* into redacted log lines", () => {
    capture = captureLogs();
    const quiet = (..._args: unknown[]) => {};
    const target = { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet };
    routeConsoleToLog(target);
    target.log("▲ Next.js %s", "16.4.6");
    target.error("⨯ falhou", new Error("connect postgresql://app:hunter2@db/x"), { password: "uma-senha" });
    const [banner, failure] = capture.lines();
    expect(banner).toMatchObject({ level: "info", module: "console", msg: "▲ Next.js 16.4.6" });
    expect(failure).toMatchObject({
      level: "error",
      module: "console",
      err: { message: "connect postgresql://[redacted]@db/x" },
    });
    expect(JSON.stringify(capture.lines())).not.toMatch(/hunter2|uma-senha/);
  });
});

describe("prettyLine (npm run dev)", () => {
  it("reads a JSON line as time, level, module, message, fields and the stack below", () => {
    const json = JSON.stringify({
      level: "error",
      time: "2026-11-25T10:15:30.123Z",
      pid: 1,
      hostname: "h",
      module: "http",
      msg: "request",
      reqId: "abc",
      status: 500,
      path: "/a b",
      err: { type: "Error", message: "x", stack: "Error: x\n    at y" },
    });
    expect(prettyLine(json)).toBe(
      '10:15:30.123 ERROR [http] request reqId=abc status=500 path="/a b"\nError: x\n    at y\n',
    );
    expect(prettyLine(json, { color: true })).toContain("\u001b[31mERROR\u001b[0m");
    expect(prettyLine("not json\n")).toBe("not json\n");
  });
});
