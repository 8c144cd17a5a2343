import path from "node:path";

// The floors of src/ (docs/architecture.md): every import runs downward.
//
//   app/, proxy.ts, instrumentation.ts   routes and the request entry points: may use everything
//   server/                              the edge: tRPC, routers, server caller, REST adapters, proxy helpers
//   features/<x>/                        the product; another feature only through its entry
//   trpc/ (the browser client)           hooks the features' components call
//   platform/                            db, rate limits, database state, request info, page cache, mail, health
//   components/                          shared UI primitives
//   lib/                                 pure helpers
//   env.ts, generated/                   read by any floor
//
// A feature that others use exposes what they may use at its top, one entry per place the code runs:
// `features/<x>/index.ts` (runs anywhere, a plain Node script included: types, constants, pure
// code, no React), `features/<x>/components.ts` (its UI: React components and hooks) and
// `features/<x>/server.ts` (`import "server-only"` code, which must never reach a browser bundle).
// Tests (*.test.ts, *.integration.test.ts, src/test/) drive the code from the top and are exempt.
//
// Inside the features floor the features stand in one order, bottom first (docs/architecture.md
// argues it): a feature imports only features below it, so no two features reach each other round
// a loop. A new feature takes its place here before it imports or is imported.
// Routes and the edge (app/, server/) use a feature through its entries too, and so do the tools
// around src/ (prisma/ with its seed, scripts/, bench/): they may import any floor, but a feature only
// through its entries.

export const FEATURE_ORDER = [
  "rates",
  "bcb",
  "simulators",
  "compliance",
  "branding",
  "plans",
  "shell",
  "uploads",
  "terms",
  "accounts",
  "settings",
  "billing",
  "groups",
  "clients",
  "proposals",
  "privacy",
  "dashboard",
];

const FLOORS = {
  tool: ["app", "edge", "feature", "trpc", "platform", "components", "lib", "base", "test"],
  app: ["app", "edge", "feature", "trpc", "platform", "components", "lib", "base"],
  edge: ["edge", "feature", "trpc", "platform", "components", "lib", "base"],
  feature: ["feature", "trpc", "platform", "components", "lib", "base"],
  trpc: ["trpc", "components", "lib", "base"],
  platform: ["platform", "lib", "base"],
  components: ["components", "lib", "base"],
  lib: ["lib", "base"],
};

const ENTRY_FILES = new Set(["index.ts", "components.ts", "server.ts"]);
const TEST_FILE = /\.(integration\.)?test\.tsx?$/;

/** The floor of a file under src/ (a path relative to src, with forward slashes), or null outside it. */
export function floorOf(relative) {
  const [top, second] = relative.split("/");
  if (relative.startsWith("..")) return null;
  if (top === "app" || relative === "proxy.ts" || relative === "instrumentation.ts") return { floor: "app" };
  if (top === "server") return { floor: "edge" };
  if (top === "trpc") return { floor: "trpc" };
  if (top === "features" && second) return { floor: "feature", feature: second };
  if (top === "platform") return { floor: "platform" };
  if (top === "components") return { floor: "components" };
  if (top === "lib") return { floor: "lib" };
  if (top === "test") return { floor: "test" };
  return { floor: "base" };
}

const TOOL_DIRS = new Set(["prisma", "scripts", "bench"]);

/** The tool folder (prisma, scripts, bench) of a file relative to the repository, or null. */
function toolOf(fromRepo) {
  const top = fromRepo.split("/")[0];
  return !fromRepo.startsWith("..") && TOOL_DIRS.has(top) ? top : null;
}

