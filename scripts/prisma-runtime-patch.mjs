// Prisma 7.10's client runtime keeps its parameterization graph (one node per input and output type
// of the schema, built once per PrismaClient from `parameterizationSchema`) with each node's edges in
// a plain object keyed by string-table index: `edges[index] = edge`. V8 stores integer keys as array
// elements, so every such object gets a holey array as long as its largest index (hundreds of slots
// for a handful of edges). In this app's server that was ~42 MB of a ~155 MB live heap (a heap
// snapshot after check:perf's load: 9 857 arrays under the engine's `inputNodes`/`outputNodes`).
// Stored in a Map, the same edges take ~1 MB and every lookup answers the same.
//
// Applied by the postinstall (scripts/prisma-generate.mjs) to both builds of the runtime. Each edit
// is an exact text replacement; a runtime that does not contain the text (another Prisma version)
// fails the install, so an upgrade cannot drop the fix unnoticed. Running it twice changes nothing.
// patch-package was tried: on these minified one-line files its patch holds the whole line twice per
// file (455 KB) and cannot be read.
import fs from "node:fs";
import path from "node:path";

export const PRISMA_RUNTIME_FILES = ["client.js", "client.mjs"];

/**
 * [original, patched, how many times the original occurs].
 * @type {ReadonlyArray<readonly [string, string, number]>}
 */
export const PRISMA_RUNTIME_EDITS = [
  // The input and output nodes' edges start as a Map…
  ["o={};for(let s=0;s<i;s++){let a=this.#i()", "o=new Map;for(let s=0;s<i;s++){let a=this.#i()", 2],
  // …are filled with set()…
  ["o[a]=S}r.push({edges:o})", "o.set(a,S)}r.push({edges:o})", 1],
  ["o[a]=P}r.push({edges:o})", "o.set(a,P)}r.push({edges:o})", 1],
  // …and read with get() (inputEdge, outputEdge).
  ["let o=n.edges[i];", "let o=n.edges.get(i);", 2],
];

/**
 * The runtime's text with the edits applied; throws when it is neither the original nor patched.
 * @param {string} text
 * @param {string} [file]
 * @returns {string}
 */
export function patchPrismaRuntime(text, file = "runtime") {
  let out = text;
  for (const [original, patched, times] of PRISMA_RUNTIME_EDITS) {
    const found = out.split(original).length - 1;
    const done = out.split(patched).length - 1;
    if (found === times) out = out.split(original).join(patched);
    else if (!(found === 0 && done === times))
      throw new Error(
        `${file}: esperava ${times}× ${JSON.stringify(original)} (achei ${found}, e ${done} já corrigidos). ` +
          "A versão do Prisma mudou: veja scripts/prisma-runtime-patch.mjs.",
      );
  }
  return out;
}

/**
 * Applies the edits in node_modules/@prisma/client/runtime; returns the files it changed.
 * @param {string} root
 * @returns {string[]}
 */
export function applyPrismaRuntimePatch(root) {
  const dir = path.join(root, "node_modules", "@prisma", "client", "runtime");
  const changed = [];
  for (const name of PRISMA_RUNTIME_FILES) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const before = fs.readFileSync(file, "utf8");
    const after = patchPrismaRuntime(before, file);
    if (after !== before) {
      fs.writeFileSync(file, after);
      changed.push(name);
    }
  }
  return changed;
}
