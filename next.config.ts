import type { NextConfig } from "next";
import { HTML_LIMITED_BOTS } from "./src/platform/html-limited-bots";
import { asHeaderList, EVERY_ANSWER_HEADERS, PUBLIC_ANSWER_HEADERS } from "./src/platform/route-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // .next/standalone/server.js plus only the node_modules it needs: what `npm start`, the image and
  // `npm run test:cluster` run (scripts/lib/standalone.ts copies .next/static and public/ next to it).
  output: "standalone",
  poweredByHeader: false,
  typedRoutes: false,
  // CI type-checks with `npm run typecheck` (tsc over the same sources, first step of `npm test`)
  // right after building, so its build skips Next's own copy of that check (~25 s of CI). Everywhere
  // else (`npm run build`, the image, the e2e and start scripts) a type error still stops the build.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "bcryptjs", "nodemailer", "@react-pdf/renderer"],
  devIndicators: false,
  // next dev's own line per request shows the query string (tokens); the access line of
  // src/platform/http-server.ts replaces it, without one (docs/operations.md).
  logging: { incomingRequests: false },
  // Agents that get metadata in <head> instead of streamed: Next's list (link previews, crawlers)
  // plus the page cache's render. src/platform/html-limited-bots.ts owns the import from next/dist.
  htmlLimitedBots: HTML_LIMITED_BOTS,
  async headers() {
    return [
      { source: "/:path*", headers: asHeaderList(EVERY_ANSWER_HEADERS) },
      { source: "/public/:path*", headers: asHeaderList(PUBLIC_ANSWER_HEADERS) },
      // The public proposal's island bundles: content-hashed names (scripts/build-islands.ts).
      {
        source: "/_islands/:file((?!manifest\\.json$).*)",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      // The signed-in pages' pt-BR warm-up (public/intl-pt-br.js): a week without asking again; an
      // older copy does the same job.
      { source: "/intl-pt-br.js", headers: [{ key: "Cache-Control", value: "public, max-age=604800" }] },
    ];
  },
};

export default nextConfig;
