// autocannon 9, the load generator of the benchmarks and the cluster test: a CommonJS package with no
// types of its own, loaded through require and typed here for the options and figures used.
import { createRequire } from "node:module";

export type AutocannonOptions = {
  url: string;
  connections?: number;
  /** Seconds; ignored when `amount` is given. */
  duration?: number;
  /** That many requests instead of a duration. */
  amount?: number;
  headers?: Record<string, string>;
  method?: string;
};

export type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

const require = createRequire(import.meta.url);

export const autocannon = require("autocannon") as (options: AutocannonOptions) => Promise<AutocannonResult>;
