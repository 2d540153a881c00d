"""Tests of :mod:`hearttoheart_widget.heart_to_heart.teaching`."""