function targetOf(specifier, fromFile, srcRoot) {
  if (specifier.startsWith("~/")) return path.join(srcRoot, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** Whether `target` (a path relative to src, without extension) is feature `name`'s entry. */
function isEntry(targetRelative, name) {
  const rest = targetRelative.slice(`features/${name}`.length);
  if (rest === "" || rest === "/") return true;
  const file = rest.replace(/^\//, "");
  return (
    !file.includes("/") && (ENTRY_FILES.has(file) || ENTRY_FILES.has(`${file}.ts`) || ENTRY_FILES.has(`${file}.tsx`))
  );
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Imports run downward through the floors of src/, and a feature uses another only through its entry file.",
    },
    schema: [
      {
        type: "object",
        properties: { srcRoot: { type: "string" }, featureOrder: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "{{from}} must not import {{to}} ({{specifier}}): imports run downward — app → server (edge) → features → platform → components → lib. {{hint}}",
      entries:
        "{{from}} reaches into feature '{{to}}' ({{specifier}}): routes and the edge use a feature through '~/features/{{to}}' (index.ts), '~/features/{{to}}/components' (UI) or '~/features/{{to}}/server' (server-only), and so do the tools (prisma/, scripts/, bench/); export what you need there.",
      featureUp:
        "Feature '{{from}}' must not import feature '{{to}}' ({{specifier}}): a feature imports only features below it ({{order}}). Move what both need down, or take it as a parameter from the route or router.",
      unknownFeature:
        "Feature '{{feature}}' has no place in the features' order: add it to FEATURE_ORDER in scripts/eslint/layers.mjs (and docs/architecture.md), below the features that use it.",
      internals:
        "Feature '{{from}}' reaches into feature '{{to}}' ({{specifier}}): import it from '~/features/{{to}}' (index.ts), '~/features/{{to}}/components' (UI) or '~/features/{{to}}/server' (server-only), and export what you need there.",
    },
  },
  create(context) {
    const srcRoot = context.options[0]?.srcRoot ?? path.join(context.cwd, "src");
    const order = context.options[0]?.featureOrder ?? FEATURE_ORDER;
    const file = context.filename;
    const relative = path.relative(srcRoot, file).split(path.sep).join("/");
    if (TEST_FILE.test(relative)) return {};
    const tool = toolOf(path.relative(path.dirname(srcRoot), file).split(path.sep).join("/"));
    if (relative.startsWith("..") && !tool) return {};
    const from = tool ? { floor: "tool" } : floorOf(relative);
    if (!from || from.floor === "test" || from.floor === "base") return {};

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = targetOf(specifier, file, srcRoot);
      if (!target) return;
      const targetRelative = path.relative(srcRoot, target).split(path.sep).join("/");
      const to = floorOf(targetRelative);
      if (!to) return;
      if ((to.floor === "test" && from.floor !== "tool") || !FLOORS[from.floor].includes(to.floor)) {
        const hint =
          from.floor === "feature" && to.floor === "edge"
            ? "Take what the edge knows (a session, a viewer) as a parameter from the route or router."
            : from.floor === "platform"
              ? "The platform knows no product code: take it as a parameter."
              : "";
        context.report({
          node: node.source,
          messageId: "upward",
          data: { from: relative, to: targetRelative, specifier, hint },
        });
        return;
      }
      if (to.floor !== "feature") return;
      const entry = isEntry(targetRelative.replace(/\.(tsx?|mts|mjs|js)$/, ""), to.feature);
      if ((from.floor === "app" || from.floor === "edge" || from.floor === "tool") && !entry) {
        context.report({
          node: node.source,
          messageId: "entries",
          data: { from: relative, to: to.feature, specifier },
        });
        return;
      }
      if (from.floor !== "feature" || to.feature === from.feature) return;
      if (!entry) {
        context.report({
          node: node.source,
          messageId: "internals",
          data: { from: from.feature, to: to.feature, specifier },
        });
        return;
      }
      for (const feature of [from.feature, to.feature]) {
        if (!order.includes(feature)) {
          context.report({ node: node.source, messageId: "unknownFeature", data: { feature } });
          return;
        }
      }
      if (order.indexOf(to.feature) > order.indexOf(from.feature)) {
        context.report({
          node: node.source,
          messageId: "featureUp",
          data: { from: from.feature, to: to.feature, specifier, order: order.join(" < ") },
        });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === "Literal") check({ source: node.source });
      },
    };
  },
};

export default rule;
