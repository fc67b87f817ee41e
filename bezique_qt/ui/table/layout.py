"""The table's geometry: where everything lies for the shape of the window (no animation,
no input), and the stacking order of what lies still."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from bezique_qt.ui.table.cards import CARD_HEIGHT, CARD_WIDTH

# ---------------------------------------------------------------------------- geometry
# The table is laid out for the shape of the window (see table_geometry): it is BASE_HEIGHT
# units high (more in a narrow window) and as wide as the window's shape makes it. A card is
# CARD_WIDTH × CARD_HEIGHT units.
BASE_HEIGHT = 1000.0
EDGE = 16.0  # the felt left of the table, and above and below the side column
COLUMN_WIDTH = 410.0  # the side column: the scoreboard over the declaration panel
COLUMN_GAP = 18.0
RIGHT_EDGE = 10.0
TABLE_LEFT = 300.0  # left of it lie the turn-up, the stock and the "to score" lists
PILE_ROOM = 166.0  # right of the hands lie the won-trick piles
MIN_MAIN_WIDTH = 860.0  # the main area (hands, table rows, trick) is never narrower
HAND_STEP = 132.0  # a card's distance from the next in a hand with room to spread
OPPONENT_STEP = 96.0  # the same for the opponent's face-down hand
SPREAD_SHRINK = 1.15  # cards may be drawn this much smaller to spread a long hand
BASE_ROW_Y = {"opp_hand": 100.0, "opp_table": 292.0, "middle": 510.0, "my_table": 718.0,
              "my_hand": 906.0}
MULTI_BASE_HEIGHT = 1060.0
MULTI_ROW_Y = {"name": 0.0, "opp_hand": 116.0, "opp_table": 296.0, "middle": 528.0,
               "my_table": 766.0, "my_hand": 970.0, "corner": 100.0, "side_name": 196.0,
               "side_hand": 312.0, "side_table": 494.0}
"""The rows at a table of three or four (see :mod:`.seats`), MULTI_BASE_HEIGHT units high.
Across (at four): the name, the hand and the table cards, with room for two lines of labels
under them; the trick below them; the viewer's table cards (their labels above) and hand at
the bottom. The seats on the left and on the right lie lower, beside the trick (their name,
hand and table cards), under the corners, which hold the stock (left) and the prompt
(right)."""
MULTI_MIN_MAIN_WIDTH = {3: 1040.0, 4: 1200.0}
"""The main area at a table of three or four is never narrower: a seat on each side, and the
trick's row between them."""
SEAT_GAP = 22.0
"""At a table of three or four: between a side seat and the trick or the seat across."""
SIDE_SEAT_WIDTH = 560.0
"""A side seat's column is never wider (the rest goes to the trick and the seat across)."""
SCENE_RECT = QRectF(0, 0, 1700, BASE_HEIGHT)
"""The table's usual shape (the first one, before a window gives it its own)."""
FELT_COLOUR = QColor("#1f5e3a")
FELT_EDGE_COLOUR = QColor("#123d25")


@dataclass(frozen=True)
class TableGeometry:
    """Where things lie on a table ``width`` × ``height`` units large."""

    width: float
    height: float
    main_left: float
    main_right: float  # the main area: hands, table rows, stock, trick
    column_left: float  # the side column (scoreboard, declaration panel)
    column_right: float
    table_left: float  # where the declared cards' rows start
    hand_right: float  # where the hands end (the won-trick piles lie right of it)
    rows: dict[str, float]  # the centre line of each row of cards (keys of BASE_ROW_Y)
    turnup_pos: QPointF
    stock_pos: QPointF
    trick_pos: QPointF
    pile_x: float
    prompt_left: float  # the prompt and messages lie right of the trick
    float_x: float  # where score notes rise
    seat_width: float = 0.0  # at a table of three or four: the side seats' columns
    prompt_top: float = 0.0  # the prompt's top (the messages lie under it)
    message_height: float = 120.0

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    @property
    def hand_drop_top(self) -> float:
        """A dragged card let go below this is moved within the hand."""
        return self.rows["my_hand"] - CARD_HEIGHT * 0.8

    @property
    def play_drop_bottom(self) -> float:
        """A dragged card let go above this (over the main area) is played."""
        return self.rows["my_table"]


def full_table_width(hand_size: int) -> float:
    """How wide the table must be for a hand of ``hand_size`` to lie without overlapping."""
    hand = hand_size * CARD_WIDTH + max(0, hand_size - 1) * (HAND_STEP - CARD_WIDTH)
    return EDGE + hand + PILE_ROOM + COLUMN_GAP + COLUMN_WIDTH + RIGHT_EDGE


TRICK_GAP = 12.0
"""At a table of three or four: between two cards of the trick, which lie side by side (room
enough for their small turns: they never touch)."""


def trick_half_width(players: int) -> float:
    """How far the trick's row of ``players`` cards reaches either side of its centre (see
    :func:`.seats.trick_position`)."""
    return (players - 1) / 2 * (CARD_WIDTH + TRICK_GAP) + CARD_WIDTH / 2


LARGE_PRINT_ROOM = 40.0
"""At a table of three or four in large print: the taller labels' room around the trick."""


