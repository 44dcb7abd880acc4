#!/bin/bash
# The streaming replica: on its first start (empty data folder) a copy of the primary by pg_basebackup -R
# (which writes standby.signal and primary_conninfo), streaming from the slot replica_1; then PostgreSQL
# as a hot standby (read-only queries: DATABASE_REPLICA_URLS). Runs as root to own the folder, then as postgres.
set -euo pipefail
: "${PGDATA:=/var/lib/postgresql/data}"
: "${PRIMARY_HOST:=postgres}"
: "${REPLICATION_PASSWORD:?defina REPLICATION_PASSWORD}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  until gosu postgres pg_isready -h "$PRIMARY_HOST" -p 5432 -q; do
    echo "réplica: esperando o primário ${PRIMARY_HOST}…"
    sleep 1
  done
  echo "réplica: copiando o primário ${PRIMARY_HOST} (pg_basebackup)…"
  gosu postgres env PGPASSWORD="$REPLICATION_PASSWORD" \
    pg_basebackup -h "$PRIMARY_HOST" -p 5432 -U replicator -D "$PGDATA" -R -X stream -S replica_1 -P
fi

# A hot standby needs max_connections (and the other sizing settings) no lower than the primary's.
exec gosu postgres postgres -c hot_standby=on -c max_connections=200
