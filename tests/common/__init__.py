"""Tests of :mod:`hearttoheart_widget.common`."""
