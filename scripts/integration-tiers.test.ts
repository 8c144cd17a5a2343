// The integration tier's lists name files by path: a file that moves must not silently leave them
// (a timing test would then run beside another file, or the Debian PostgreSQL phase would skip it).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INTEGRATION_ALONE } from "../vitest.config";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("the integration tier's file lists", () => {
  it.each(INTEGRATION_ALONE)("the files run alone exist: %s", (pattern) => {
    expect(fs.globSync(pattern, { cwd: ROOT }).length).toBeGreaterThan(0);
  });

  it("every file the Debian PostgreSQL phase runs exists", () => {
    const script = fs.readFileSync(path.join(ROOT, "scripts/ci-debian-postgres.sh"), "utf8");
    const list = script.slice(script.indexOf("COMPAT=("), script.indexOf(")", script.indexOf("COMPAT=(")));
    const files = [...list.matchAll(/(src|tests)\/[^\s"]+\.integration\.test\.ts/g)].map((m) => m[0]);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
