// The user agent of the page cache's render requests (page-cache.ts). html-limited-bots.ts lists it among
// the agents Next renders metadata for in <head> (htmlLimitedBots): the cached HTML is what link
// previews (WhatsApp, Facebook…) read too, and they look for og: tags in <head>.
export const PAGE_CACHE_USER_AGENT = "ConsorcioPro-PageCache/1.0";
