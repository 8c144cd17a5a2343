// A database that stops answering (the server hung, or the network to it dropping packets) must not
// hold requests: with the app's own pool and bounds, through a relay that stops forwarding, every
// request, signed in or not, answers 503 "Servidor ocupado…" within the bound; and once the server
// has seen it, the next requests are refused after one health probe instead of waiting the bound out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { env } from "~/env";
import { resolveSession } from "~/features/accounts/session-resolver";
import { databaseMarkedDown, markDatabaseUp } from "~/platform/database-state";
import { createDatabaseClient } from "~/platform/db";
import { DB_LIMITS } from "~/platform/db-limits";
import { databaseAnswers } from "~/platform/health-connection";
import { createCaller } from "~/server/api/root";
import { refuseWhileDatabaseDown } from "~/server/auth/session";
import { BUSY_MESSAGE, unavailableMessage } from "~/server/internal-errors";
import { errorResponse } from "~/server/rest";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { contextFor } from "~/test/db";
import { tcpRelay, throughRelay } from "~/test/tcp-relay";

const POOL = 4;
// Slack for a loaded 2-core machine: timers fire late, not early.
const SLACK_MS = 2_500;

async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  const outcome = await work().then(
    (value) => ({ value, error: undefined as unknown }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...outcome, ms: performance.now() - start };
}

describe("a database that stops answering", () => {
  const target = new URL(env.DATABASE_URL);
  const link = tcpRelay(target);
  let relayUrl: string;
  let hung: ReturnType<typeof createDatabaseClient>;

  beforeAll(async () => {
    relayUrl = throughRelay(target, await link.listen());
    hung = createDatabaseClient(relayUrl, { max: POOL });
  });

  afterAll(async () => {
    markDatabaseUp();
    await link.cut();
    await hung.pool.end().catch(() => {});
  });

  it(
    "every request answers 503 with the pt-BR sentence within the bound, signed in or not, and the next ones after one probe",
    { timeout: 40_000 },
    async () => {
      const { owner } = await makeAccount();
      const session = await signIn(owner);
      const signedIn = createCaller(contextFor(session, { db: hung.client }));
      const anonymous = createCaller(contextFor(null, { db: hung.client }));
      // Every pooled connection open and idle, as on a server that has been serving.
      await Promise.all(Array.from({ length: POOL }, () => hung.client.$queryRawUnsafe("select pg_sleep(0.2)::text")));
      expect(hung.pool.totalCount).toBe(POOL);
      expect(await signedIn.proposals.list({})).toMatchObject({ items: expect.any(Array) });

      link.stall();
      // More requests than connections: some meet a connection that never answers, the rest wait for the pool.
      const calls = await Promise.all([
        ...Array.from({ length: POOL }, () => timed(() => signedIn.proposals.list({}))),
        timed(() => anonymous.payments.prices()),
        timed(() => signedIn.clients.list({})),
        // The session itself, the first thing a signed-in request reads.
        timed(() => resolveSession(hung.client, { sessionId: session.sessionId })),
      ]);
      for (const call of calls) {
        expect(call.value).toBeUndefined();
        expect(call.ms).toBeLessThan(DB_LIMITS.queryTimeoutMs + SLACK_MS);
      }
      const procedures = calls.slice(0, -1);
      for (const call of procedures)
        expect(call.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: BUSY_MESSAGE });
      // Those that waited for the pool gave up at its bound, well before the statements' one.
      expect(Math.min(...procedures.map((call) => call.ms))).toBeLessThan(DB_LIMITS.connectionWaitMs + SLACK_MS);
      const sessionRead = calls.at(-1)!;
      expect(unavailableMessage(sessionRead.error)).toBe(BUSY_MESSAGE);
      // The REST adapters answer the same failure with the same status and sentence.
      const rest = errorResponse(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: sessionRead.error }));
      expect(rest.status).toBe(503);
      expect(await rest.json()).toEqual({ error: BUSY_MESSAGE, code: "SERVICE_UNAVAILABLE" });

      // The server now knows; the next request asks the probe (1.5 s at most) instead of the pool.
      expect(databaseMarkedDown()).toBe(true);
      const refused = await timed(() => refuseWhileDatabaseDown(() => databaseAnswers(relayUrl, 1_500)));
      expect(unavailableMessage(refused.error)).toBe(BUSY_MESSAGE);
      expect(refused.ms).toBeLessThan(1_500 + SLACK_MS);

      // The connections that never answered were dropped, not handed out again: once the database
      // answers, the same pool serves at once.
      link.resume();
      await expect.poll(() => databaseAnswers(relayUrl, 1_000), { timeout: 10_000, interval: 250 }).toBe(true);
      await refuseWhileDatabaseDown(() => databaseAnswers(relayUrl, 1_000));
      expect(databaseMarkedDown()).toBe(false);
      const after = await timed(() => signedIn.proposals.list({}));
      expect(after.error).toBeUndefined();
      expect(after.ms).toBeLessThan(DB_LIMITS.connectionWaitMs);
    },
  );
});
