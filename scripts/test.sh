#!/usr/bin/env bash
# The whole test suite, from a fresh clone or a working copy. It sets up what it needs first
# (scripts/setup.sh: Debian's Chromium, .venv with the dev extra, the front-end bundle),
# then runs ruff, mypy --strict, the front end's unit tests (npm test in js/, node's own test
# runner) and pytest: the engines, the widgets, the notebooks, the
# wheel installed into a fresh venv, and the real-browser tests in JupyterLab, Notebook 7,
# Voila and marimo. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/.venv/bin:$PATH"

echo "== ruff"
ruff check .
ruff format --check .
echo "== mypy --strict"
mypy
echo "== npm test (the front end's unit tests)"
(cd js && npm test --silent)
echo "== pytest"
if [ "$#" -gt 0 ]; then
  pytest "$@"
else
  # Two workers, each test file kept on one (its module fixtures, such as a notebook run,
  # made once). The site's tests in a run of their own: JupyterLab's browser tests keep
  # Playwright's sync API open in a process for the whole session, and a second one
  # cannot start there. Two workers there too: the fresh clone's site build runs beside
  # the browser tests of the site built from this checkout.
  pytest -n 2 --dist loadfile --ignore=tests/site
  pytest -n 2 --dist loadfile tests/site
fi
