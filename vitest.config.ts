import path from "node:path";
import { defineConfig } from "vitest/config";

process.env.TZ = "America/Sao_Paulo";

const alias = { "~": path.resolve(import.meta.dirname, "src") };

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "./scripts/lib/summary-reporter.mjs"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          env: { TZ: "America/Sao_Paulo" },
        },
      },
      {
        resolve: { alias: { ...alias, "server-only": path.resolve(import.meta.dirname, "src/test/server-only-shim.ts") } },
        test: {
          name: "integration",
          environment: "node",
          include: ["src/**/*.integration.test.ts", "tests/**/*.integration.test.ts"],
          env: { TZ: "America/Sao_Paulo" },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
