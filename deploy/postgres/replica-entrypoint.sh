#!/bin/sh
# The read replica (docs/scaling.md, docs/adr/0056): on first start, a base backup of the primary that streams from
# it from then on (pg_basebackup -R writes standby.signal and primary_conninfo); afterwards the image's own
# entrypoint starts it as a hot standby. hot_standby_feedback keeps the primary's cleanup from cancelling its reads.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h "$PRIMARY_HOST" -U postgres; do sleep 1; done
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  gosu postgres env PGPASSWORD="$POSTGRES_PASSWORD" pg_basebackup -h "$PRIMARY_HOST" -U postgres -D "$PGDATA" -R -X stream -c fast
fi
exec docker-entrypoint.sh postgres -c hot_standby_feedback=on
