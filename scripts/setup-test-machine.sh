#!/usr/bin/env bash
# Prepares a fresh Debian machine for the full test suite: Chromium and fonts for the browser
# tests, PostgreSQL running on 127.0.0.1:5432 with a portal_test database. Safe to run again.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
dpkg -s fonts-liberation2 >/dev/null 2>&1 || missing+=(fonts-liberation2)
dpkg -s fonts-noto-mono >/dev/null 2>&1 || missing+=(fonts-noto-mono)
command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

pg_ready() { pg_isready -h 127.0.0.1 -p 5432 -q; }
if ! pg_ready; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  echo "Starting PostgreSQL ${version}"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do pg_ready && break; sleep 1; done
fi
pg_ready || { echo "PostgreSQL did not start on 127.0.0.1:5432" >&2; exit 1; }

# This machine kind trusts local TCP logins; a stock Debian install asks for a password instead, so give the
# postgres role the password the test URL carries (trust ignores it).
if ! psql "postgres://postgres:postgres@127.0.0.1:5432/postgres" -qtAc "select 1" >/dev/null 2>&1; then
  echo "Setting a password for the postgres role so the tests can connect over TCP"
  $SUDO -u postgres psql -qtAc "alter role postgres password 'postgres'" >/dev/null
fi
run_psql() { psql "postgres://postgres:postgres@127.0.0.1:5432/postgres" -v ON_ERROR_STOP=1 -qtAc "$1"; }
if [ "$(run_psql "select 1 from pg_database where datname = 'portal_test'")" != "1" ]; then
  run_psql "create database portal_test"
  echo "Created database portal_test"
fi
echo "Test machine ready: Chromium $(chromium --version 2>/dev/null | awk '{print $2}'), PostgreSQL on 127.0.0.1:5432"
