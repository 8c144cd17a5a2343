import "server-only";
import type { Db } from "~/platform/db";
import { MARKET_SERIES, marketReferenceFor, type MarketKind, type MarketRate, type MarketSeries } from "./market-reference";

const KEYS = Object.keys(MARKET_SERIES) as MarketSeries[];

/** The newest stored point of each market series (one row each), for the reference of a kind. */
async function storedMarketPoints(db: Db) {
  return db.officialRate.findMany({
    where: { series: { in: KEYS } }, distinct: ["series"], orderBy: [{ series: "asc" }, { refDate: "desc" }],
    select: { series: true, refDate: true, value: true },
  });
}

/** The reference a kind's verdict is stated against: the newest stored point, else the release's value. */
export async function loadMarketReference(db: Db, kind: MarketKind, now = new Date()): Promise<MarketRate> {
  return marketReferenceFor(kind, await storedMarketPoints(db), now);
}
