// Environment for processes the scripts start (Next, seed, tests) when the developer set none.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DATA_ROOT } from "./paths.ts";

/** GENERATED_SECRET_PREFIX in src/lib/env-schema.ts: a production server refuses such a secret. */
export const GENERATED_SECRET_PREFIX = "gerado-localmente-";

/** A stable, git-ignored secret for local runs (dev, tests, demo), so sessions survive restarts. */
export function localSecret() {
  const file = path.join(DATA_ROOT, "nextauth-secret-local");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_ROOT, { recursive: true });
    fs.writeFileSync(file, GENERATED_SECRET_PREFIX + crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

export function appEnv({
  databaseUrl,
  port = 3000,
  extra = {},
}: { databaseUrl?: string; port?: number; extra?: Record<string, string | undefined> } = {}): NodeJS.ProcessEnv & {
  NEXTAUTH_URL: string;
} {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || localSecret(),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
}

/**
 * The production server's V8 old-space cap (MB). Without one, V8 on this 24 GB machine lets the heap
 * grow lazily under load: one `next start` reached 550–630 MB RSS serving 50 connections to
 * /api/health and /, and ~1 GB on the public proposal page, although the live data is far smaller.
 * At 384 MB it collects earlier: ~310 MB at the first load, ~530 MB on the public page. 256 MB was
 * tried and is too small: 50 concurrent renders of the public proposal page ran it out of memory.
 * The heaviest single request (a PDF) runs at most two at a time (features/proposals/pdf). A
 * NODE_OPTIONS that sets its own --max-old-space-size wins.
 */
export const SERVER_HEAP_MB = 384;

/**
 * The young generation's semi-space (MB). V8 sizes it from the machine's memory (up to 32 MB per
 * semi-space here), and a busy server keeps it full: `npm run check:perf` measured the server at
 * 420–447 MB RSS after its fixed load with the default, 340 MB at 8 MB, for a few percent more CPU
 * per request (more frequent, smaller scavenges). A NODE_OPTIONS that sets its own wins.
 */
export const SERVER_SEMI_SPACE_MB = 8;

export function withServerHeapCap(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // glibc's malloc keeps an arena per thread that allocates (libuv's pool, libvips), and raises its
  // mmap threshold as large blocks are freed, so later image buffers stay on the heap: sharp's
  // decodes then leave RSS growing (8 parallel 40-megapixel PNG logos: +420 MB with the defaults;
  // +150 MB with 2 arenas; ~+80 MB, returned afterwards, with the threshold also fixed at 128 kB;
  // src/features/uploads/image.ts). The Dockerfile sets the same.
  const arenas = {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? "131072",
  };
  let options = env.NODE_OPTIONS ?? "";
  if (!options.includes("--max-old-space-size")) options += ` --max-old-space-size=${SERVER_HEAP_MB}`;
  if (!options.includes("--max-semi-space-size")) options += ` --max-semi-space-size=${SERVER_SEMI_SPACE_MB}`;
  return { ...env, ...arenas, NODE_OPTIONS: options.trim() };
}
