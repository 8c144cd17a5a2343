// The type assertions in product code (src/**; tests, src/test, e2e and generated code aside): `x as T`
// and `<T>x` (not `as const`, not `satisfies`), per 1 000 lines, against a ceiling. Prints the count,
// the top files, the non-null assertions (`x!`, counted, no ceiling) and every `as unknown as` outside
// src/platform (the adapters to untyped outside code may need one; nowhere else may).
// Fails above CEILING casts per 1 000 lines or on any `as unknown as` outside src/platform.
//   npm run check:casts             the figures and the top files
//   npm run check:casts -- --all    every file with a cast, each cast's line
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Most `as` casts allowed per 1 000 lines of product code. */
const CEILING = 2;
const TOP = 15;

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");
const SKIPPED_DIRS = new Set([path.join(SRC, "test"), path.join(SRC, "generated")]);
const TEST = /\.(integration\.)?test\.tsx?$/;

function productFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(file) ? [] : productFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !TEST.test(entry.name) ? [file] : [];
  });
}

interface FileCasts {
  file: string;
  lines: number;
  casts: number[];
  nonNull: number[];
  unknownCasts: number[];
}

function isConstAssertion(type: ts.TypeNode): boolean {
  return ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === "const";
}

/** The casts of one file, by line (1-based). */
function castsOf(fileName: string, text: string): Omit<FileCasts, "file"> {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const result: Omit<FileCasts, "file"> = { lines: 0, casts: [], nonNull: [], unknownCasts: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      // `x as unknown as T` is one cast: its inner `as unknown` is not counted on its own.
      const innerOfDouble = node.type.kind === ts.SyntaxKind.UnknownKeyword && ts.isAsExpression(node.parent);
      if (!isConstAssertion(node.type) && !innerOfDouble) {
        result.casts.push(lineOf(node));
        const inner = node.expression;
        if (ts.isAsExpression(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword)
          result.unknownCasts.push(lineOf(node));
      }
    } else if (ts.isNonNullExpression(node)) {
      result.nonNull.push(lineOf(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Lines of code: not blank, not only a comment.
  result.lines = text.split("\n").filter((line) => {
    const trimmed = line.trim();
    return trimmed !== "" && !trimmed.startsWith("//") && !trimmed.startsWith("*") && !trimmed.startsWith("/*");
  }).length;
  return result;
}

function main(): void {
  const all = process.argv.includes("--all");
  const files: FileCasts[] = productFiles(SRC).map((file) => ({
    file: path.relative(ROOT, file),
    ...castsOf(file, fs.readFileSync(file, "utf8")),
  }));
  const lines = files.reduce((sum, f) => sum + f.lines, 0);
  const casts = files.reduce((sum, f) => sum + f.casts.length, 0);
  const nonNull = files.reduce((sum, f) => sum + f.nonNull.length, 0);
  const perThousand = (casts * 1000) / lines;
  const withCasts = files.filter((f) => f.casts.length > 0).sort((a, b) => b.casts.length - a.casts.length);

  console.log(`product code: ${files.length} files, ${lines} lines`);
  console.log(
    `casts (as / <T>x, not as const): ${casts} = ${perThousand.toFixed(2)} per 1 000 lines (ceiling ${CEILING})`,
  );
  console.log(
    `non-null assertions (x!): ${nonNull} = ${((nonNull * 1000) / lines).toFixed(2)} per 1 000 lines (no ceiling)`,
  );
  console.log(all ? "\nfiles with casts:" : `\ntop ${TOP} files:`);
  for (const f of all ? withCasts : withCasts.slice(0, TOP)) {
    console.log(`  ${String(f.casts.length).padStart(3)}  ${f.file}${all ? `  (lines ${f.casts.join(", ")})` : ""}`);
  }

  const unknownOutside = files.filter((f) => f.unknownCasts.length > 0 && !f.file.startsWith("src/platform/"));
  const problems: string[] = [];
  for (const f of unknownOutside)
    for (const line of f.unknownCasts) problems.push(`\`as unknown as\` outside src/platform: ${f.file}:${line}`);
  if (perThousand > CEILING)
    problems.push(`${perThousand.toFixed(2)} casts per 1 000 lines is above the ceiling of ${CEILING}`);
  if (problems.length > 0) {
    console.error(`\n${problems.join("\n")}`);
    process.exitCode = 1;
    return;
  }
  console.log("\nok");
}

if (import.meta.main) main();
