#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a loopback port for the integration tests and
# prints the TEST_DATABASE_URL to use. Usage: eval "$(scripts/test-postgres.sh start)"; … ; scripts/test-postgres.sh stop
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDATA_DIR="${PGDATA_DIR:-/tmp/vitrine-pg}"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-start}" in
  start)
    if [ ! -f "$PGDATA_DIR/PG_VERSION" ]; then
      mkdir -p "$PGDATA_DIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDATA_DIR"
      as_postgres "$bindir/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    # Already running (a second `start` in the same session): reuse it, so the eval still sets the URL.
    as_postgres "$bindir/pg_ctl" -D "$PGDATA_DIR" status >/dev/null 2>&1 ||
      as_postgres "$bindir/pg_ctl" -D "$PGDATA_DIR" -l "$PGDATA_DIR/server.log" -w \
      -o "-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    as_postgres "$bindir/pg_ctl" -D "$PGDATA_DIR" -m fast stop >/dev/null || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
