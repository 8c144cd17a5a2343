// The development console's reading of a JSON log line (npm run dev): time, level, module, message,
// then the other fields as key=value, and an error's stack below. Production writes the JSON itself.

import { isRecord, recordOf } from "~/lib/json";

const LEVEL_COLOR: Record<string, string> = {
  fatal: "35",
  error: "31",
  warn: "33",
  info: "32",
  debug: "36",
  trace: "90",
};
const HIDDEN = new Set(["level", "time", "pid", "hostname", "module", "msg", "err"]);

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function field(value: unknown): string {
  return typeof value === "string" ? (/[\s"=]/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value);
}

export function prettyLine(json: string, { color = false } = {}): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return json;
  }
  const line = recordOf(parsed);
  const paint = (code: string | undefined, text: string) => (color && code ? `\u001b[${code}m${text}\u001b[0m` : text);
  const time = typeof line.time === "string" ? line.time.slice(11, 23) : "";
  const level = String(line.level ?? "info");
  const parts = [paint("90", time), paint(LEVEL_COLOR[level], level.toUpperCase().padEnd(5))];
  if (typeof line.module === "string" && line.module) parts.push(paint("36", `[${line.module}]`));
  if (typeof line.msg === "string" && line.msg) parts.push(line.msg);
  const fields = Object.entries(line).filter(([key, value]) => !HIDDEN.has(key) && value !== undefined);
  if (fields.length > 0) parts.push(paint("90", fields.map(([key, value]) => `${key}=${field(value)}`).join(" ")));
  const err = isRecord(line.err) ? line.err : null;
  const error = err ? `\n${text(err.stack) ?? `${text(err.type) ?? "Error"}: ${text(err.message) ?? ""}`}` : "";
  return `${parts.join(" ")}${error}\n`;
}
