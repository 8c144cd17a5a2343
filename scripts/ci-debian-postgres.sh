#!/usr/bin/env bash
# CI: "any PostgreSQL via DATABASE_URL", proven on Debian's own server (not the embedded binaries
# from npm): installs `postgresql` with apt-get when missing, starts a throw-away cluster on a free
# port (initdb + pg_ctl, as the postgres user when run as root), runs the compatibility files of the
# integration tier and `npm run test:restore-drill` with DATABASE_URL pointing at it, and stops and
# removes the cluster.
#
# The compatibility files are the ones whose SQL is PostgreSQL's own, not Prisma's portable queries:
# every migration, raw SQL (row locks, rate limits, clients' search and merge, payments, uploads,
# views), pg-boss and the seed. The whole tier already ran on the embedded PostgreSQL 17 in `npm test`;
# running all of it a second time here cost about four minutes of CI for queries that do not depend
# on the server's version. `CI_DEBIAN_PG_FULL=1` runs the whole tier again.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  echo "== installing Debian's postgresql"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql
fi
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
# The scripts' own free-port helper (scripts/lib/processes.ts), on the `node` devDependency's Node 24
# (npm exec puts it first on PATH): this file runs straight from .ci/run, where `node` is the machine's.
PG_PORT=$(npm exec --no -- node scripts/lib/processes.ts free-port)
PG_DIR=$(mktemp -d /tmp/ci-debian-pg.XXXXXX)
chmod 755 "$PG_DIR"

as_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"

cleanup() {
  as_pg "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

echo "== Debian PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PG_PORT"
as_pg "'$PG_BIN/initdb' -D '$PG_DIR/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_pg "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -w -o \"-p $PG_PORT -k '$PG_DIR' -c listen_addresses=127.0.0.1\" start" >/dev/null

COMPAT=(
  src/server/migrations.integration.test.ts
  src/server/seed.integration.test.ts
  src/features/clients/migration.integration.test.ts
  src/features/clients/clients.integration.test.ts
  src/features/clients/timeline/signals.integration.test.ts
  src/features/accounts/login.integration.test.ts
  src/features/billing/billing.integration.test.ts
  src/features/billing/jobs.integration.test.ts
  src/features/proposals/link/public.integration.test.ts
  src/features/uploads/uploads.integration.test.ts
  src/platform/health.integration.test.ts
  src/server/http/login-burst.integration.test.ts
  "src/app/public/propostas/[token]/view/route.integration.test.ts"
)
[ "${CI_DEBIAN_PG_FULL:-}" = 1 ] && COMPAT=()
status=0
DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres" npm run test:integration -- "${COMPAT[@]}" || status=$?
# The restore drill on the same server: Debian's pg_dump/pg_restore match its major version.
echo "== restore drill (db:backup, db:restore, the app on the copy)"
DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres" npm run test:restore-drill || status=$?
exit "$status"
