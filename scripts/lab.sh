#!/usr/bin/env bash
# Open JupyterLab from the project's .venv (made by scripts/setup.sh) on the given files.
set -euo pipefail
cd "$(dirname "$0")/.."
extra=()
if [ "$(id -u)" = 0 ]; then extra+=(--allow-root); fi  # JupyterLab refuses root without it
exec .venv/bin/jupyter lab "${extra[@]}" "$@"
