"""Pieces both games share."""
