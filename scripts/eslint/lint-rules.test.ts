import path from "node:path";
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import layers, { floorOf } from "./layers.mjs";
import noServerOnlyInClient from "./no-server-only-in-client.mjs";

const FIXTURES = path.resolve(import.meta.dirname, "fixtures");
const ROOT = path.resolve(import.meta.dirname, "../..");

describe("local/no-server-only-in-client on the fixture tree", () => {
  const linter = new Linter({ cwd: FIXTURES });
  const config = [
    {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { "no-server-only-in-client": noServerOnlyInClient } } },
      rules: { "local/no-server-only-in-client": "error" as const },
    },
  ];
  const lint = (code: string) =>
    linter.verify(code, config, path.join(FIXTURES, "src/components/widget.tsx")).map((m) => m.message);

  it.each([
    ["imports server-only itself", '"use client";\nimport "server-only";', "src/components/widget.tsx → server-only"],
    ["imports a server-only module", '"use client";\nimport { secret } from "~/lib/secret";', "→ src/lib/secret.ts"],
    [
      "reaches one through another file",
      '"use client";\nimport { masked } from "../lib/helper";',
      "src/lib/helper.ts → src/lib/secret.ts",
    ],
    [
      "reaches one through a re-export",
      '"use client";\nimport { masked } from "~/lib";',
      "src/lib/index.ts → src/lib/helper.ts → src/lib/secret.ts",
    ],
    ["re-exports one", '"use client";\nexport { secret } from "~/lib/secret";', "→ src/lib/secret.ts"],
    ["loads one lazily", '"use client";\nexport const load = () => import("~/lib/helper");', "→ src/lib/secret.ts"],
  ])("reports a client component that %s", (_label, code, chain) => {
    const messages = lint(code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(chain);
  });

  it.each([
    ["a type-only import", '"use client";\nimport type { Secret } from "~/lib/secret";'],
    ["inline type specifiers only", '"use client";\nimport { type Secret } from "~/lib/secret";'],
    ["a module that only imports types from one", '"use client";\nimport { describeSecret } from "~/lib/types-only";'],
    ["a package", '"use client";\nimport { useState } from "react";'],
  ])("lets a client component import %s", (_label, code) => {
    expect(lint(code)).toEqual([]);
  });

  it("leaves server components alone", () => {
    expect(lint('import { secret } from "~/lib/secret";')).toEqual([]);
  });
});

