import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./scripts/eslint/layers.mjs";
import noServerOnlyInClient from "./scripts/eslint/no-server-only-in-client.mjs";

// The code's boundaries (docs/architecture.md) are enforced here, not remembered.

const local = { rules: { "no-server-only-in-client": noServerOnlyInClient, layers } };

// The simulation engine runs unchanged in the browser, on the server and in the PDF: only itself.
const engineBoundary = {
  regex: String.raw`^(?!\./)`,
  message: "The simulation engine imports nothing but its own files (no React, Next, Prisma, zod, ~/…).",
};

// sonner loads on first use (~/lib/lazy-toast) and its Toaster after the page (LazyToaster): a
// static import would put it back into every page's first-load JavaScript.
const sonnerImport = {
  name: "sonner",
  allowTypeImports: true,
  message: "Import toast from ~/lib/lazy-toast: sonner stays out of the first-load JavaScript.",
};

// Prisma runs on the server only: UI (components/ of a feature, src/components) and pure helpers
// (src/lib) name its types (enums) at most, never the client or the database handle.
const prismaOnServer = {
  patterns: [
    {
      regex: String.raw`^~/(platform/db|generated/prisma/client)$`,
      allowTypeImports: true,
      message:
        "Prisma runs in a feature's server-side files (data.ts, mutations.ts, jobs…): UI and src/lib take the data as props or parameters.",
    },
  ],
};

const focusedOrSkippedTests = [
  {
    selector:
      "MemberExpression[object.name=/^(it|test|describe|suite|bench)$/][property.name=/^(only|skip|skipIf|runIf|todo|fixme)$/]",
    message: "No focused, skipped or to-do tests land: every test runs.",
  },
  {
    selector:
      "MemberExpression[object.property.name=/^(describe|serial|parallel)$/][property.name=/^(only|skip|fixme)$/]",
    message: "No focused, skipped or to-do tests land: every test runs.",
  },
  {
    selector: "CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe|ftest)$/]",
    message: "No focused, skipped or to-do tests land: every test runs.",
  },
];

// A <form> without a method is sent by GET before its JavaScript runs (a slow phone, a blocked
// script): every field lands in the URL, the history and the logs. Forms say method="post".
const formWithoutMethod = {
  selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
  message: 'A <form> says method="post": sent before hydration, its fields must not go into the URL.',
};

// Node runs the scripts' TypeScript by stripping the types (`node scripts/x.ts`): syntax that
// would have to be compiled into JavaScript stops the script before it starts.
const notErasable = [
  "TSEnumDeclaration",
  "TSModuleDeclaration:not([declare=true])",
  "TSParameterProperty",
  "TSImportEqualsDeclaration",
  "TSExportAssignment",
].map((selector) => ({
  selector,
  message: "Scripts run under Node's type stripping: no enums, namespaces, parameter properties or import/export =.",
}));

const processEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read the environment through ~/env (src/env.ts validates it); process.env is read only there.",
};

export default defineConfig([
  // Build output, generated code and test reports (as .gitignore), and the rule's fixture tree.
  globalIgnores([
    ".next/**",
    "node_modules/**",
    ".data/**",
    "src/generated/**",
    "next-env.d.ts",
    "coverage/**",
    "test-results/**",
    "e2e/report/**",
    "e2e/screenshots/**",
    "e2e/artifacts/**",
    "scripts/eslint/fixtures/**",
    "dist/**",
    // The public pages' island bundles, built by scripts/build-islands.ts.
    "public/_islands/**",
  ]),
  {
    files: ["**/*.{ts,tsx,mts,mjs,js}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "no-restricted-syntax": ["error", processEnv, formWithoutMethod, ...focusedOrSkippedTests],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks, local },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      ...reactHooks.configs.flat.recommended.rules,
      "local/no-server-only-in-client": "error",
      // The floors of src/ and the features' entry files (scripts/eslint/layers.mjs).
      "local/layers": "error",
    },
  },
  // The tools around src/ use a feature only through its entry files, as the routes do.
  {
    files: ["prisma/**/*.ts", "scripts/**/*.{ts,mjs}", "bench/**/*.{ts,tsx}"],
    plugins: { local },
    rules: { "local/layers": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/toaster.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [sonnerImport] }] },
  },
  {
    files: ["src/features/*/components/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/lib/**/*.ts"],
    ignores: ["src/components/toaster.tsx", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [sonnerImport], ...prismaOnServer }] },
  },
  {
    files: ["src/features/simulators/engine/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [engineBoundary] }] },
  },
  // Playwright fixtures that use no other fixture still take `{}` as their first parameter.
  { files: ["e2e/**"], rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] } },
  // The readers of the environment outside the app: the validated module itself, tooling scripts
  // and config files that run before (or around) the app.
  {
    files: [
      "src/env.ts",
      "scripts/**",
      "*.config.{ts,mjs}",
      "prisma.config.ts",
      "prisma/**",
      "e2e/**",
      "bench/**",
      "tests/cluster/**",
      "tests/drill/**",
    ],
    rules: { "no-restricted-syntax": ["error", ...focusedOrSkippedTests] },
  },
  // Only erasable TypeScript in the scripts, and types imported as types: a type imported as a value
  // is an export Node does not find when it runs the file.
  {
    files: ["scripts/**/*.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...focusedOrSkippedTests, ...notErasable],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
]);
