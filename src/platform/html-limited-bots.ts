// The agents Next renders metadata for in <head> instead of streaming it (next.config.ts
// htmlLimitedBots): Next's own list plus the page cache's render (page-cache-agent.ts), since the
// public proposal it caches is what WhatsApp's and Facebook's previews read, and they look for og:
// tags in <head>.
//
// Next 16 has no public export of its default list: `htmlLimitedBots` replaces it, and the list
// lives only in next/dist. This module is the one place that imports it; html-limited-bots.test.ts
// fails if a Next upgrade moves, renames or empties it.
import { HTML_LIMITED_BOT_UA_RE } from "next/dist/shared/lib/router/utils/html-bots";
import { PAGE_CACHE_USER_AGENT } from "./page-cache-agent";

export const HTML_LIMITED_BOTS = new RegExp(
  `${HTML_LIMITED_BOT_UA_RE.source}|${PAGE_CACHE_USER_AGENT.replace(/[^\w-]/g, "\\$&")}`,
  "i",
);
