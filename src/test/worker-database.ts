// Runs first before every integration test file: the tier runs two files at a time (vitest.config.ts),
// and each vitest worker works on a database and a fake Mercado Pago port of its own, made by
// scripts/with-test-db.ts (a copy of the run's migrated database). Nothing else is imported here, so
// `~/env` reads the worker's values when a test file loads it.
/* eslint-disable no-restricted-syntax -- it sets the environment that ~/env then reads and validates */
// The files run alone (vitest.config.ts) have a database of their own too, untouched by the others.
const worker = process.env.TEST_DB_SLOT ?? process.env.VITEST_POOL_ID;
const database = worker ? process.env[`TEST_WORKER_${worker}_DATABASE_URL`] : undefined;
if (database) {
  process.env.DATABASE_URL = database;
  process.env.MERCADOPAGO_FAKE_URL = process.env[`TEST_WORKER_${worker}_MERCADOPAGO_FAKE_URL`];
}
