import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./lib/paths.ts";
import { PRISMA_RUNTIME_EDITS, PRISMA_RUNTIME_FILES, patchPrismaRuntime } from "./prisma-runtime-patch.mjs";

const runtime = (name: string) => path.join(ROOT, "node_modules", "@prisma", "client", "runtime", name);
/** The installed (patched) text with every edit undone: Prisma's runtime as published. */
const unpatched = (text: string) =>
  PRISMA_RUNTIME_EDITS.reduce((t, [original, patched]) => t.split(patched).join(original), text);

describe("Prisma's runtime keeps its parameterization graph's edges in a Map", () => {
  it.each(PRISMA_RUNTIME_FILES)("the install patched %s, and patching it again changes nothing", (name) => {
    const installed = fs.readFileSync(runtime(name), "utf8");
    for (const [original, patched, times] of PRISMA_RUNTIME_EDITS) {
      expect(installed.split(patched).length - 1).toBe(times);
      expect(installed.includes(original)).toBe(false);
    }
    expect(patchPrismaRuntime(installed)).toBe(installed);
    expect(patchPrismaRuntime(unpatched(installed))).toBe(installed);
  });

  it("refuses a runtime it does not know (another Prisma version) with a message saying so", () => {
    const installed = fs.readFileSync(runtime("client.mjs"), "utf8");
    const [original] = PRISMA_RUNTIME_EDITS[0]!;
    const other = unpatched(installed).split(original).join("o={};for(let q=0;q<i;q++){");
    expect(() => patchPrismaRuntime(other, "client.mjs")).toThrow(/A versão do Prisma mudou/);
  });

  it("one client of this schema keeps a few MB of heap, not the ~12 MB of sparse arrays", () => {
    const out = execFileSync(
      process.execPath,
      ["--expose-gc", "--import", "tsx", path.join(ROOT, "scripts", "prisma-client-heap.ts")],
      { cwd: ROOT, encoding: "utf8" },
    );
    const { retainedMb } = JSON.parse(out.trim().split("\n").at(-1)!) as { retainedMb: number };
    // Measured: 2.3 MB with the graph in Maps, 12.2 MB as Prisma publishes it.
    expect(retainedMb).toBeLessThan(6);
  });
});
