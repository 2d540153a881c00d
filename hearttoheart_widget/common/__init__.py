"""The pieces every game shares: errors, deal codes, the shuffle, the clock, reporting,
translations, browser-message checks, the table and widget base classes and the card art,
and the registry through which each game declares itself (this package names none).

Importing this package loads no widget library: :mod:`.widget` is imported only by the
widgets themselves.
"""
