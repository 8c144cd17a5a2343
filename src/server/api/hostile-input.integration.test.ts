// Ordinary input never gives a 500. Every tRPC procedure is fed,
// through the real route handler and signed in, objects whose keys are the names an object inherits
// ("constructor", "__proto__"…) and values of every kind; the answer is 2xx or 4xx, never 5xx.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import NextAuth from "next-auth";
import { POST as postToken } from "~/app/api/auth/token/route";
import { appRouter } from "~/server/api/root";
import { authOptions } from "~/server/auth/config";
import { withUsableCallbackUrl } from "~/server/auth/redirect";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { APP_ORIGIN, sessionCookie, trpcError, trpcMutation, trpcQuery } from "~/test/http";
import * as z from "zod";

const HOSTILE_KEYS = [
  "constructor",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__proto__",
  "prototype",
  "isPrototypeOf",
  "then",
  "toJSON",
];

/** An object with own properties named by `entries` ("__proto__" included, which a literal would not make). */
const objectOf = (entries: [string, unknown][]) => Object.fromEntries(entries);

const hostileKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 }));
const leaf = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...HOSTILE_KEYS, "", "0", "-1", "1e309", "NaN", "null"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 3 }),
  object: fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map(objectOf),
})).value;

type Procedure = { _def: { type: string; inputs: unknown[] } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>).filter(
  ([, p]) => p._def.type !== "subscription",
);

/** The keys a procedure's object input declares, so hostile values reach its fields, not only its "unknown key" check. */
function declaredKeys(procedure: Procedure): string[] {
  return procedure._def.inputs.flatMap((input) => (input instanceof z.ZodObject ? Object.keys(input.shape) : []));
}

function inputFor(procedure: Procedure) {
  const keys = declaredKeys(procedure);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey;
  const object = fc.array(fc.tuple(key, value), { maxLength: 6 }).map(objectOf);
  return fc.oneof(object, object, value);
}

describe("every procedure answers hostile input with 2xx/4xx, never 5xx", () => {
  it("walks the whole router", () => {
    expect(procedures.length).toBeGreaterThan(30);
  });

  it.each(procedures.map(([path, procedure]) => [path, procedure] as const))(
    "%s",
    async (path, procedure) => {
      const { owner } = await makeAccount();
      const cookie = await sessionCookie((await signIn(owner)).sessionId);
      const call = procedure._def.type === "query" ? trpcQuery : trpcMutation;
      // The named keys always, then random shapes.
      const fixed = HOSTILE_KEYS.map((k) =>
        objectOf([[k, k], ...declaredKeys(procedure).map((d): [string, unknown] => [d, objectOf([[k, 1]])])]),
      );
      const seen: string[] = [];
      await fc.assert(
        fc.asyncProperty(inputFor(procedure), async (input) => {
          const response = await call(path, { input, headers: { cookie } });
          seen.push(String(response.status));
          if (response.status >= 500)
            throw new Error(`${path} → ${response.status} for ${JSON.stringify(input)}: ${await response.text()}`);
        }),
        { numRuns: HOSTILE_KEYS.length + 3, examples: fixed.map((input): [unknown] => [input]), endOnFailure: true },
      );
      expect(seen.length).toBeGreaterThanOrEqual(HOSTILE_KEYS.length);
    },
    60_000,
  );
});

describe("the named cases", () => {
  it("settings.update with a key named like an Object member is 400 naming that key", async () => {
    const { owner } = await makeAccount();
    const cookie = await sessionCookie((await signIn(owner)).sessionId);
    for (const key of ["toString", "valueOf", "hasOwnProperty", "isPrototypeOf"]) {
      const response = await trpcMutation("settings.update", { input: objectOf([[key, "x"]]), headers: { cookie } });
      expect(response.status, key).toBe(400);
      const fieldErrors = (await trpcError(response)).data.fieldErrors as Record<string, string[]>;
      expect(Object.entries(fieldErrors), key).toEqual([[key, ["Campo não permitido."]]]);
    }
    // Keys superjson cannot send back as keys: their message comes in formErrors, naming them.
    for (const key of ["constructor", "prototype"]) {
      const response = await trpcMutation("settings.update", { input: objectOf([[key, "x"]]), headers: { cookie } });
      expect(response.status, key).toBe(400);
      const { data } = await trpcError(response);
      expect(data.fieldErrors, key).toEqual({});
      expect(data.formErrors, key).toEqual([`${key}: Campo não permitido.`]);
    }
  });

  it("uploads.reorderPdfImages with hostile keys is 400", async () => {
    const { owner } = await makeAccount();
    const cookie = await sessionCookie((await signIn(owner)).sessionId);
    const response = await trpcMutation("uploads.reorderPdfImages", {
      input: objectOf([
        ["ids", []],
        ["hasOwnProperty", 1],
      ]),
      headers: { cookie },
    });
    expect(response.status).toBe(400);
  });

  it("/api/auth/token with a key named constructor is a 4xx", async () => {
    for (const key of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"]) {
      const body = JSON.stringify(
        objectOf([
          ["email", "a@example.com"],
          ["password", "x"],
          [key, key],
        ]),
      );
      const response = await postToken(
        new Request(`${APP_ORIGIN}/api/auth/token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }),
      );
      expect(response.status, key).toBeGreaterThanOrEqual(400);
      expect(response.status, key).toBeLessThan(500);
      expect(((await response.json()) as { error: string }).error, key).toEqual(expect.any(String));
    }
  });

  it("a callbackUrl with an invalid port is ignored: our origin, not a 500", async () => {
    // next-auth's own handler, through its Node (req, res) form: the route handler form needs Next's request scope.
    for (const callbackUrl of ["http://localhost:3402.evil.example/", "https://evil.example/"]) {
      const res = fakeResponse();
      // What the route hands next-auth.
      const url = new URL(
        withUsableCallbackUrl(`${APP_ORIGIN}/api/auth/csrf?callbackUrl=${encodeURIComponent(callbackUrl)}`, APP_ORIGIN),
      );
      const req = {
        method: "GET",
        query: { nextauth: ["csrf"], ...Object.fromEntries(url.searchParams) },
        headers: { host: new URL(APP_ORIGIN).host },
        cookies: {},
        body: {},
      };
      await NextAuth(req as never, res as never, authOptions);
      expect(res.statusCode, callbackUrl).toBe(200);
      const cookies = decodeURIComponent(res.headers.get("set-cookie")?.join("\n") ?? "");
      expect(cookies, callbackUrl).toContain(`next-auth.callback-url=${APP_ORIGIN};`);
      expect(cookies, callbackUrl).not.toContain("evil.example");
    }
  });
});

/** Just enough of a Node response for next-auth's (req, res) handler. */
function fakeResponse() {
  const headers = new Map<string, string[]>();
  const res = {
    statusCode: 0,
    headers,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader(name: string, value: string | string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value : [value]);
      return res;
    },
    send: () => res,
    json: () => res,
    end: () => res,
  };
  return res;
}