describe("local/layers on the fixture tree", () => {
  const linter = new Linter({ cwd: FIXTURES });
  const config = [
    {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { layers } } },
      // beta below alpha; gamma has no place in the order.
      rules: {
        "local/layers": ["error", { srcRoot: path.join(FIXTURES, "src"), featureOrder: ["beta", "alpha"] }] as [
          "error",
          { srcRoot: string; featureOrder: string[] },
        ],
      },
    },
  ];
  const lint = (file: string, code: string) =>
    linter.verify(code, config, path.join(FIXTURES, "src", file)).map((m) => m.message);

  it.each([
    [
      "the platform importing a feature",
      "platform/cache.ts",
      'import { secret } from "~/features/alpha/server";',
      "imports run downward",
    ],
    [
      "the platform importing the edge",
      "platform/cache.ts",
      'import { router } from "../server/router";',
      "imports run downward",
    ],
    [
      "a feature importing the edge",
      "features/alpha/data.ts",
      'import { router } from "~/server/router";',
      "Take what the edge knows",
    ],
    ["a feature importing a route", "features/alpha/data.ts", 'import page from "~/app/page";', "imports run downward"],
    ["src/lib importing a feature", "lib/helper.ts", 'import { Beta } from "~/features/beta";', "imports run downward"],
    [
      "src/components importing a feature",
      "components/widget.tsx",
      'import { Beta } from "~/features/beta";',
      "imports run downward",
    ],
    [
      "src/components importing the platform",
      "components/widget.tsx",
      'import { cache } from "~/platform/cache";',
      "imports run downward",
    ],
    [
      "product code importing test support",
      "features/alpha/data.ts",
      'import { fixture } from "~/test/fixture";',
      "imports run downward",
    ],
    [
      "a feature reaching into another's internals",
      "features/alpha/data.ts",
      'import { internal } from "~/features/beta/internal";',
      "import it from '~/features/beta'",
    ],
    [
      "the same by a relative path",
      "features/alpha/components/card.tsx",
      'import { internal } from "../../beta/internal";',
      "import it from '~/features/beta'",
    ],
    [
      "the same lazily",
      "features/alpha/data.ts",
      'export const load = () => import("~/features/beta/internal");',
      "import it from '~/features/beta'",
    ],
    [
      "the same through a re-export",
      "features/alpha/index.ts",
      'export { internal } from "~/features/beta/internal";',
      "import it from '~/features/beta'",
    ],
    [
      "a feature importing one above it",
      "features/beta/data.ts",
      'import { Alpha } from "~/features/alpha";',
      "a feature imports only features below it (beta < alpha)",
    ],
    [
      "the same through its server entry",
      "features/beta/data.ts",
      'import { secret } from "~/features/alpha/server";',
      "must not import feature 'alpha'",
    ],
    [
      "the same by a type-only import",
      "features/beta/data.ts",
      'import type { Alpha } from "../alpha";',
      "must not import feature 'alpha'",
    ],
    [
      "a feature importing one with no place in the order",
      "features/alpha/data.ts",
      'import { gamma } from "~/features/gamma";',
      "has no place in the features' order",
    ],
    [
      "a route reaching into a feature's internals",
      "app/page.tsx",
      'import { internal } from "~/features/beta/internal";',
      "routes and the edge use a feature through",
    ],
    [
      "the edge reaching into a feature's internals",
      "server/router.ts",
      'import { internal } from "~/features/beta/components/card";',
      "routes and the edge use a feature through",
    ],
    [
      "the server caller reaching into a feature's internals",
      "server/trpc-caller.ts",
      'import { own } from "~/features/alpha/data";',
      "routes and the edge use a feature through",
    ],
    [
      "the browser client importing the router's runtime",
      "trpc/react.tsx",
      'import { router } from "~/server/router";',
      "imports run downward",
    ],
    [
      "the browser client naming the router's type (the router registers it: trpc/app-router.ts)",
      "trpc/react.tsx",
      'import type { AppRouter } from "~/server/router";',
      "imports run downward",
    ],
  ])("refuses %s", (_label, file, code, message) => {
    const messages = lint(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    [
      "a route importing any floor and features' entries",
      "app/page.tsx",
      'import { router } from "~/server/router";\nimport { Beta } from "~/features/beta";\nimport { Card } from "~/features/beta/components";\nimport { secret } from "~/features/alpha/server";',
    ],
    [
      "the edge importing features and the platform",
      "server/router.ts",
      'import { secret } from "~/features/alpha/server";\nimport { cache } from "~/platform/cache";',
    ],
    [
      "a feature using another through its entries",
      "features/alpha/data.ts",
      'import { Beta } from "~/features/beta";\nimport { secret } from "~/features/beta/server";\nimport { Card } from "~/features/beta/components";\nimport { x } from "../beta/index";',
    ],
    [
      "a feature importing its own files, the platform, components and lib",
      "features/alpha/components/card.tsx",
      'import { secret } from "~/features/alpha/server";\nimport { own } from "../data";\nimport { cache } from "~/platform/cache";\nimport { Button } from "~/components/button";\nimport { format } from "~/lib/format";',
    ],
    [
      "the platform importing lib and the environment",
      "platform/cache.ts",
      'import { format } from "~/lib/format";\nimport { env } from "~/env";',
    ],
    [
      "a test reaching anywhere",
      "lib/helper.test.ts",
      'import { router } from "~/server/router";\nimport { internal } from "~/features/beta/internal";',
    ],
    ["packages", "platform/cache.ts", 'import { z } from "zod";'],
  ])("accepts %s", (_label, file, code) => {
    expect(lint(file, code)).toEqual([]);
  });

  const lintTool = (file: string, code: string) =>
    linter.verify(code, config, path.join(FIXTURES, file)).map((m) => m.message);

  it.each([
    [
      "the seed reaching into a feature's internals",
      "prisma/seed.ts",
      'import { internal } from "../src/features/beta/internal";',
    ],
    [
      "a script reaching into a feature's internals",
      "scripts/job.ts",
      'import { own } from "../src/features/alpha/data";',
    ],
    [
      "a benchmark reaching into a feature's internals",
      "bench/list.bench.ts",
      'import { own } from "~/features/alpha/data";',
    ],
  ])("refuses %s", (_label, file, code) => {
    const messages = lintTool(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("routes and the edge use a feature through");
  });

  it("lets the tools use any floor and a feature's entries", () => {
    const code =
      'import { Beta } from "../src/features/beta";\nimport { secret } from "../src/features/alpha/server";\nimport { router } from "../src/server/router";\nimport { format } from "../src/lib/format";';
    expect(lintTool("scripts/job.ts", code)).toEqual([]);
    expect(lintTool("bench/list.bench.ts", code)).toEqual([]);
  });

  it("leaves files outside src/ and the tools alone", () => {
    expect(lintTool("e2e/page.spec.ts", 'import { own } from "../src/features/alpha/data";')).toEqual([]);
  });

  it.each([
    ["app/(app)/page.tsx", "app"],
    ["proxy.ts", "app"],
    ["instrumentation.ts", "app"],
    ["server/api/trpc.ts", "edge"],
    ["server/trpc-caller.ts", "edge"],
    ["trpc/query-client.ts", "trpc"],
    ["trpc/react.tsx", "trpc"],
    ["features/proposals/seller/data.ts", "feature"],
    ["platform/db.ts", "platform"],
    ["components/ui/button.tsx", "components"],
    ["lib/format.ts", "lib"],
    ["env.ts", "base"],
  ])("puts %s on the %s floor", (file, floor) => {
    expect(floorOf(file)?.floor).toBe(floor);
  });
});

