import fs from "node:fs";
import path from "node:path";
import { isTypeOnly } from "./type-only.mjs";

// A "use client" file is bundled for the browser together with everything it imports at runtime.
// A module marked `import "server-only"` (Prisma, secrets, mail) must never be in that graph: Next
// only notices at build time, deep inside a stack trace. This rule follows the client file's
// runtime imports (type-only imports are erased, so they are skipped) through the project's own
// files and reports the import that leads to a server-only module, naming the chain.

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs", ".jsx"];
const IMPORT_RE = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT_RE = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const SERVER_ONLY_RE = /(?:^|[\n;])\s*import\s+["']server-only["']/;

/** Project-local module resolution: `~/x` is `<src>/x`; bare package names are not followed. */
function resolve(specifier, fromFile, srcRoot) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(srcRoot, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, "index" + ext)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function runtimeImports(source) {
  const found = [];
  for (const match of source.matchAll(IMPORT_RE)) {
    if (!match[1]) found.push(match[2]);
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT_RE)) found.push(match[1]);
  return found;
}

/**
 * Returns the chain of files from `file` to a server-only module (or `server-only` itself), or
 * undefined. `cache` maps a file to its answer so a lint run reads each module once.
 */
function serverOnlyChain(file, srcRoot, cache, visiting = new Set()) {
  if (cache.has(file)) return cache.get(file);
  if (visiting.has(file)) return undefined;
  visiting.add(file);
  let source;
  try {
    source = fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  let chain;
  if (SERVER_ONLY_RE.test(source)) chain = [file];
  else {
    for (const specifier of runtimeImports(source)) {
      const target = resolve(specifier, file, srcRoot);
      if (!target) continue;
      const rest = serverOnlyChain(target, srcRoot, cache, visiting);
      if (rest) {
        chain = [file, ...rest];
        break;
      }
    }
  }
  visiting.delete(file);
  cache.set(file, chain);
  return chain;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: {
      description:
        'Client components ("use client") must not import server-only modules, directly or through other files.',
    },
    schema: [{ type: "object", properties: { srcRoot: { type: "string" } }, additionalProperties: false }],
    messages: {
      serverOnly:
        "Client component imports a server-only module: {{chain}}. Move the server code behind a tRPC procedure or a server component.",
    },
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!isClient) return {};
    const filename = context.filename;
    const srcRoot = path.resolve(context.cwd, context.options[0]?.srcRoot ?? "src");
    const cache = new Map();
    const relative = (file) => path.relative(context.cwd, file);

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      let chain;
      if (specifier === "server-only") chain = ["server-only"];
      else {
        const target = resolve(specifier, filename, srcRoot);
        if (!target) return;
        chain = serverOnlyChain(target, srcRoot, cache);
        if (chain) chain = chain.map(relative);
      }
      if (chain)
        context.report({ node, messageId: "serverOnly", data: { chain: [relative(filename), ...chain].join(" → ") } });
    }

    return {
      ImportDeclaration(node) {
        if (!isTypeOnly(node)) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && !isTypeOnly(node)) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type") check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};

export default rule;
