#!/bin/sh
# The user list PgBouncer authenticates clients with (and logs in to PostgreSQL with, by SCRAM), from the
# environment: the password never lives in the image.
set -eu
: "${DATABASE_USER:?defina DATABASE_USER}"
: "${DATABASE_PASSWORD:?defina DATABASE_PASSWORD}"
umask 077
printf '"%s" "%s"\n' "$DATABASE_USER" "$DATABASE_PASSWORD" > /tmp/userlist.txt
exec /usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini
