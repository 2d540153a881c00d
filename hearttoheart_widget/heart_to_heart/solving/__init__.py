"""Heart to Heart's solver family: the exact search, the solver and hints, the fewest-moves
search and the statistics over many deals.

This file imports nothing, so that the rules (which ask the search whether a deal can be
won) can load a module here without loading the solver, which needs the rules.
"""
