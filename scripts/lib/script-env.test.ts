import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseScriptEnv } from "./script-env.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("parseScriptEnv", () => {
  it("fills the ports' defaults and treats empty strings as unset", () => {
    expect(parseScriptEnv({ PORT: "", EMBEDDED_PG_PORT: "" })).toMatchObject({ PORT: 3000, EMBEDDED_PG_PORT: 54329 });
    expect(parseScriptEnv({ PORT: "3100", E2E_PORT: "4000" })).toMatchObject({ PORT: 3100, E2E_PORT: 4000 });
    expect(parseScriptEnv({ CLUSTER_BASE_PORT: "3220" })).toMatchObject({ CLUSTER_BASE_PORT: 3220 });
  });

  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["EMBEDDED_PG_PORT", { EMBEDDED_PG_PORT: "5432.5" }],
    ["E2E_PORT", { E2E_PORT: "0" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://u@h/db" }],
  ])("refuses a bad %s, naming it", (name, source) => {
    expect(() => parseScriptEnv(source)).toThrow(new RegExp(`- ${name}: ${name} deve`));
  });
});

describe("npm run dev with a malformed variable", () => {
  it("stops before starting anything, naming the variable", () => {
    const run = spawnSync(process.execPath, ["scripts/dev.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: "porta", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("PORT: PORT deve ser um número de porta (1–65535)");
    expect(run.stdout).not.toContain("[db]");
  });
});
