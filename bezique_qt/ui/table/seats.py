"""Where the seats lie at a table of three or four (the games for two keep the rows of
:mod:`.layout`).

The viewer sits at the bottom, with the rows of the games for two (table cards over the hand,
a little lower). The others sit round the table clockwise from the viewer's left: on the left
and on the right (each a column at its side of the table, beside the trick) and, at four,
across (a partner, with partners: above the trick, between the stock's corner and the
prompt's). Each seat holds the player's name, the hand face down, the won-trick pile beside
it and, under them, the table cards (the meld area) with their labels under them.

The trick in the middle lies in a row, each card in front of the seat that played it: the left
seat's card leftmost, the right seat's rightmost, the partner's across raised towards its seat
and the viewer's lowered towards the viewer — side by side, so that no card of the trick covers
another (:func:`trick_position`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

from bezique_qt.ui.table.cards import CARD_WIDTH
from bezique_qt.ui.table.layout import SEAT_GAP, TRICK_GAP, TableGeometry

PILE_SPACE = 14.0  # between a hand and its won-trick pile
MULTI_STEP = 52.0  # a face-down card's distance from the next, with room
TRICK_RAISE = 14.0
"""How far the cards played across and by the viewer lie towards their seats."""
TRICK_ORDER = {3: ("left", "bottom", "right"), 4: ("left", "top", "bottom", "right")}
"""The trick's cards left to right, by the side of the table of the seat that played each."""
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
    """Where each seat's hand, table cards, pile and name lie at a table of ``players``: the
    viewer at the bottom, the seats on the left and the right in columns at the sides, beside
    the trick, the seat across (at four) above the trick, between the corners."""
    rows = geo.rows  # laid out for three or four (layout.MULTI_ROW_Y)
    sides = seat_sides(players, viewer)
    width = geo.seat_width
    columns = {"left": geo.main_left, "right": geo.main_right - width}
    out: dict[int, SeatPlace] = {
        viewer: SeatPlace(
            side="bottom", left=geo.main_left, right=geo.main_right, hand_y=rows["my_hand"],
            table_y=rows["my_table"], table_left=geo.table_left, hand_right=geo.hand_right,
            pile=QPointF(geo.pile_x, rows["my_hand"]),
            name=QPointF(geo.main_left, rows["my_table"] - 84), name_width=240.0)}
    for seat, side in sides.items():
        if side == "bottom":
            continue
        if side == "top":
            left, right = geo.main_left + width + SEAT_GAP, geo.main_right - width - SEAT_GAP
            name_y, hand_y, table_y = rows["name"], rows["opp_hand"], rows["opp_table"]
        else:
            left = columns[side]
            right = left + width
            name_y, hand_y, table_y = rows["side_name"], rows["side_hand"], rows["side_table"]
        out[seat] = SeatPlace(
            side=side, left=left, right=right, hand_y=hand_y, table_y=table_y, table_left=left,
            hand_right=right - CARD_WIDTH - PILE_SPACE,
            pile=QPointF(right - CARD_WIDTH / 2, hand_y), name=QPointF(left, name_y),
            name_width=right - left)
    return out


def back_positions(count: int, place: SeatPlace) -> list[QPointF]:
    """The face-down hand of a seat, spread over its column left of its pile."""
    if count == 0:
        return []
    room = place.hand_right - place.left - CARD_WIDTH
    step = MULTI_STEP if count == 1 else min(MULTI_STEP, room / (count - 1))
    x0 = place.left + CARD_WIDTH / 2
    return [QPointF(x0 + i * step, place.hand_y) for i in range(count)]


def trick_position(centre: QPointF, side: str, players: int) -> QPointF:
    """Where a card of the trick played from ``side`` lies at a table of ``players``: in the
    row of the trick, in front of its seat (:data:`TRICK_ORDER`)."""
    order = TRICK_ORDER[players]
    dx = (order.index(side) - (players - 1) / 2) * (CARD_WIDTH + TRICK_GAP)
    dy = {"top": -TRICK_RAISE, "bottom": TRICK_RAISE}.get(side, 0.0)
    return centre + QPointF(dx, dy)


def trick_slots(centre: QPointF, players: int, card: QRectF) -> list[QRectF]:
    """Where the cards of a trick may lie at a table of ``players`` (each seat's place, at
    each of the small turns a card may have), ``card`` being a card's rectangle about its
    centre."""
    rects = []
    for side in TRICK_ORDER[players]:
        pos = trick_position(centre, side, players)
        for rotation in MULTI_TRICK_TURNS:
            turn = QTransform().translate(pos.x(), pos.y()).rotate(rotation)
            rects.append(turn.mapRect(card))
    return rects
