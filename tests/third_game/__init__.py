"""A third game, Patience, kept in the tests: proof that a game is one folder.

Nothing of it is named under ``hearttoheart_widget/common`` or ``js/src/shared``: importing
:mod:`.declaration` registers it, and ``common`` gives it records, statistics, a launcher
cell and How to play from its declaration alone.
"""
