import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditPackages, classifyLicense, licenseOf } from "./licenses.ts";

describe("classifyLicense", () => {
  it.each([
    ["MIT", "allowed"],
    ["Apache-2.0", "allowed"],
    ["ISC", "allowed"],
    ["BSD-3-Clause", "allowed"],
    ["LGPL-3.0-or-later", "allowed"],
    ["(MIT OR GPL-3.0)", "allowed"],
    ["(MIT AND Zlib)", "allowed"],
    ["AGPL-3.0-or-later", "forbidden"],
    ["AGPL-3.0", "forbidden"],
    ["GPL-2.0-only", "forbidden"],
    ["GPL-3.0+", "forbidden"],
    ["GPLv2", "forbidden"],
    ["GPL-2.0 WITH Classpath-exception-2.0", "forbidden"],
    ["SSPL-1.0", "forbidden"],
    ["(MIT AND GPL-3.0)", "forbidden"],
    ["(GPL-2.0 OR AGPL-3.0)", "forbidden"],
    ["UNLICENSED", "unknown"],
    ["SEE LICENSE IN LICENSE.md", "unknown"],
  ] as const)("%s is %s", (expression, verdict) => {
    expect(classifyLicense(expression)).toBe(verdict);
  });

  it("calls a package with no licence unknown", () => {
    expect(classifyLicense(null)).toBe("unknown");
  });
});

describe("licenseOf", () => {
  it("reads the modern field, the old object and the old array", () => {
    expect(licenseOf({ license: "MIT" })).toBe("MIT");
    expect(licenseOf({ license: { type: "ISC" } })).toBe("ISC");
    expect(licenseOf({ licenses: [{ type: "MIT" }, { type: "GPL-2.0" }] })).toBe("MIT OR GPL-2.0");
    expect(licenseOf({})).toBeNull();
  });
});

describe("auditPackages", () => {
  it("names each installed package once with its verdict", () => {
    const root = mkdtempSync(path.join(tmpdir(), "licenses-"));
    const write = (name: string, manifest: object) => {
      const dir = path.join(root, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest));
      return dir;
    };
    const ok = write("ok", { name: "ok", version: "1.0.0", license: "MIT" });
    const bad = write("bad", { name: "ua-parser-js", version: "2.0.10", license: "AGPL-3.0-or-later" });
    const dup = write("dup", { name: "ok", version: "1.0.0", license: "MIT" });
    const report = auditPackages([ok, bad, dup, path.join(root, "missing")]);
    expect(report.map((p) => [p.id, p.verdict])).toEqual([
      ["ok@1.0.0", "allowed"],
      ["ua-parser-js@2.0.10", "forbidden"],
    ]);
  });
});
