#!/usr/bin/env bash
# Set up a development machine from a fresh checkout: Debian's Chromium (for the browser
# tests; installed with apt, through sudo unless root), a virtual environment in .venv with
# the package (editable) and its dev extra, and the front end (npm packages and bundle). A
# step that is done already is skipped, so running it again takes a second.
# scripts/test.sh runs it first.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "== installing Debian's chromium (browser tests)"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    chromium fonts-dejavu-core >/dev/null
fi

PYTHON="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  echo "== creating .venv"
  "$PYTHON" -m venv .venv
fi
# Installed once per change of pyproject.toml: the stamp remembers the last install.
stamp=.venv/.installed-dev
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  echo "== installing the package and its dev extra into .venv"
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[dev]"
  touch "$stamp"
fi

if [ ! -f js/node_modules/.package-lock.json ] \
  || [ js/package-lock.json -nt js/node_modules/.package-lock.json ]; then
  echo "== installing the front end's npm packages"
  (cd js && npm ci --no-audit --no-fund --silent)
fi
echo "== building the front end"
(cd js && npm run --silent build)
