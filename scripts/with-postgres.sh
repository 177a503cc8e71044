#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster on a loopback port.
# The cluster lives in a temporary folder and is stopped and removed when the command ends.
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bindir/initdb" ] || { echo "with-postgres: PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

dir=$(mktemp -d /tmp/shop-pg.XXXXXX)
port=${PGPORT_TEST:-$(( 20000 + RANDOM % 20000 ))}
as_pg=()
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; as_pg=(runuser -u postgres --); fi

cleanup() {
  "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_pg[@]}" "$bindir/initdb" -D "$dir/data" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
"$bindir/createdb" -h 127.0.0.1 -p "$port" -U shop shop_test

export TEST_DATABASE_URL="postgres://shop@127.0.0.1:$port/shop_test"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
