"""The pieces both games share: errors, deal codes, the shuffle, the clock, reporting,
translations, browser-message checks and the widget base class.

Importing this package loads no widget library: :mod:`.widget` is imported only by the
widgets themselves.
"""
