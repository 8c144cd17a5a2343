// The features' import graph: who imports whom inside src/features (tests aside), checked against
// the one-way order the layers lint declares (FEATURE_ORDER, scripts/eslint/layers.mjs). Prints the
// graph; fails on an edge that runs upward, a feature missing from the order, or a loop.
//   npm run check:features            the graph, one line per pair, with the number of imports
//   npm run check:features -- --files each import under its pair
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { FEATURE_ORDER } from "./eslint/layers.mjs";

const SRC = path.resolve(import.meta.dirname, "../src");
const FEATURES = path.join(SRC, "features");
const TEST = /\.(integration\.)?test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !TEST.test(entry.name) ? [file] : [];
  });
}

/** The feature a specifier lands in, or null outside src/features. */
function featureOf(specifier: string, from: string): string | null {
  const target = specifier.startsWith("~/")
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!target) return null;
  const [top, name] = path.relative(SRC, target).split(path.sep);
  return top === "features" && name ? name : null;
}

/** Every import between two features: "from -> to" → the importing files and specifiers. */
function featureGraph(root = FEATURES): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const from = path.relative(root, file).split(path.sep)[0]!;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const to = featureOf(fileName, file);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${path.relative(SRC, file)}: ${fileName}`]);
    }
  }
  return edges;
}

/** What breaks the one-way order: upward edges, features with no place in it, loops. */
function orderProblems(edges: Map<string, string[]>, order: readonly string[]): string[] {
  const problems: string[] = [];
  const features = new Set(fs.readdirSync(FEATURES));
  for (const feature of features)
    if (!order.includes(feature)) problems.push(`feature '${feature}' is not in FEATURE_ORDER`);
  const next = new Map<string, string[]>();
  for (const key of edges.keys()) {
    const [from, to] = key.split(" -> ") as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (order.includes(from) && order.includes(to) && order.indexOf(to) > order.indexOf(from))
      problems.push(`${key} runs upward`);
  }
  // A loop shows up as an upward edge already; this names it when the order is not the culprit.
  const state = new Map<string, "open" | "done">();
  const visit = (node: string, trail: string[]) => {
    if (state.get(node) === "done") return;
    if (state.get(node) === "open") {
      problems.push(`loop: ${[...trail.slice(trail.indexOf(node)), node].join(" -> ")}`);
      return;
    }
    state.set(node, "open");
    for (const to of next.get(node) ?? []) visit(to, [...trail, node]);
    state.set(node, "done");
  };
  for (const node of next.keys()) visit(node, []);
  return problems;
}

{
  const edges = featureGraph();
  const byOrder = (key: string) => key.split(" -> ").map((f) => FEATURE_ORDER.indexOf(f));
  const keys = [...edges.keys()].sort((a, b) => byOrder(b)[0]! - byOrder(a)[0]! || byOrder(b)[1]! - byOrder(a)[1]!);
  console.log(`order, bottom first: ${FEATURE_ORDER.join(" < ")}\n`);
  for (const key of keys) {
    console.log(`${key} (${edges.get(key)!.length})`);
    if (process.argv.includes("--files")) for (const line of edges.get(key)!) console.log(`    ${line}`);
  }
  const problems = orderProblems(edges, FEATURE_ORDER);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`\n${edges.size} pairs, no loop, every import runs down the order.`);
}
