// Code, comments, tests, scripts and docs speak of the product, never of the tracker's issue
// numbers (a ticket number says nothing to the next reader; "the honest-finance fields" does).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MENTION = /\bissues? ?#?\d+\b|\bissue-\d+\b/i;
const TEXT = /\.(ts|tsx|mts|mjs|js|md|prisma|sql|ya?ml|json|sh|conf|template|css)$|^(Dockerfile|\.env\.example)$/;

describe("no issue numbers in the repository's text", () => {
  it("no tracked file mentions an issue by number", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter(
        (file) =>
          file &&
          TEXT.test(path.basename(file)) &&
          file !== "package-lock.json" &&
          fs.existsSync(path.join(ROOT, file)),
      );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) =>
          MENTION.test(line) && !line.includes("MENTION") ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
