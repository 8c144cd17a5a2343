import path from "node:path";
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
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
    ["reaches one through another file", '"use client";\nimport { masked } from "../lib/helper";', "src/lib/helper.ts → src/lib/secret.ts"],
    ["reaches one through a re-export", '"use client";\nimport { masked } from "~/lib";', "src/lib/index.ts → src/lib/helper.ts → src/lib/secret.ts"],
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

// Loading the config and the TypeScript parser takes seconds on a busy machine: a budget, not an assertion.
describe("the project's eslint.config.mjs", { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: ROOT });
  async function rulesFor(filePath: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }

  it.each([
    ["a feature importing a route", "src/features/accounts/probe.ts", 'import page from "~/app/(app)/conta/page";\nexport default page;', "no-restricted-imports"],
    ["a feature importing the API layer", "src/features/accounts/probe.ts", 'import { appRouter } from "~/server/api/root";\nexport default appRouter;', "no-restricted-imports"],
    ["a feature reaching the API layer by a relative path", "src/features/accounts/probe.ts", 'import { appRouter } from "../../server/api/root";\nexport default appRouter;', "no-restricted-imports"],
    ["the engine importing React", "src/features/simulators/engine/probe.ts", 'import { useMemo } from "react";\nexport default useMemo;', "no-restricted-imports"],
    ["the engine importing zod", "src/features/simulators/engine/probe.ts", 'import { z } from "zod";\nexport default z;', "no-restricted-imports"],
    ["the engine importing the app's code", "src/features/simulators/engine/probe.ts", 'import { formatBRL } from "~/lib/format";\nexport default formatBRL;', "no-restricted-imports"],
    ["the engine leaving its folder", "src/features/simulators/engine/probe.ts", 'import { x } from "../defaults";\nexport default x;', "no-restricted-imports"],
    ["a client component importing a server-only module", "src/features/settings/components/probe.tsx", '"use client";\nimport { getSettings } from "~/features/settings/data";\nexport default getSettings;', "local/no-server-only-in-client"],
    ["a feature importing sonner's toast statically", "src/features/proposals/components/probe.tsx", '"use client";\nimport { toast } from "sonner";\nexport default toast;', "no-restricted-imports"],
    ["a shared component importing sonner's toast statically", "src/components/probe.tsx", '"use client";\nimport { toast } from "sonner";\nexport default toast;', "no-restricted-imports"],
    ["process.env outside src/env.ts", "src/lib/probe.ts", "export const port = process.env.PORT;", "no-restricted-syntax"],
    ["a focused test", "src/lib/probe.test.ts", 'import { it } from "vitest";\nit.only("x", () => {});', "no-restricted-syntax"],
    ["a skipped test", "src/lib/probe.test.ts", 'import { describe } from "vitest";\ndescribe.skip("x", () => {});', "no-restricted-syntax"],
    ["a to-do test", "src/lib/probe.test.ts", 'import { it } from "vitest";\nit.todo("x");', "no-restricted-syntax"],
    ["a skipped Playwright describe", "e2e/probe.spec.ts", 'import { test } from "@playwright/test";\ntest.describe.skip("x", () => {});', "no-restricted-syntax"],
    ["an xit", "e2e/probe.spec.ts", 'declare const xit: (n: string, f: () => void) => void;\nxit("x", () => {});', "no-restricted-syntax"],
    ["a conditional hook", "src/features/shell/probe.tsx", 'import { useState } from "react";\nexport function C({ a }: { a: boolean }) { if (a) { useState(0); } return null; }', "react-hooks/rules-of-hooks"],
  ])("refuses %s", async (_label, file, code, rule) => {
    const found = await rulesFor(file, code);
    expect(found.some((m) => m.startsWith(`${rule}:`)), found.join("\n")).toBe(true);
  });

  it.each([
    ["src/env.ts reading process.env", "src/env.ts", "export const port = process.env.PORT;"],
    ["the engine importing its own files", "src/features/simulators/engine/probe.ts", 'import { DEFAULTS } from "./defaults";\nexport default DEFAULTS;'],
    ["the lazy toast", "src/features/proposals/components/probe.tsx", '"use client";\nimport { toast } from "~/lib/lazy-toast";\nexport default toast;'],
    ["a feature importing another feature and src/lib", "src/features/accounts/probe.ts", 'import { formatBRL } from "~/lib/format";\nimport { PLANS } from "~/features/billing/plans";\nexport default [formatBRL, PLANS];'],
  ])("accepts %s", async (_label, file, code) => {
    const found = (await rulesFor(file, code)).filter((m) => !m.startsWith("@typescript-eslint/no-unused-vars"));
    expect(found).toEqual([]);
  });
});
