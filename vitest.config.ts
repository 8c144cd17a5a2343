import path from "node:path";
import { defineConfig } from "vitest/config";

// Not the product's zone: a date formatted without timeZone: "America/Sao_Paulo" shows up as wrong.
process.env.TZ = "Asia/Kathmandu";

const alias = { "~": path.resolve(import.meta.dirname, "src") };

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
        resolve: {
          alias: { ...alias, "server-only": path.resolve(import.meta.dirname, "src/test/server-only-shim.ts") },
        },
        test: {
          name: "integration",
          environment: "node",
          include: ["src/**/*.integration.test.ts", "tests/**/*.integration.test.ts"],
          setupFiles: ["src/test/integration-setup.ts"],
          env: { TZ: "Asia/Kathmandu" },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
