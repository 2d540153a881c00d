"""The heart's shape: 25 positions in 7 interlocking rows, and which cards cover which."""

from __future__ import annotations

POSITIONS = 25
TIP = 24

#: The positions of each row, top (the two lobes) to bottom (the tip).
ROWS: tuple[tuple[int, ...], ...] = (
    (0, 1, 2, 3),
    (4, 5, 6, 7, 8, 9),
    (10, 11, 12, 13, 14),
    (15, 16, 17, 18),
    (19, 20, 21),
    (22, 23),
    (24,),
)

#: Horizontal coordinate of each position, in card widths; the rows interlock like bricks.
X: tuple[float, ...] = (
    -2, -1, 1, 2,
    -2.5, -1.5, -0.5, 0.5, 1.5, 2.5,
    -2, -1, 0, 1, 2,
    -1.5, -0.5, 0.5, 1.5,
    -1, 0, 1,
    -0.5, 0.5,
    0,
)  # fmt: skip

#: Row of each position.
ROW: tuple[int, ...] = tuple(r for r, row in enumerate(ROWS) for _ in row)


def _covered_by(position: int) -> tuple[int, ...]:
    row = ROW[position]
    if row + 1 == len(ROWS):
        return ()
    return tuple(p for p in ROWS[row + 1] if abs(X[p] - X[position]) == 0.5)


#: The positions whose cards cover each position (the row below, half a card either side).
COVERED_BY: tuple[tuple[int, ...], ...] = tuple(_covered_by(p) for p in range(POSITIONS))

#: The positions each position's card covers (the inverse of ``COVERED_BY``).
COVERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(q for q in range(POSITIONS) if p in COVERED_BY[q]) for p in range(POSITIONS)
)

#: Bit masks of ``COVERED_BY``: a position is free when ``removed & mask == mask``.
COVER_MASK: tuple[int, ...] = tuple(sum(1 << q for q in c) for c in COVERED_BY)

ALL_REMOVED = (1 << POSITIONS) - 1
