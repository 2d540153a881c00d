"""Tests of :mod:`hearttoheart_widget.hope_deferred`."""
