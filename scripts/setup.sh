#!/usr/bin/env bash
# Set up a development machine from a fresh checkout: Debian's Chromium (for the browser
# tests), a virtual environment in .venv with the package (editable) and its dev tools,
# and the front-end bundle. Safe to run again.
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
echo "== installing the package and its dev tools into .venv"
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[dev]"

echo "== building the front end"
(cd js && npm ci --no-audit --no-fund --silent && npm run --silent build)
echo "== ready: bash scripts/lab.sh examples/tutorial.ipynb opens the tutorial"
