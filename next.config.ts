import type { NextConfig } from "next";
// Next's own list of agents that get metadata in <head> instead of streamed (link previews, crawlers).
import { HTML_LIMITED_BOT_UA_RE } from "next/dist/shared/lib/router/utils/html-bots";
import { PAGE_CACHE_USER_AGENT } from "./src/platform/page-cache-agent";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // .next/standalone/server.js plus only the node_modules it needs: what `npm start`, the image and
  // `npm run test:cluster` run (scripts/lib/standalone.mjs copies .next/static and public/ next to it).
  output: "standalone",
  poweredByHeader: false,
  typedRoutes: false,
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "bcryptjs", "nodemailer", "@react-pdf/renderer"],
  devIndicators: false,
  // Plus the page cache's render (src/platform/page-cache.ts): the public proposal it caches is
  // also what WhatsApp's preview reads, so its og: tags must be in <head>, not streamed into <body>.
  htmlLimitedBots: new RegExp(`${HTML_LIMITED_BOT_UA_RE.source}|${PAGE_CACHE_USER_AGENT.replace(/[^\w-]/g, "\\$&")}`, "i"),
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      { source: "/public/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }, { key: "X-Robots-Tag", value: "noindex" }] },
    ];
  },
};

export default nextConfig;
