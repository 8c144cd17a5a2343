import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The PDF and og renderers (@react-pdf/renderer with its fonts, fontkit and yoga) run in the render
// workers only. Loaded by the web server's own thread they cost ~50 MB of its RSS for nothing: the
// public page once reached them through its og image's size (og-card.tsx → pdf-palette → styles).
// This walks the value imports (type-only ones are erased) from every route, the proxy and the
// instrumentation, and fails when one reaches a renderer-only package.

const SRC = path.resolve(import.meta.dirname, "../../..");
const RENDERER_ONLY = ["@react-pdf/renderer", "satori", "fontkit"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  if (/\.(tsx?|mjs|js)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** The specifiers a file imports or re-exports as values (not `import type`, not all-type named lists). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes || named.elements.length === 0) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.isTypeOnly) continue;
      const clause = node.exportClause;
      if (
        clause &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((e) => e.isTypeOnly)
      )
        continue;
      out.push(node.moduleSpecifier.text);
    }
  }
  return out;
}

function entries(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  walk(path.join(SRC, "app"));
  return [...found, path.join(SRC, "proxy.ts"), path.join(SRC, "instrumentation.ts")].filter((f) => fs.existsSync(f));
}

/** The chain of files from an entry to a renderer-only package, or null. */
function rendererChain(): string[] | null {
  const parent = new Map<string, string | null>();
  const queue = entries();
  for (const file of queue) parent.set(file, null);
  const chain = (file: string) => {
    const files: string[] = [];
    for (let at: string | null | undefined = file; at; at = parent.get(at)) files.unshift(path.relative(SRC, at));
    return files;
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of valueImports(file)) {
      if (RENDERER_ONLY.some((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`)))
        return [...chain(file), specifier];
      const next = resolveLocal(file, specifier);
      if (next && !parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

describe("the web server's own thread", () => {
  it("finds the renderers' package when a route imports it, and type-only imports erased", () => {
    const probe = path.join(SRC, "features/proposals/pdf/styles.ts");
    expect(valueImports(probe)).toContain("@react-pdf/renderer");
    expect(valueImports(path.join(SRC, "features/proposals/render/pool.ts"))).not.toContain("./worker");
  });

  it("never loads the PDF or og renderers: they run in the render workers", () => {
    expect(rendererChain()).toBeNull();
  });
});
