"""Where the seats lie at a table of three or four (the games for two keep the rows of
:mod:`.layout`).

The viewer sits at the bottom, with the rows of the games for two (table cards over the hand,
a little lower). The others sit round the table clockwise from the viewer's left: each has a
column of the upper half, left to right in seat order — left and right at a table of three;
left, top (a partner, with partners) and right at a table of four. A column holds the player's
name, the hand face down, the won-trick pile beside it and, under them, the table cards (the
meld area) with their labels. The trick in the middle shows each card pushed towards the seat
that played it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from bezique_qt.ui.table.cards import CARD_WIDTH
from bezique_qt.ui.table.layout import TableGeometry

COLUMN_SPACE = 22.0  # between two opponents' columns
PILE_SPACE = 14.0  # between a hand and its won-trick pile
MULTI_STEP = 52.0  # a face-down card's distance from the next, with room
TRICK_SHIFT = {"bottom": QPointF(0, 10), "left": QPointF(-64, 0), "top": QPointF(0, -10),
               "right": QPointF(64, 0)}
"""How far a card of the trick lies from the trick's centre towards the seat that played it."""
MULTI_TRICK_TURNS = (-2.0, 2.0, -1.0, 1.0)
"""How the cards of the trick are turned, in the order they are played."""


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat's things lie."""

    side: str  # "bottom", "left", "top", "right"
    left: float  # the column (the viewer: the main area)
    right: float
    hand_y: float
    table_y: float
    table_left: float  # where its table cards start
    hand_right: float  # where its hand ends (its won-trick pile lies right of it)
    pile: QPointF
    name: QPointF
    name_width: float


def seat_sides(players: int, viewer: int) -> dict[int, str]:
    """Each seat's side of the table as the viewer sees it."""
    names = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}[players]
    return {(viewer + k) % players: names[k] for k in range(players)}


def seat_places(geo: TableGeometry, players: int, viewer: int) -> dict[int, SeatPlace]:
    """Where each seat's hand, table cards, pile and name lie at a table of ``players``."""
    rows = geo.rows  # laid out for three or four (layout.MULTI_ROW_Y)
    sides = seat_sides(players, viewer)
    others = [(viewer + k) % players for k in range(1, players)]
    width = (geo.main_right - geo.main_left - COLUMN_SPACE * (len(others) - 1)) / len(others)
    out: dict[int, SeatPlace] = {
        viewer: SeatPlace(
            side="bottom", left=geo.main_left, right=geo.main_right, hand_y=rows["my_hand"],
            table_y=rows["my_table"], table_left=geo.table_left, hand_right=geo.hand_right,
            pile=QPointF(geo.pile_x, rows["my_hand"]),
            name=QPointF(geo.main_left, rows["my_table"] - 84), name_width=240.0)}
    for k, seat in enumerate(others):
        left = geo.main_left + k * (width + COLUMN_SPACE)
        right = left + width
        hand_right = right - CARD_WIDTH - PILE_SPACE
        out[seat] = SeatPlace(
            side=sides[seat], left=left, right=right, hand_y=rows["opp_hand"],
            table_y=rows["opp_table"], table_left=left, hand_right=hand_right,
            pile=QPointF(right - CARD_WIDTH / 2, rows["opp_hand"]),
            name=QPointF(left, rows["name"]), name_width=width)
    return out


def back_positions(count: int, place: SeatPlace) -> list[QPointF]:
    """The face-down hand of a seat, spread over its column left of its pile."""
    if count == 0:
        return []
    room = place.hand_right - place.left - CARD_WIDTH
    step = MULTI_STEP if count == 1 else min(MULTI_STEP, room / (count - 1))
    x0 = place.left + CARD_WIDTH / 2
    return [QPointF(x0 + i * step, place.hand_y) for i in range(count)]


def trick_position(centre: QPointF, side: str) -> QPointF:
    """Where a card of the trick played from ``side`` lies."""
    return centre + TRICK_SHIFT[side]
