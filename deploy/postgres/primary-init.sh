#!/bin/bash
# Runs once, when the primary's data folder is created (the postgres image's /docker-entrypoint-initdb.d):
# the replication role the replica's pg_basebackup and streaming use, its physical slot (the primary keeps
# the WAL the replica still needs), and the pg_hba line that lets it connect for replication.
set -euo pipefail
: "${REPLICATION_PASSWORD:?defina REPLICATION_PASSWORD}"

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v senha="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'senha';
SELECT pg_create_physical_replication_slot('replica_1');
SQL

# `all` in pg_hba.conf does not match replication connections: they need their own line.
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
