"""The pieces both games share: errors, deal codes, the shuffle, the clock, reporting,
translations, browser-message checks, the widget base class and the card art.

Importing this package loads no widget library: :mod:`.widget` is imported only by the
widgets themselves.
"""