// Loading the config and the TypeScript parser takes seconds on a busy machine: a budget, not an assertion.
describe("the project's eslint.config.mjs", { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: ROOT });
  async function rulesFor(filePath: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }

  it.each([
    [
      "a feature importing a route",
      "src/features/accounts/probe.ts",
      'import page from "~/app/(app)/conta/page";\nexport default page;',
      "local/layers",
    ],
    [
      "a feature importing the API layer",
      "src/features/accounts/probe.ts",
      'import { appRouter } from "~/server/api/root";\nexport default appRouter;',
      "local/layers",
    ],
    [
      "a feature reaching the API layer by a relative path",
      "src/features/accounts/probe.ts",
      'import { appRouter } from "../../server/api/root";\nexport default appRouter;',
      "local/layers",
    ],
    [
      "a feature importing the session of the edge",
      "src/features/proposals/probe.ts",
      'import { sessionFromHeaders } from "~/server/auth/session";\nexport default sessionFromHeaders;',
      "local/layers",
    ],
    [
      "the platform importing a feature",
      "src/platform/probe.ts",
      'import { PLANS } from "~/features/plans";\nexport default PLANS;',
      "local/layers",
    ],
    [
      "src/components importing a feature",
      "src/components/probe.tsx",
      'import { TERMS_VERSION } from "~/features/terms";\nexport default TERMS_VERSION;',
      "local/layers",
    ],
    [
      "src/lib importing a feature",
      "src/lib/probe.ts",
      'import { PLANS } from "~/features/plans";\nexport default PLANS;',
      "local/layers",
    ],
    [
      "a feature reaching into another's internals",
      "src/features/accounts/probe.ts",
      'import { PLANS } from "~/features/plans/plans";\nexport default PLANS;',
      "local/layers",
    ],
    [
      "a feature importing one above it",
      "src/features/accounts/probe.ts",
      'import { getSettings } from "~/features/settings/server";\nexport default getSettings;',
      "local/layers",
    ],
    [
      "a route reaching into a feature's internals",
      "src/app/probe.tsx",
      'import { AccountScreen } from "~/features/accounts/components/account";\nexport default AccountScreen;',
      "local/layers",
    ],
    [
      "the engine importing React",
      "src/features/simulators/engine/probe.ts",
      'import { useMemo } from "react";\nexport default useMemo;',
      "no-restricted-imports",
    ],
    [
      "the engine importing zod",
      "src/features/simulators/engine/probe.ts",
      'import { z } from "zod";\nexport default z;',
      "no-restricted-imports",
    ],
    [
      "the engine importing the app's code",
      "src/features/simulators/engine/probe.ts",
      'import { formatBRL } from "~/lib/format";\nexport default formatBRL;',
      "no-restricted-imports",
    ],
    [
      "the engine leaving its folder",
      "src/features/simulators/engine/probe.ts",
      'import { x } from "../defaults";\nexport default x;',
      "no-restricted-imports",
    ],
    [
      "a client component importing a server-only module",
      "src/features/settings/components/probe.tsx",
      '"use client";\nimport { getSettings } from "~/features/settings/data";\nexport default getSettings;',
      "local/no-server-only-in-client",
    ],
    [
      "a feature importing sonner's toast statically",
      "src/features/proposals/components/probe.tsx",
      '"use client";\nimport { toast } from "sonner";\nexport default toast;',
      "no-restricted-imports",
    ],
    [
      "a shared component importing sonner's toast statically",
      "src/components/probe.tsx",
      '"use client";\nimport { toast } from "sonner";\nexport default toast;',
      "no-restricted-imports",
    ],
    [
      "a form without a method",
      "src/components/probe.tsx",
      "export function F() { return <form onSubmit={(e) => e.preventDefault()} />; }",
      "no-restricted-syntax",
    ],
    [
      "process.env outside src/env.ts",
      "src/lib/probe.ts",
      "export const port = process.env.PORT;",
      "no-restricted-syntax",
    ],
    [
      "a focused test",
      "src/lib/probe.test.ts",
      'import { it } from "vitest";\nit.only("x", () => {});',
      "no-restricted-syntax",
    ],
    [
      "a skipped test",
      "src/lib/probe.test.ts",
      'import { describe } from "vitest";\ndescribe.skip("x", () => {});',
      "no-restricted-syntax",
    ],
    ["a to-do test", "src/lib/probe.test.ts", 'import { it } from "vitest";\nit.todo("x");', "no-restricted-syntax"],
    [
      "a skipped Playwright describe",
      "e2e/probe.spec.ts",
      `import { test } from "@playwright/test";\ntest.describe.${"skip"}("x", () => {});`,
      "no-restricted-syntax",
    ],
    [
      "an xit",
      "e2e/probe.spec.ts",
      'declare const xit: (n: string, f: () => void) => void;\nxit("x", () => {});',
      "no-restricted-syntax",
    ],
    [
      "an enum in a script (Node's type stripping cannot run it)",
      "scripts/probe.ts",
      "export enum Mode { Up, Down }",
      "no-restricted-syntax",
    ],
    [
      "a parameter property in a script",
      "scripts/lib/probe.ts",
      "export class Server { constructor(private port: number) {} }",
      "no-restricted-syntax",
    ],
    [
      "a script importing a type as a value",
      "scripts/probe.ts",
      'import { Proc } from "./lib/processes.ts";\nexport const none: Proc | null = null;',
      "@typescript-eslint/consistent-type-imports",
    ],
    [
      "a conditional hook",
      "src/features/shell/probe.tsx",
      'import { useState } from "react";\nexport function C({ a }: { a: boolean }) { if (a) { useState(0); } return null; }',
      "react-hooks/rules-of-hooks",
    ],
  ])("refuses %s", async (_label, file, code, rule) => {
    const found = await rulesFor(file, code);
    expect(
      found.some((m) => m.startsWith(`${rule}:`)),
      found.join("\n"),
    ).toBe(true);
  });

  it.each([
    ["src/env.ts reading process.env", "src/env.ts", "export const port = process.env.PORT;"],
    [
      "the engine importing its own files",
      "src/features/simulators/engine/probe.ts",
      'import { DEFAULTS } from "./defaults";\nexport default DEFAULTS;',
    ],
    [
      "the lazy toast",
      "src/features/proposals/components/probe.tsx",
      '"use client";\nimport { toast } from "~/lib/lazy-toast";\nexport default toast;',
    ],
    [
      "a feature importing a lower feature's entry and src/lib",
      "src/features/accounts/probe.ts",
      'import { formatBRL } from "~/lib/format";\nimport { PLANS } from "~/features/plans";\nexport default [formatBRL, PLANS];',
    ],
    [
      "a route using features through their entries",
      "src/app/probe.tsx",
      'import { AccountScreen } from "~/features/accounts/components";\nimport { listClients } from "~/features/clients/server";\nexport default [AccountScreen, listClients];',
    ],
    [
      "a script importing a type inline",
      "scripts/probe.ts",
      'import { type Proc, startProcess } from "./lib/processes.ts";\nexport const start: (name: string) => Proc = (name) => startProcess(name, "true", []);',
    ],
    [
      "a feature importing the platform",
      "src/features/accounts/probe.ts",
      'import { db } from "~/platform/db";\nexport default db;',
    ],
  ])("accepts %s", async (_label, file, code) => {
    const found = (await rulesFor(file, code)).filter((m) => !m.startsWith("@typescript-eslint/no-unused-vars"));
    expect(found).toEqual([]);
  });
});
