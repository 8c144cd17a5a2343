import { describe, expect, it } from "vitest";
import { HTML_LIMITED_BOT_UA_RE } from "next/dist/shared/lib/router/utils/html-bots";
import { HTML_LIMITED_BOTS } from "./html-limited-bots";
import { PAGE_CACHE_USER_AGENT } from "./page-cache-agent";

const WHATSAPP = "WhatsApp/2.23.20.0 A";
const FACEBOOK = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("the agents that get metadata in <head>", () => {
  it("Next still exports its private list where next.config.ts reads it, and it still names the link previews", () => {
    expect(HTML_LIMITED_BOT_UA_RE).toBeInstanceOf(RegExp);
    expect(HTML_LIMITED_BOT_UA_RE.test(WHATSAPP)).toBe(true);
    expect(HTML_LIMITED_BOT_UA_RE.test(FACEBOOK)).toBe(true);
  });

  it("are Next's list plus the page cache's render, and not a visitor's browser", () => {
    expect(HTML_LIMITED_BOTS.test(WHATSAPP)).toBe(true);
    expect(HTML_LIMITED_BOTS.test(FACEBOOK)).toBe(true);
    expect(HTML_LIMITED_BOTS.test(PAGE_CACHE_USER_AGENT)).toBe(true);
    expect(HTML_LIMITED_BOTS.test(CHROME)).toBe(false);
  });
});
