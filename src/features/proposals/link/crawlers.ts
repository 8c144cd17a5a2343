// Link-preview fetchers (WhatsApp, Facebook, Telegram, Slack…) open the public link to build a card;
// they are not the client reading the proposal, so they never count as a view.
const PREVIEW_AGENTS = [
  "whatsapp",
  "facebookexternalhit",
  "facebot",
  "meta-externalagent",
  "twitterbot",
  "telegrambot",
  "slackbot",
  "slack-imgproxy",
  "linkedinbot",
  "discordbot",
  "skypeuripreview",
  "pinterest",
  "redditbot",
  "applebot",
  "googlebot",
  "bingbot",
  "yandex",
  "duckduckbot",
  "embedly",
  "vkshare",
  "viber",
  "snapchat",
  "iframely",
];

export function isLinkPreviewCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true; // Browsers always send one; an empty agent is a script or a fetcher.
  const ua = userAgent.toLowerCase();
  return PREVIEW_AGENTS.some((agent) => ua.includes(agent)) || /\b(bot|crawler|spider|preview)\b/.test(ua);
}

/** Browsers prefetching a link (Sec-Purpose / Purpose: prefetch) are not a visit either. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender");
}
