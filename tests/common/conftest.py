"""Fixtures of the shared parts' tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearttoheart_widget.common import records


@pytest.fixture
def file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh records file for one test: HEARTTOHEART_RECORDS names it (it does not exist
    yet)."""
    named = tmp_path / "records.sqlite3"
    monkeypatch.setenv(records.ENVIRONMENT, str(named))
    return named