def table_geometry(view_width: float, view_height: float, hand_size: int = 8,
                   players: int = 2, large_print: bool = False) -> TableGeometry:
    """The table laid out for a view of ``view_width`` × ``view_height`` pixels, of the same
    shape as the view so that it fills it.

    A wide window gets a wide table: the hands spread (a long hand is drawn a little smaller
    rather than overlapping, where that is enough), the piles, trick and prompt move apart. A
    narrow one (a docked score sheet beside it) gets a taller table rather than smaller cards:
    the main area keeps :data:`MIN_MAIN_WIDTH` and the rows move apart."""
    aspect = max(0.2, view_width / max(1.0, view_height))
    base_rows = BASE_ROW_Y if players == 2 else dict(MULTI_ROW_Y)
    base_height = BASE_HEIGHT if players == 2 else MULTI_BASE_HEIGHT
    if players != 2 and large_print:
        # the labels over the viewer's table cards and under the others' are taller: the
        # trick and the viewer's rows move down, the table grows
        base_height += LARGE_PRINT_ROOM
        base_rows["middle"] += LARGE_PRINT_ROOM / 2
        base_rows["my_table"] += LARGE_PRINT_ROOM
        base_rows["my_hand"] += LARGE_PRINT_ROOM
        for key in ("side_name", "side_hand", "side_table"):
            base_rows[key] += LARGE_PRINT_ROOM / 2
    natural = base_height * aspect
    narrowest = EDGE + MULTI_MIN_MAIN_WIDTH.get(players, MIN_MAIN_WIDTH) + COLUMN_GAP + (
        COLUMN_WIDTH + RIGHT_EDGE)
    # A long hand may make the cards smaller to spread, by up to SPREAD_SHRINK in a wide
    # window, less as the window narrows: a narrow table keeps its cards as large as it can.
    room = min(1.0, max(0.0, (natural - narrowest) / (0.3 * narrowest)))
    shrink = 1.0 + (SPREAD_SHRINK - 1.0) * room
    width = max(narrowest, natural, min(full_table_width(hand_size), natural * shrink))
    height = max(base_height, width / aspect)
    main_left = EDGE
    column_right = width - RIGHT_EDGE
    column_left = column_right - COLUMN_WIDTH
    main_right = column_left - COLUMN_GAP
    rows = {key: y * height / base_height for key, y in base_rows.items()}
    middle = rows["middle"]
    if players != 2:
        return _multi_geometry(width, height, players, rows)
    # The turn-up lies face up and upright left of the stock, not crosswise under it: its
    # rank and suit (which decide whether to exchange the seven) read at a glance.
    turnup = QPointF(main_left + CARD_WIDTH / 2, middle)
    stock = QPointF(turnup.x() + CARD_WIDTH + 24.0, middle)
    trick_x = min(max((main_left + main_right) / 2 - 100.0, 440.0), main_right - 476.0)
    prompt_left = trick_x + 176.0
    return TableGeometry(
        width=width, height=height, main_left=main_left, main_right=main_right,
        column_left=column_left, column_right=column_right, table_left=TABLE_LEFT,
        hand_right=main_right - PILE_ROOM, rows=rows, turnup_pos=turnup, stock_pos=stock,
        trick_pos=QPointF(trick_x, middle), pile_x=main_right - PILE_ROOM + 80.0,
        prompt_left=prompt_left, float_x=(prompt_left + main_right) / 2,
        prompt_top=middle - 86, message_height=max(120.0, rows["my_table"] - 120 - middle))


def _multi_geometry(width: float, height: float, players: int, rows: dict[str, float]
                    ) -> TableGeometry:
    """:func:`table_geometry` at a table of three or four: a seat on the left and one on the
    right, each a column as wide as the trick's row between them leaves (at most
    :data:`SIDE_SEAT_WIDTH`), the seat across (at four) above the trick; the stock and the
    turn-up in the upper left corner, the prompt and messages in the upper right one."""
    main_left = EDGE
    column_right = width - RIGHT_EDGE
    column_left = column_right - COLUMN_WIDTH
    main_right = column_left - COLUMN_GAP
    trick_room = 2 * trick_half_width(players)
    seat_width = min(SIDE_SEAT_WIDTH,
                     (main_right - main_left - trick_room - 2 * SEAT_GAP) / 2)
    corner = rows["corner"]
    turnup = QPointF(main_left + CARD_WIDTH / 2, corner)
    stock = QPointF(turnup.x() + CARD_WIDTH + 24.0, corner)
    prompt_left = main_right - seat_width if players == 4 else (
        stock.x() + CARD_WIDTH / 2 + 2 * SEAT_GAP)
    return TableGeometry(
        width=width, height=height, main_left=main_left, main_right=main_right,
        column_left=column_left, column_right=column_right, table_left=TABLE_LEFT,
        hand_right=main_right - PILE_ROOM, rows=rows, turnup_pos=turnup, stock_pos=stock,
        trick_pos=QPointF((main_left + main_right) / 2, rows["middle"]),
        pile_x=main_right - PILE_ROOM + 80.0, prompt_left=prompt_left,
        float_x=(main_left + main_right) / 2, seat_width=seat_width, prompt_top=8.0,
        message_height=rows["side_name"] - 8.0 - 80.0)


# z of things lying still (cards in flight are raised above all of them)
Z_PILE, Z_TURNUP, Z_STOCK, Z_TABLE, Z_HAND, Z_TRICK, Z_PANEL, Z_FLOAT = (
    10, 20, 30, 100, 200, 400, 600, 900)
