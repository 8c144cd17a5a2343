import type { ServerResponse } from "node:http";
import type { NextRequest } from "next/server";
import { currentRawResponse } from "~/platform/raw-response";
import { writeCachedCard } from "./page-cache-response";

// The proxy's side of the og card cache (features/proposals/link/og-file.ts): a link's WhatsApp
// preview, once rendered for what the link shows now, is written from here, a query and a write per
// ask. When a group opens the link at once and the card is not cached yet, the first ask goes on to
// the route, which renders it; the others wait here for that ask to finish and take the card it left
// in the cache, instead of each entering Next's route (80 route handlers at once held /api/health
// behind them for half a second).

type Card = { bytes: Uint8Array; etag: string };

export type OgCardSource = {
  /** Null when the link previews nothing (the route answers it); else the card's key and the card when cached. */
  lookUp: (token: string) => Promise<{ key: string; card: Card | null } | null>;
  /** The card cached under a key, else null. */
  cached: (key: string) => Card | null;
};

/**
 * Answers a link's og card from the cache when it can (true: written to the Node response) or says
 * the route must (false). `waitMs` bounds how long an ask waits for another's render: past it, the
 * ask goes on to the route, which shares the render still running.
 */
export function createOgCardAnswer(source: OgCardSource, { waitMs = 35_000 }: { waitMs?: number } = {}) {
  /** The first ask's answer to the route, by card key, until it is sent (or its connection closes). */
  const firstAsks = new Map<string, Promise<void>>();

  return async function answerCard(
    request: NextRequest,
    token: string,
    {
      https,
      cacheControl,
      extraHeaders,
      response = currentRawResponse(),
    }: {
      https: boolean;
      cacheControl: string;
      extraHeaders?: Record<string, string>;
      response?: ServerResponse | null;
    },
  ): Promise<boolean> {
    if (!response) return false;
    const found = await source.lookUp(token).catch(() => null);
    if (!found) return false;
    let card = found.card;
    if (!card) {
      const first = firstAsks.get(found.key);
      if (!first) {
        const sent = new Promise<void>((resolve) => response.once("close", resolve));
        firstAsks.set(found.key, sent);
        void sent.then(() => firstAsks.delete(found.key));
        return false;
      }
      await Promise.race([first, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
      card = source.cached(found.key);
      // Refused (429/503) or still rendering: this ask goes to the route as it would have.
      if (!card) return false;
    }
    return writeCachedCard(request, card, { https, cacheControl, extraHeaders, response });
  };
}
