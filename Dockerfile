# syntax=docker/dockerfile:1
# Consórcio Pro's image (README "Deploy"). Three targets of one build:
#   web     (default) the standalone Next.js server, non-root, HEALTHCHECK on /api/health/ready
#   worker  `npm run worker`: the pg-boss queues (billing jobs, e-mails); web runs BILLING_WORKER=off
#   migrate `npm run db:migrate`: applies prisma/migrations (our own runner, no Prisma engine), then exits
# `npm run test:cluster` runs the same three commands on one machine without Docker.

FROM node:24-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# `npm ci` fails with this lock (no darwin/win32 swc builds in the registry): npm install honours it.
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/prisma-generate.mjs
COPY scripts/lib/no-schema-engine.sh scripts/lib/no-schema-engine.sh
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# The background process and the migration job need the scripts and their packages (tsx, pg).
FROM node:24-slim AS worker
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=build --chown=node:node /app /app
USER node
CMD ["node", "--conditions=react-server", "--import", "tsx", "scripts/worker.ts"]

FROM worker AS migrate
CMD ["node", "scripts/migrate.mjs", "deploy"]

FROM node:24-slim AS web
WORKDIR /app
# NEXT_MANUAL_SIG_HANDLE: Next.js leaves SIGTERM to src/platform/lifecycle.ts (drain, exit 0).
# MALLOC_*: bound the RSS image decodes leave behind (scripts/lib/app-env.mjs).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 BILLING_WORKER=off \
    NEXT_MANUAL_SIG_HANDLE=true NODE_OPTIONS="--max-old-space-size=384 --max-semi-space-size=8" MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# The standalone server plus what it does not copy itself (scripts/lib/standalone.mjs does the same).
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
