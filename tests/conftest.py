"""Settings for the whole test suite: no test may fail on wall-clock time.

Hypothesis would fail an example that takes longer than 200 ms, which happens on a busy
machine; its deadline is switched off everywhere.
"""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("no_deadline", deadline=None)
settings.load_profile("no_deadline")
