"""What ``common`` knows of Heart to Heart (see :mod:`hearttoheart_widget.common.registry`)."""

from __future__ import annotations

from hearttoheart_widget.common.registry import Declaration

from .help_picture import help_picture

KEY = "heart_to_heart"
"""The game's key: its name in the records and its section of the translations."""

DECLARATION = Declaration(
    key=KEY,
    title="Heart to Heart",
    command="heart-to-heart",
    widget="hearttoheart_widget:HeartToHeart",
    options="winnable_only=True",
    help_picture=help_picture,
    code_prefix="HH1-",
    link_letters={"draw": "d", "recycle": "r"},
    link_pairs=True,
    reviewer="hearttoheart_widget.review",
)
