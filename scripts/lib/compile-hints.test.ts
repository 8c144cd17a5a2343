import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, chunksWithoutHint, firstLoadChunks, withCompileHint } from "./compile-hints.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build folder with route stats and chunks, as `next build` leaves it. */
function fakeBuild(chunks: Record<string, string>, routes: Record<string, string[]>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "hints-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, ".next", "diagnostics"), { recursive: true });
  fs.mkdirSync(path.join(root, ".next", "static", "chunks"), { recursive: true });
  for (const [name, source] of Object.entries(chunks))
    fs.writeFileSync(path.join(root, ".next/static/chunks", name), source);
  fs.writeFileSync(
    path.join(root, ".next/diagnostics/route-bundle-stats.json"),
    JSON.stringify(
      Object.entries(routes).map(([route, names]) => ({
        route,
        firstLoadChunkPaths: names.map((n) => `.next/static/chunks/${n}`),
      })),
    ),
  );
  return root;
}

describe("V8 compile hints on the first-load scripts", () => {
  it("puts the magic comment first, once, and keeps the script byte for byte after it", () => {
    const source = '(globalThis.TURBOPACK||[]).push(["x",function(){return 1}]);';
    const hinted = withCompileHint(source);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${source}`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it("lists each route's first-load scripts once, without the stylesheets", () => {
    expect(
      firstLoadChunks([
        { route: "/", firstLoadChunkPaths: ["a.js", "b.js", "s.css"] },
        { route: "/termos", firstLoadChunkPaths: ["a.js", "c.js"] },
      ]),
    ).toEqual(["a.js", "b.js", "c.js"]);
  });

  it("marks only the first-load scripts of a build, is safe to run twice, and the check sees a missing one", () => {
    const root = fakeBuild(
      { "framework.js": "var f=1;", "page.js": "var p=2;", "later.js": "var l=3;" },
      { "/": ["framework.js", "page.js"], "/termos": ["framework.js"] },
    );
    expect(chunksWithoutHint(root)).toEqual([".next/static/chunks/framework.js", ".next/static/chunks/page.js"]);
    expect(addCompileHints(root)).toEqual({ chunks: 2, changed: 2 });
    expect(addCompileHints(root)).toEqual({ chunks: 2, changed: 0 });
    const read = (n: string) => fs.readFileSync(path.join(root, ".next/static/chunks", n), "utf8");
    expect(read("framework.js")).toBe(`${COMPILE_HINT}var f=1;`);
    expect(read("page.js")).toBe(`${COMPILE_HINT}var p=2;`);
    expect(read("later.js")).toBe("var l=3;");
    expect(chunksWithoutHint(root)).toEqual([]);
  });
});
