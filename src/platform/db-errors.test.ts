import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { uniqueViolationTarget } from "~/platform/db-errors";

type Runtime = { PrismaClientKnownRequestError: typeof Prisma.PrismaClientKnownRequestError };

/** Prisma's client runtime evaluated once more, as another server bundle has it: its own classes. */
async function anotherRuntime(): Promise<Runtime> {
  const file = createRequire(import.meta.url)
    .resolve("@prisma/client/runtime/client")
    .replace(/\.js$/, ".mjs");
  // A new URL is a new module instance for Node's loader.
  return (await import(/* @vite-ignore */ `${pathToFileURL(file).href}?another-bundle`)) as Runtime;
}

const known = (runtime: Runtime, code: string, meta?: Record<string, unknown>) =>
  new runtime.PrismaClientKnownRequestError("refused", { code, clientVersion: "7.10.0", meta });

describe("uniqueViolationTarget", () => {
  it("reads a unique-index refusal with the columns that clashed", () => {
    const target = uniqueViolationTarget(known(Prisma, "P2002", { target: ["accountId", "email"] }));
    expect(target).not.toBeNull();
    expect(target).toContain("email");
  });

  it("reads one made by another copy of Prisma's runtime, where instanceof would say no", async () => {
    const error = known(await anotherRuntime(), "P2002", { target: ["document"] });
    expect(error instanceof Prisma.PrismaClientKnownRequestError).toBe(false);
    expect(uniqueViolationTarget(error)).toContain("document");
  });

  it("answers null for every other error", () => {
    expect(uniqueViolationTarget(known(Prisma, "P2025"))).toBeNull();
    expect(uniqueViolationTarget(Object.assign(new Error("P2002"), { code: "P2002" }))).toBeNull();
    expect(uniqueViolationTarget({ name: "PrismaClientKnownRequestError", code: "P2002" })).toBeNull();
    expect(uniqueViolationTarget("P2002")).toBeNull();
  });

  it("gives {} when the refusal carries no description", () => {
    expect(uniqueViolationTarget(known(Prisma, "P2002"))).toBe("{}");
  });
});
