import "server-only";
import type { Db } from "~/platform/db";
import { MARKET_SERIES_KEYS, marketReferenceFor, type MarketKind, type MarketRate } from "./market-reference";

/** The newest stored point of each market series (one row each), for the reference of a kind. */
async function storedMarketPoints(db: Db) {
  return db.officialRate.findMany({
    where: { series: { in: MARKET_SERIES_KEYS } },
    distinct: ["series"],
    orderBy: [{ series: "asc" }, { refDate: "desc" }],
    select: { series: true, refDate: true, value: true },
  });
}

/** The reference a kind's verdict is stated against: the newest stored point, else the release's value. */
export async function loadMarketReference(db: Db, kind: MarketKind, now = new Date()): Promise<MarketRate> {
  return marketReferenceFor(kind, await storedMarketPoints(db), now);
}
