import { format } from "node:util";
import pino, { type LevelWithSilent, type LogFn, type Logger } from "pino";
import { currentRequest } from "~/platform/request-scope";
import { prettyLine } from "./pretty";
import { redact, scrubText } from "./redact";
import { recordOf } from "~/lib/json";

// The server log (docs/operations.md): one JSON object per line on stdout (level, time, pid,
// hostname, module, msg, reqId inside a request, then the fields), a readable line in development
// (./pretty.ts). Every object and message goes through ./redact.ts first. pino writes synchronously
// here (stdout is a pipe or a file: synchronous in Node on Linux), so the last lines before
// process.exit are not lost, and no transport thread is started. pino is in Next.js' built-in
// serverExternalPackages list: the server loads it from node_modules, it is not bundled.
//
// This module reads no environment (unit tests import it without one): the server's
// instrumentation and the worker call configureLogger() from src/env.ts at start; until then, and
// in scripts, it writes JSON at level info. State lives on globalThis: instrumentation, the proxy
// and the routes are separate bundles of one process.

export type LogSettings = { level: LevelWithSilent; format: "json" | "pretty" | "none" };
type Sink = (line: string) => void;
type State = { settings: LogSettings; root: Logger | null; children: Map<string, Logger>; capture: Sink | null };

declare global {
  var __consorcioLogger: State | undefined;
}

function state(): State {
  return (globalThis.__consorcioLogger ??= {
    settings: { level: "info", format: "json" },
    root: null,
    children: new Map(),
    capture: null,
  });
}

function write(line: string): void {
  const { capture, settings } = state();
  if (capture) capture(line);
  else if (settings.format === "json") process.stdout.write(line);
  else if (settings.format === "pretty")
    process.stdout.write(prettyLine(line, { color: Boolean(process.stdout.isTTY) }));
}

function createRoot(level: LevelWithSilent): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => recordOf(redact(object)),
      },
      // Errors are turned into { type, message, code, stack, cause } by redact() above.
      serializers: { err: (error: unknown) => error },
      mixin: () => {
        const scope = currentRequest();
        return scope ? { reqId: scope.requestId } : {};
      },
      hooks: {
        // The message string is not part of the object formatters.log sees: scrub it here. An error
        // logged on its own becomes { err } with its scrubbed message as the line's message.
        logMethod(args, method) {
          const [first, ...rest]: unknown[] = args;
          if (first instanceof Error) {
            const message = typeof rest[0] === "string" ? rest[0] : first.message;
            return method.call(this, { err: first }, scrubText(message));
          }
          // The arguments keep their positions, strings scrubbed: pino's overloads cannot name that list.
          Reflect.apply(
            method,
            this,
            args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)),
          );
        },
      },
    },
    { write },
  );
}

function child(module: string): Logger {
  const s = state();
  let found = s.children.get(module);
  if (!found) {
    s.root ??= createRoot(s.settings.level);
    found = s.root.child({ module });
    s.children.set(module, found);
  }
  return found;
}

/** Level and format from the validated environment (src/instrumentation.ts, scripts/worker.ts). */
export function configureLogger(settings: Partial<LogSettings>): void {
  const s = state();
  s.settings = { ...s.settings, ...settings };
  s.root = null;
  s.children.clear();
}

export type Log = Record<"fatal" | "error" | "warn" | "info" | "debug", LogFn>;

/** The logger of one part of the server: every line carries `module`. */
export function logger(module: string): Log {
  const at =
    (level: keyof Log): LogFn =>
    (...args: unknown[]) => {
      const target = child(module);
      Reflect.apply(target[level], target, args);
    };
  return { fatal: at("fatal"), error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}

/**
 * Production: what anything else prints with console.* (Next.js' own banner and error lines, a
 * library's warning) becomes a log line too, JSON and redacted like ours (`"module":"console"`).
 */
export function routeConsoleToLog(target: Pick<Console, "log" | "info" | "warn" | "error" | "debug"> = console): void {
  const log = logger("console");
  const to =
    (level: keyof Log) =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = format(...args.filter((arg) => arg !== error));
      if (error) log[level]({ err: error }, text || error.message);
      else log[level](text);
    };
  Object.assign(target, {
    log: to("info"),
    info: to("info"),
    debug: to("debug"),
    warn: to("warn"),
    error: to("error"),
  });
}

/** Tests: every line written from now on, parsed, until restore(). */
export function captureLogs(): { lines: () => Array<Record<string, unknown>>; restore: () => void } {
  const s = state();
  const previous = s.capture;
  const lines: string[] = [];
  s.capture = (line) => void lines.push(line);
  return {
    lines: () => lines.map((line) => recordOf(JSON.parse(line))),
    restore: () => {
      s.capture = previous;
    },
  };
}
