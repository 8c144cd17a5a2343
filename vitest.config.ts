import path from "node:path";
import { defineConfig } from "vitest/config";

// Not the product's zone: a date formatted without timeZone: "America/Sao_Paulo" shows up as wrong.
process.env.TZ = "Asia/Kathmandu";

const alias = { "~": path.resolve(import.meta.dirname, "src") };

const INTEGRATION = ["src/**/*.integration.test.ts", "tests/**/*.integration.test.ts"];
/** Integration files whose assertions are timings, ratios, memory or event-loop delay, or that start servers or databases of their own: run alone. */
export const INTEGRATION_ALONE = [
  "src/server/mail-fairness.integration.test.ts",
  "src/server/queue-fairness.integration.test.ts",
  "src/server/tenant-fairness.integration.test.ts",
  "src/server/lock-waits.integration.test.ts",
  "src/server/long-work-sizes.integration.test.ts",
  "src/server/http/import-preview-loop.integration.test.ts",
  "src/server/http/login-burst.integration.test.ts",
  "src/platform/db-bounds.integration.test.ts",
  "src/platform/db-limits.integration.test.ts",
  "src/platform/production-start.integration.test.ts",
  "src/platform/demo-start.integration.test.ts",
  "src/features/proposals/render/*.integration.test.ts",
  "tests/bench/*.integration.test.ts",
  "tests/embedded-db/*.integration.test.ts",
];
const integration = {
  resolve: {
    alias: { ...alias, "server-only": path.resolve(import.meta.dirname, "src/test/server-only-shim.ts") },
  },
  test: {
    environment: "node",
    setupFiles: ["src/test/worker-database.ts", "src/test/integration-setup.ts"],
    env: { TZ: "Asia/Kathmandu" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "./scripts/lib/summary-reporter.ts"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "**/*.component.test.tsx", "node_modules/**"],
          env: { TZ: "Asia/Kathmandu" },
        },
      },
      {
        // Views rendered in happy-dom with Testing Library: what a person sees for given props.
        resolve: { alias },
        test: {
          name: "components",
          environment: "happy-dom",
          include: ["src/**/*.component.test.tsx"],
          setupFiles: ["src/test/components-setup.ts"],
          env: { TZ: "Asia/Kathmandu" },
        },
      },
      {
        // Two files at a time, each worker on a database of its own (src/test/worker-database.ts).
        ...integration,
        test: {
          ...integration.test,
          name: "integration",
          include: INTEGRATION,
          exclude: [...INTEGRATION_ALONE, "node_modules/**"],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Then, one at a time with the machine to themselves, the files that measure time, fairness,
        // memory or the event loop's delay, or start servers and databases of their own.
        ...integration,
        test: {
          ...integration.test,
          name: "integration-alone",
          include: INTEGRATION_ALONE,
          env: { ...integration.test.env, TEST_DB_SLOT: "alone" },
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // npm run test:cluster (scripts/cluster.ts): nginx, two web servers and a worker.
        resolve: {
          alias: { ...alias, "server-only": path.resolve(import.meta.dirname, "src/test/server-only-shim.ts") },
        },
        test: {
          name: "cluster",
          environment: "node",
          include: ["tests/cluster/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        // npm run test:restore-drill (scripts/restore-drill.ts): backup, restore, app on the copy.
        test: {
          name: "drill",
          environment: "node",
          include: ["tests/drill/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 90_000,
        },
      },
    ],
  },
});
