#!/usr/bin/env bash
# A private PostgreSQL cluster for the Django fixture back-end (run by DjangoBackendTests): its own
# data directory, listening only on a unix socket in DIR (listen_addresses = ''), never the
# system's cluster. Debian's binaries (postgresql), the newest /usr/lib/postgresql/*/bin.
#
#   pg.sh start DIR   initdb in DIR/data the first time, start postgres (socket in DIR), create the
#                     role and the database the first time; prints the variables the back-end reads
#                     (eval "$(bash pg.sh start DIR)" sets them in a shell)
#   pg.sh stop DIR    fast shutdown, waiting at most 60 s; nothing to stop is not an error
#   pg.sh sql DIR SQL one statement as the back-end's role, unaligned output without headers
#   pg.sh check       exit 0 when this machine can run the cluster (the binaries; as root, the
#                     postgres user and runuser)
#
# postgres refuses to run as root: as root, the server's commands run as the `postgres` user
# (runuser -u postgres --) and DIR is made its own. The socket is trusted (DIR is 0700): no password.
set -euo pipefail

DB_NAME="${KYC_DB_NAME:-hp_django_fixture}"
DB_USER="${KYC_DB_USER:-hp_django_app}"
SUPERUSER=postgres
PG_PORT=5432 # names the socket, DIR/.s.PGSQL.5432: no TCP port is opened

die() { echo "pg.sh: $*" >&2; exit 1; }

# The newest PostgreSQL version directory holding the server binaries (or $PG_BINDIR).
bindir() {
  if [ -n "${PG_BINDIR:-}" ]; then echo "$PG_BINDIR"; return; fi
  local found=""
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V); do
    [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ] && [ -x "$candidate/postgres" ] && [ -x "$candidate/psql" ] \
      && found="$candidate"
  done
  [ -n "$found" ] || die "no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (Debian: apt-get install postgresql)"
  echo "$found"
}

is_root() { [ "$(id -u)" -eq 0 ]; }

# Runs a server command as the cluster's owner: the postgres user when we are root.
as_owner() {
  if is_root; then runuser -u postgres -- "$@"; else "$@"; fi
}

psql_as() { # ROLE DATABASE SQL
  "$BIN/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h "$DIR" -p "$PG_PORT" -U "$1" -d "$2" -c "$3"
}

absolute_dir() {
  [ -n "${1:-}" ] || die "usage: pg.sh start|stop|sql DIR"
  mkdir -p "$1"
  (cd "$1" && pwd)
}

check() {
  BIN=$(bindir)
  if is_root; then
    id -u postgres >/dev/null 2>&1 || die "running as root needs the postgres user (Debian's postgresql package creates it)"
    command -v runuser >/dev/null || die "running as root needs runuser (util-linux)"
  fi
  echo "$BIN"
}

start() {
  BIN=$(check)
  DIR=$(absolute_dir "${1:-}")
  # A unix socket path is at most 107 bytes.
  [ "${#DIR}" -le 80 ] || die "DIR is too long for a unix socket path: $DIR"
  if is_root; then
    chown postgres:postgres "$DIR"
    # Every folder above DIR must let the postgres user through (not so under /root, say).
    runuser -u postgres -- test -w "$DIR" || die "the postgres user cannot reach $DIR: pick a DIR under /tmp"
  fi
  chmod 700 "$DIR"
  if [ ! -f "$DIR/data/PG_VERSION" ]; then
    as_owner "$BIN/initdb" --pgdata="$DIR/data" --username="$SUPERUSER" --auth-local=trust --auth-host=reject \
      --encoding=UTF8 --locale=C --no-sync >"$DIR/initdb.log" 2>&1 \
      || { cat "$DIR/initdb.log" >&2; die "initdb failed in $DIR/data"; }
    # No TCP at all; the socket in DIR; a throwaway cluster need not survive a power cut.
    as_owner tee -a "$DIR/data/postgresql.conf" >/dev/null <<CONF

# pg.sh: a private cluster of the Django fixture back-end
listen_addresses = ''
unix_socket_directories = '$DIR'
port = $PG_PORT
max_connections = 40
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
  fi
  if as_owner "$BIN/pg_ctl" --pgdata="$DIR/data" status >/dev/null 2>&1; then
    echo "pg.sh: already running in $DIR" >&2
  else
    # -w -t 60: returns once the server accepts connections, or fails after 60 s.
    as_owner "$BIN/pg_ctl" --pgdata="$DIR/data" --log="$DIR/postgres.log" --wait --timeout=60 start >/dev/null \
      || { tail -n 20 "$DIR/postgres.log" >&2 || true; die "postgres did not start in $DIR"; }
  fi
  if [ -z "$(psql_as "$SUPERUSER" postgres "SELECT 1 FROM pg_roles WHERE rolname = '$DB_USER'")" ]; then
    psql_as "$SUPERUSER" postgres "CREATE ROLE $DB_USER LOGIN"
  fi
  if [ -z "$(psql_as "$SUPERUSER" postgres "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'")" ]; then
    psql_as "$SUPERUSER" postgres "CREATE DATABASE $DB_NAME OWNER $DB_USER"
  fi
  echo "export KYC_DB_SOCKET_DIR='$DIR' KYC_DB_NAME='$DB_NAME' KYC_DB_USER='$DB_USER'"
}

stop() {
  BIN=$(bindir)
  DIR=$(absolute_dir "${1:-}")
  if [ ! -f "$DIR/data/PG_VERSION" ]; then
    echo "pg.sh: no cluster in $DIR" >&2
    return 0
  fi
  if ! as_owner "$BIN/pg_ctl" --pgdata="$DIR/data" status >/dev/null 2>&1; then
    echo "pg.sh: not running in $DIR" >&2
    return 0
  fi
  as_owner "$BIN/pg_ctl" --pgdata="$DIR/data" --mode=fast --wait --timeout=60 stop >/dev/null
}

sql() {
  BIN=$(bindir)
  DIR=$(absolute_dir "${1:-}")
  [ -n "${2:-}" ] || die "usage: pg.sh sql DIR SQL"
  psql_as "$DB_USER" "$DB_NAME" "$2"
}

case "${1:-}" in
  start) start "${2:-}" ;;
  stop) stop "${2:-}" ;;
  sql) sql "${2:-}" "${3:-}" ;;
  check) check >/dev/null ;;
  *) die "usage: pg.sh start DIR | stop DIR | sql DIR SQL | check" ;;
esac
