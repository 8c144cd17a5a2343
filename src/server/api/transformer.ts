import superjson from "superjson";
import { isRecord } from "~/lib/json";

/*
 * The wire format of tRPC: superjson (dates, undefined, Maps… survive the trip). Its walker records
 * a path for every value it visits: a 5 000-line import preview took 0.4–1.5 s of the event loop to
 * serialise, every other request of the server waiting meanwhile. Most answers hold nothing JSON
 * cannot carry; for those, one plain check (a few ms for the same preview) and the same `{ json }`
 * superjson itself would send. The client keeps superjson: it reads either form.
 */

const MAX_DEPTH = 100;
// superjson refuses these keys (src/server/api/trpc.ts); such an answer keeps its handling.
const ODD_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Whether `value` is made only of what JSON carries unchanged, with nothing superjson would annotate. */
export function plainJson(value: unknown, depth = 0): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object":
      break;
    default:
      return false; // undefined, bigint, symbol, function
  }
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) if (!plainJson(value[i], depth + 1)) return false;
    return true;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false; // Date, Map, Set, RegExp, Error, class instances
  if (!isRecord(value)) return false;
  for (const key of Object.keys(value)) {
    if (ODD_KEYS.has(key) || !plainJson(value[key], depth + 1)) return false;
  }
  return true;
}

export const wireTransformer = {
  input: superjson,
  output: {
    serialize: (value: unknown) => (plainJson(value) ? { json: value } : superjson.serialize(value)),
    deserialize: superjson.deserialize,
  },
};
