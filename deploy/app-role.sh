#!/bin/sh
# The app's login role, created when the PostgreSQL container first starts (compose.yaml): it owns nothing, so
# row-level security applies to it; it is a member of app_user, which the migrations (run as the owner) grant the
# tables to. The same statements as apps/server/src/db/app-role.ts.
set -e
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE app_user NOLOGIN;
CREATE ROLE engagesuite_app LOGIN PASSWORD '${APP_DB_PASSWORD}' NOSUPERUSER NOBYPASSRLS NOCREATEDB;
GRANT app_user TO engagesuite_app;
SQL
