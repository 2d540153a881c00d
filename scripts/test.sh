#!/usr/bin/env bash
# Run the whole test suite: lint, types, the front-end bundle, and pytest (engine, widget,
# notebooks and the real-browser tests in JupyterLab). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/.venv/bin:$PATH"

echo "== ruff"
ruff check .
ruff format --check .
echo "== mypy --strict"
mypy
echo "== front-end bundle"
(cd js && npm run --silent build)
echo "== pytest"
pytest "$@"
