#!/bin/sh
# Runs once, when the primary's data folder is first initialised (docker-entrypoint-initdb.d): lets the replica
# stream its WAL. wal_level is "replica" by default since PostgreSQL 10.
set -e
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
