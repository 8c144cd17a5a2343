// Runs first before every integration test file: the tier runs two files at a time (vitest.config.ts),
// and each vitest worker works on a database and a fake Mercado Pago port of its own, made by
// scripts/with-test-db.ts (a copy of the run's migrated database); the files run alone have one too.
// ~/env picks the worker's values (testWorkerOverrides in src/lib/env-schema.ts) before anything
// else reads the environment, and the servers a test starts inherit them.
import "~/env";
