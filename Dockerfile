# syntax=docker/dockerfile:1
# Consórcio Pro's images (docs/operations.md, "Deploy"). Three targets of one build:
#   web     (default) the standalone Next.js server, non-root, HEALTHCHECK on /api/health/ready
#   worker  every pg-boss queue (billing, the clients' digest, the official rates, e-mail); the web
#           servers run PROCESS_ROLE=web and only send jobs
#   migrate applies prisma/migrations (our own runner, no Prisma engine), then exits
# The worker and the migration job are single JavaScript files bundled at build time (npm run
# build:jobs): Node and that file, no node_modules, no TypeScript, no dev tools.
# `npm run test:cluster` runs the same three commands on one machine without Docker.
# Sizes: the build stage prints what each image copies (the `du` line below); `docker images
# 'consorcio-pro-*'` prints the images after `docker compose build`.

FROM node:24-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# A frozen install: exactly package-lock.json, or the build stops (a lock out of step with
# package.json fails here instead of being rewritten).
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/prisma-runtime-patch.mjs scripts/
COPY scripts/lib/no-schema-engine.sh scripts/lib/no-schema-engine.sh
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm run build:jobs \
 && echo "What each image adds to node:24-slim:" \
 && du -sh .next/standalone .next/static public dist/worker.mjs dist/migrate.mjs prisma/migrations

FROM node:24-slim AS worker
WORKDIR /app
ENV NODE_ENV=production PROCESS_ROLE=worker
COPY --from=build --chown=node:node /app/dist/worker.mjs ./worker.mjs
USER node
# SIGTERM: running jobs finish (up to 10 s), pg-boss stops, exit 0 (compose waits 15 s).
STOPSIGNAL SIGTERM
CMD ["node", "worker.mjs"]

FROM node:24-slim AS migrate
WORKDIR /app
ENV NODE_ENV=production
# The runner finds the project's root by its package.json and reads prisma/migrations under it.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/dist/migrate.mjs ./dist/migrate.mjs
USER node
CMD ["node", "dist/migrate.mjs", "deploy"]

FROM node:24-slim AS web
WORKDIR /app
# NEXT_MANUAL_SIG_HANDLE: Next.js leaves SIGTERM to src/platform/lifecycle.ts (drain, exit 0).
# MALLOC_*: bound the RSS image decodes leave behind (scripts/lib/app-env.ts).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 PROCESS_ROLE=web \
    NEXT_MANUAL_SIG_HANDLE=true NODE_OPTIONS="--max-old-space-size=384 --max-semi-space-size=8" MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# The standalone server plus what it does not copy itself (scripts/lib/standalone.ts does the same).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: the server stops taking requests, finishes the ones in flight and exits 0 (compose waits 15 s).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
