"""The trait lists of the front end match each widget's synced traits, both ways.

Each game's ``js/src/<game>/state.js`` names the traits its view reads (``TRAITS``, and
``ELSEWHERE`` for those read outside ``readState``; ``UNREAD`` for synced traits it does not
show). A trait renamed or added on one side only fails here, and a missing one throws in
the browser (the JS unit tests check that).
"""

from __future__ import annotations

import anywidget
import pytest

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common.widget import GameWidget
from hearttoheart_widget.hope_deferred.widget import HopeDeferred
from tests.js_sources import SOURCES, js_lists

#: What anywidget and ipywidgets sync for every widget, and the bundle's sheet.
_OWN = frozenset(anywidget.AnyWidget.class_trait_names(sync=True)) | {"_esm", "_css"}


@pytest.mark.parametrize("widget", [HeartToHeart, HopeDeferred])
def test_the_views_trait_lists_are_the_synced_traits(widget: type[GameWidget]) -> None:
    lists = js_lists(SOURCES / widget._key / "state.js")
    named = [name for key in ("TRAITS", "ELSEWHERE", "UNREAD") for name in lists.get(key, [])]
    assert len(named) == len(set(named)), named  # each named once
    synced = set(widget.class_trait_names(sync=True)) - _OWN
    assert set(named) == synced, (sorted(set(named) - synced), sorted(synced - set(named)))


def test_the_lists_are_read() -> None:
    """The test reads real lists: the parser finds the ones a view redraws from."""
    lists = js_lists(SOURCES / "heart_to_heart" / "state.js")
    assert {"heart", "previews", "event"} <= set(lists["TRAITS"])
    assert "_geometry" in lists["ELSEWHERE"]
