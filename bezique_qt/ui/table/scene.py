"""The card table: a scene that shows one player's observation and animates what happens.

:class:`TableScene` keeps a picture of the table built only from what the viewer may see — the
viewer's :class:`~bezique_qt.engine.Observation` and the events as
:meth:`~bezique_qt.engine.Event.for_player` passes them. The engine has always moved first: the
scene turns each event into a short step of animation, queued one after another, and ends every
batch by checking its picture against the observation (and correcting it if they differ).

:class:`~.view.TableView` shows the scene scaled to the window with its aspect kept; the
table's geometry is in :mod:`.layout`, the hand's orders in :mod:`.hand`.
"""

from __future__ import annotations

import logging
import re
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QWidget

from bezique_qt.engine import Event, Meld, Observation, Variant
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import GUESS
from bezique_qt.engine.cards import SUIT_SYMBOLS, SUITS, pretty, rank_of, suit_of
from bezique_qt.engine.melds import meld_value
from bezique_qt.engine.variants import CLASSIC
from bezique_qt.ui.game_words import played_words, variant_name
from bezique_qt.ui.i18n import display_name, for_player, score_words, tr, tr_noop
from bezique_qt.ui.table.cards import (
    CARD_HEIGHT,
    CARD_WIDTH,
    LARGE_PRINT_SCALE,
    CardItem,
    CardRenderer,
    PileItem,
    suit_colour,
)
from bezique_qt.ui.table.hand import (
    DEFAULT_HAND_SORT,
    HAND_SORTS,
    _insertion_index,
    hand_order,
    hand_sort_key,
)
from bezique_qt.ui.table.items import (
    GOLD_COLOUR,
    MUTED_COLOUR,
    TEXT_COLOUR,
    CutItem,
    DeclarationPanel,
    FloatTextItem,
    GuessBar,
    LabelItem,
    Scoreboard,
    ScoreboardItem,
    ScoreLine,
    ui_font,
)
from bezique_qt.ui.table.layout import (
    BASE_HEIGHT,
    COLUMN_WIDTH,
    EDGE,
    FELT_COLOUR,
    FELT_EDGE_COLOUR,
    HAND_STEP,
    OPPONENT_STEP,
    SCENE_RECT,
    TABLE_LEFT,
    Z_FLOAT,
    Z_HAND,
    Z_PANEL,
    Z_PILE,
    Z_STOCK,
    Z_TABLE,
    Z_TRICK,
    Z_TURNUP,
    table_geometry,
)

_log = logging.getLogger(__name__)


def _text_width(text: str, pixel_size: float, bold: bool) -> float:
    """How wide ``text`` is in the table's font at ``pixel_size``."""
    return QFontMetricsF(ui_font(pixel_size, bold)).horizontalAdvance(text)

def _fitted_label(text: str, claim_points: int | None, width: float, smallest: float) -> str:
    """``text``, or a shorter way of saying it where even the smallest letters would not fit
    in ``width`` (a crowded row of the multi-pack games): a claim to score (worth
    ``claim_points``, in bold) as "+250 to score", then "+250"; any text is cut short with "…"
    as the last resort."""
    bold = claim_points is not None
    room = width - 4

    def fits(t: str) -> bool:
        return _text_width(t, smallest, bold) <= room

    if fits(text):
        return text
    if claim_points is not None:
        for short in (tr("+{points} to score").format(points=claim_points), f"+{claim_points}"):
            if fits(short):
                return short
    metrics = QFontMetricsF(ui_font(smallest, bold))
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(1.0, room))


# ---------------------------------------------------------------------------- timing (ms)
MOVE_MS = 380
DEAL_MS = 260
DEAL_GAP_MS = 150
TRICK_HOLD_MS = 900
FLOAT_MS = 1300
CUT_SHOW_MS = 6000  # how long the cut for the first deal stays (at any animation speed)
WAIT_FOR_CLICK = -1  # a step's answer: wait until the player clicks (see TableScene.advance)
SEVEN_TURNED_UP = "seven turned up"  # the engine's score label (the dealer's, as dealt)
WAITING_PROMPT = tr_noop("The trick is over: click the table to go on.")

SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "none": 0.0}
SPEED_NAMES: dict[str, str] = {"slow": tr_noop("Slow"), "normal": tr_noop("Normal"),
                               "fast": tr_noop("Fast"), "none": tr_noop("No animation")}
"""The animation speeds with their names for menus (English: show them with ``tr(name)``)."""

def meld_text(meld: Meld, trump: int | None) -> str:
    """``royal marriage K♥ Q♥``."""
    return f"{score_words(meld.name(trump))} {meld.pretty()}"


# ---------------------------------------------------------------------------- the picture
@dataclass
class TablePicture:
    """What the table shows, kept step by step as the events are animated."""

    viewer: int = 0
    hand: list[int] = field(default_factory=list)  # the viewer's concealed cards
    opponent_count: int = 0
    tables: list[list[int]] = field(default_factory=lambda: [[], []])
    scored: list[list[Meld]] = field(default_factory=lambda: [[], []])
    pending: list[list[Meld]] = field(default_factory=lambda: [[], []])
    trick: list[tuple[int, int]] = field(default_factory=list)  # (player, card)
    turnup: int | None = None
    stock: int = 0
    won: list[int] = field(default_factory=lambda: [0, 0])  # cards in the won piles
    trump: int | None = None
    deal_points: list[int] = field(default_factory=lambda: [0, 0])

    @staticmethod
    def of(obs: Observation) -> TablePicture:
        won = [0, 0]
        for _leader, cards, winner in obs.tricks:
            won[winner] += len(cards)
        trick = [((obs.leader + i) % 2, c) for i, c in enumerate(obs.trick)]
        return TablePicture(
            viewer=obs.player, hand=list(obs.hand), opponent_count=obs.opponent_concealed,
            tables=[list(obs.tables[0]), list(obs.tables[1])],
            scored=[list(obs.scored[0]), list(obs.scored[1])],
            pending=[list(obs.pending[0]), list(obs.pending[1])], trick=trick,
            turnup=obs.turnup, stock=obs.stock_face_down, won=won, trump=obs.trump,
            deal_points=list(obs.deal_points))

    def same_as(self, other: TablePicture) -> bool:
        return (
            sorted(self.hand) == sorted(other.hand)
            and self.opponent_count == other.opponent_count
            and all(sorted(self.tables[p]) == sorted(other.tables[p]) for p in (0, 1))
            and all(sorted(self.pending[p]) == sorted(other.pending[p]) for p in (0, 1))
            and all(sorted(self.scored[p]) == sorted(other.scored[p]) for p in (0, 1))
            and self.trick == other.trick and self.turnup == other.turnup
            and self.stock == other.stock and self.won == other.won
        )


@dataclass
class Target:
    pos: QPointF
    z: float
    rotation: float = 0.0
    face_up: bool = True


@dataclass
class MeldGroup:
    """Cards of one player's table area shown together, under the meld that brought them."""

    meld: Meld | None
    cards: list[int]
    pending: bool
    also: list[Meld] = field(default_factory=list)
    """The other scored melds still whole on the table that some of these cards belong to
    (four kings made of the kings of marriages): the group's label names them too."""


def meld_groups(table: Sequence[int], scored: Sequence[Meld],
                pending: Sequence[Meld]) -> list[MeldGroup]:
    """Group the declared cards lying on the table by the meld each first belongs to.

    A scored meld counts only while all its cards lie on the table: once one of them is
    played, its other cards no longer show it (a lone king is no marriage); they join
    another meld they still belong to, or the unlabelled rest."""
    on_table = set(table)
    live = [m for m in scored if all(c in on_table for c in m.cards)]
    placed: set[int] = set()
    groups: list[MeldGroup] = []
    for meld, is_pending in [(m, False) for m in live] + [(m, True) for m in pending]:
        cards = [c for c in sorted(meld.cards, key=lambda c: (-rank_of(c), suit_of(c), c >> 5))
                 if c in on_table and c not in placed]
        if cards:
            placed.update(cards)
            groups.append(MeldGroup(meld, cards, is_pending))
    for group in groups:
        if not group.pending:
            mine = set(group.cards)
            group.also = [m for m in live if m is not group.meld and m != group.meld
                          and mine.intersection(m.cards)]
    rest = [c for c in table if c not in placed]
    if rest:
        groups.append(MeldGroup(None, sorted(rest, key=hand_order), False))
    return groups


def group_label(group: MeldGroup, trump: int | None) -> str:
    """The names of the scored melds a group's cards show: ``marriage · four kings``."""
    melds = [group.meld, *group.also] if group.meld is not None else group.also
    return " · ".join(dict.fromkeys(score_words(m.name(trump)) for m in melds))


# ---------------------------------------------------------------------------- the scene
def _trump_colour(suit: str, four_colour: bool) -> str:
    """The scoreboard's colour for the trump symbol of ``suit``: "" for the usual red/black."""
    return suit_colour(suit, True) if four_colour and suit in "CD" else ""


class TableScene(QGraphicsScene):
    """The table. Feed it with :meth:`reset` and :meth:`show_events`; it reports clicks."""

    card_clicked = Signal(int)  # a card of the viewer's hand or table area
    opponent_clicked = Signal()
    pile_clicked = Signal(int)  # the won-trick pile of a seat
    actions_chosen = Signal(object)  # list[Action] from the declaration panel or the guess
    idle = Signal()  # every queued animation step has run
    hand_arranged = Signal(object)  # the viewer's hand, left to right, after a drag
    hand_sort_changed = Signal(str)  # the hand's sort order (a key of HAND_SORTS)
    waiting_changed = Signal(bool)  # a finished trick waits for a click (auto-advance off)
    focus_moved = Signal(object)  # the card under the keyboard focus (None: no card)
    announced = Signal(str)  # news as the table shows it (a trick won, a declaration)

    def __init__(self, parent: QWidget | None = None, renderer: CardRenderer | None = None
                 ) -> None:
        super().__init__(parent)
        self.geo = table_geometry(SCENE_RECT.width(), SCENE_RECT.height())
        """Where things lie (see :meth:`fit_to_view`)."""
        self._view_size: tuple[float, float] = (SCENE_RECT.width(), SCENE_RECT.height())
        self.setSceneRect(self.geo.rect)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.renderer = renderer or CardRenderer()
        self._speed = 1.0
        self._picture = TablePicture()
        self._variant: Variant = CLASSIC
        self._variant_deck = 64
        self._hand_size = 8
        self._names = ("You", "Computer")
        self._faces: dict[int, CardItem] = {}
        self._backs: list[CardItem] = []
        self._leaving: set[CardItem] = set()
        self._floats: dict[FloatTextItem, QParallelAnimationGroup] = {}
        self._queue: deque[Callable[[], int]] = deque()
        self._draining = False
        self._busy = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pump)
        self._focus_card: int | None = None
        self._hinted_card: int | None = None
        self._playable: set[int] = set()
        self._marks_on = False
        self._to_act: int | None | bool = False  # False: as the observation says
        self._group_boxes: list[tuple[int, MeldGroup, QRectF]] = []
        self._hand_sort = DEFAULT_HAND_SORT
        self._arranged: list[int] = []  # the viewer's hand as shown, left to right
        self._manual = False  # the player has arranged the hand by dragging
        self._auto_advance = True
        self._waiting = False
        self._deal_index = -1
        self._my_guess: int | None = None
        self._packet_note = ""  # the dealer's packet, said until the batch of events ends
        self._cut_timer = QTimer(self)
        self._cut_timer.setSingleShot(True)
        self._cut_timer.timeout.connect(lambda: self.cut_item.clear())
        self.text_scale = 1.0
        """How much larger than usual the table's texts are (see :meth:`set_large_print`)."""
        self._build_static()

    # ------------------------------------------------------------------ static items
    def _build_static(self) -> None:
        self.stock_item = PileItem(self.renderer, "{count}")
        self.stock_item.setZValue(Z_STOCK)
        self.stock_item.setToolTip(tr("The stock: cards still to be drawn"))
        self.addItem(self.stock_item)
        self.pile_items: list[PileItem] = []
        for seat in (0, 1):
            pile = PileItem(self.renderer, "{tricks}")
            pile.setZValue(Z_PILE)
            pile.clicked.connect(lambda seat=seat: self.pile_clicked.emit(seat))
            self.addItem(pile)
            self.pile_items.append(pile)
        self.name_labels = [LabelItem(240, 34, 20, bold=True, fit=True) for _ in (0, 1)]
        self.claim_labels = [LabelItem(TABLE_LEFT - EDGE - 12, 168, 18,
                                       colour=GOLD_COLOUR) for _ in (0, 1)]
        for item in (*self.name_labels, *self.claim_labels):
            self.addItem(item)
        self.group_labels: list[LabelItem] = []
        self.group_frames: list[QGraphicsPathItem] = []
        self.prompt = LabelItem(400, 70, 25, bold=True,
                                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.message = LabelItem(400, 120, 20,
                                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.addItem(self.prompt)
        self.addItem(self.message)
        self.scoreboard = ScoreboardItem(COLUMN_WIDTH, 300)
        self.addItem(self.scoreboard)
        self.panel = DeclarationPanel(COLUMN_WIDTH, SCENE_RECT.height() - 340)
        self.panel.setZValue(Z_PANEL)
        self.panel.chosen.connect(self.actions_chosen)
        self.addItem(self.panel)
        guess_width = 720.0
        self.guess_bar = GuessBar(guess_width)
        self.guess_bar.setZValue(Z_PANEL)
        self.guess_bar.chosen.connect(self._on_guess_chosen)
        self.addItem(self.guess_bar)
        # below the scoreboard, where the declaration panel (drawn over it) rarely reaches at
        # the start of a game
        self.cut_item = CutItem(self.renderer, COLUMN_WIDTH)
        self.cut_item.setZValue(Z_PANEL - 1)
        self.addItem(self.cut_item)
        self._place_static()

    def _place_static(self) -> None:
        """Put the items that do not move with the game where :attr:`geo` says."""
        geo = self.geo
        self.stock_item.setPos(geo.stock_pos)
        middle = geo.rows["middle"]
        width = geo.main_right - geo.prompt_left
        self.prompt.set_size(width, 70)
        self.prompt.setPos(geo.prompt_left, middle - 86)
        # the messages may use the room down to the viewer's table row
        self.message.set_size(width, max(120.0, geo.rows["my_table"] - 120 - middle))
        self.message.setPos(geo.prompt_left, middle - 10)
        self.scoreboard.setPos(geo.column_left, 12)
        self.guess_bar.setPos((geo.main_left + geo.main_right - self.guess_bar.width) / 2,
                              250 * geo.height / BASE_HEIGHT)
        # below the scoreboard, where the declaration panel (drawn over it) rarely reaches at
        # the start of a game
        self.cut_item.setPos(geo.column_left, geo.height - 12 - CutItem.HEIGHT)
        self._place_panel()
        self._place_seat_items()

    def _place_seat_items(self) -> None:
        geo = self.geo
        me = self._picture.viewer
        opp = 1 - me
        self.pile_items[me].setPos(geo.pile_x, geo.rows["my_hand"])
        self.pile_items[opp].setPos(geo.pile_x, geo.rows["opp_hand"])
        self.name_labels[opp].setPos(geo.main_left, geo.rows["opp_table"] - 84)
        self.name_labels[me].setPos(geo.main_left, geo.rows["my_table"] - 84)
        self.claim_labels[opp].setPos(geo.main_left, geo.rows["opp_table"] - 48)
        self.claim_labels[me].setPos(geo.main_left, geo.rows["my_table"] - 48)

    def fit_to_view(self, width: float, height: float) -> bool:
        """Lay the table out for a view of ``width`` × ``height`` pixels (see
        :func:`table_geometry`); returns whether anything moved."""
        self._view_size = (width, height)
        geo = table_geometry(width, height, self._hand_size)
        if geo == self.geo:
            return False
        self.geo = geo
        self.setSceneRect(geo.rect)
        for view in self.views():
            view.resetCachedContent()  # the felt's gradient follows the table's shape
        self._place_static()
        self._relayout(0)
        return True

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        scene_rect = self.sceneRect()
        gradient = QRadialGradient(scene_rect.center(), scene_rect.width() * 0.7)
        gradient.setColorAt(0.0, FELT_COLOUR.lighter(112))
        gradient.setColorAt(1.0, FELT_EDGE_COLOUR)
        painter.fillRect(rect, gradient)

    # ------------------------------------------------------------------ public state
    @property
    def picture(self) -> TablePicture:
        return self._picture

    @property
    def viewer(self) -> int:
        return self._picture.viewer

    def card_items(self) -> list[CardItem]:
        """Every card item in the scene."""
        return [i for i in self.items() if isinstance(i, CardItem)]

    def item_for(self, card: int) -> CardItem | None:
        """The face-up item showing ``card``, if it is on the table."""
        return self._faces.get(card)

    def opponent_items(self) -> list[CardItem]:
        return list(self._backs)

    @property
    def busy(self) -> bool:
        """Whether animation steps are still running or queued."""
        return self._busy

    def set_speed(self, factor: float) -> None:
        """Animation speed: 1 normal, larger is slower, 0 shows every change at once."""
        self._speed = max(0.0, factor)
        if self._speed == 0:
            self.finish_animations()

    @property
    def speed(self) -> float:
        return self._speed

    def set_names(self, names: Sequence[str]) -> None:
        self._names = (names[0], names[1])

    # ------------------------------------------------------------------ the hand's order
    @property
    def hand_sort(self) -> str:
        """How the viewer's hand is sorted: a key of :data:`HAND_SORTS`."""
        return self._hand_sort

    def set_hand_sort(self, sort: str) -> None:
        """Sort the hand by ``sort`` (a key of :data:`HAND_SORTS`; anything else sorts by
        suit). An arrangement made by dragging gives way to the new order."""
        if sort not in HAND_SORTS:
            sort = DEFAULT_HAND_SORT
        changed = sort != self._hand_sort
        self._hand_sort = sort
        self._manual = False
        if sort != "none":
            self._arranged = []
        self._relayout(self._ms(MOVE_MS // 2))
        if changed:
            self.hand_sort_changed.emit(sort)

    def hand_in_order(self) -> list[int]:
        """The viewer's hand as shown, left to right.

        The order is the sort order, or the player's own arrangement once a card has been
        dragged within the hand; cards that arrive later (drawn, taken back from the table)
        go where the sort order puts them among the others (at the right when unsorted).
        """
        hand = self._picture.hand
        present = set(hand)
        key = hand_sort_key(self._hand_sort, self._picture.trump)
        if key is not None and not self._manual:
            self._arranged = sorted(hand, key=key)
            return list(self._arranged)
        kept = [c for c in self._arranged if c in present]
        placed = set(kept)
        for card in hand:
            if card in placed:
                continue
            placed.add(card)
            if key is None:
                kept.append(card)
                continue
            kept.insert(_insertion_index(kept, card, key), card)
        self._arranged = kept
        return list(kept)

    def _on_card_dropped(self, item: CardItem, pos: QPointF) -> None:
        """A card of the viewer's was dragged and let go at ``pos``: within the hand it moves
        there; onto the table above it is played (if the rules allow, as a click would)."""
        card = item.card
        pic = self._picture
        if card is None or item not in self._faces.values():
            self._relayout(self._ms(MOVE_MS // 2))
            return
        geo = self.geo
        if pos.y() >= geo.hand_drop_top:
            if card in pic.hand:
                order = [c for c in self.hand_in_order() if c != card]
                index = sum(1 for c in order if c in self._faces
                            and self._faces[c].target_pos.x() < pos.x())
                order.insert(index, card)
                self._arranged = order
                self._manual = True
                self._relayout(self._ms(MOVE_MS // 2))
                self.hand_arranged.emit(list(order))
                return
        elif pos.y() <= geo.play_drop_bottom and geo.main_left <= pos.x() <= geo.main_right and (
                card in pic.hand or card in pic.tables[pic.viewer]):
            self.card_clicked.emit(card)
        # back to its place, unless playing it has moved it on
        self._relayout(self._ms(MOVE_MS // 2))

    # ------------------------------------------------------------------ clearing tricks
    @property
    def auto_advance(self) -> bool:
        """Whether a finished trick is cleared by itself after a moment (else on a click)."""
        return self._auto_advance

    @property
    def large_print(self) -> bool:
        """Whether the table is drawn in large print."""
        return self.text_scale > 1.0

    def set_large_print(self, on: bool) -> None:
        """Large print (``on``): bigger card indices, labels and scores; the declaration
        panel moves down under the taller scoreboard."""
        self.renderer.set_large_index(on)
        scale = LARGE_PRINT_SCALE if on else 1.0
        if scale != self.text_scale:
            self.text_scale = scale
            for item in self.items():
                changed = getattr(item, "text_scale_changed", None)
                if callable(changed):
                    changed()
            self._place_panel()
            self._relayout(self._ms(MOVE_MS // 2))
        for item in self.items():
            item.update()

    def _place_panel(self) -> None:
        top = self.scoreboard.pos().y() + self.scoreboard.boundingRect().height() + 16
        self.panel.setPos(self.geo.column_left, top)
        self.panel.set_height(self.geo.height - top - 12)

    def set_four_colour(self, on: bool) -> None:
        """Draw clubs green and diamonds blue (``on``) or in the usual black and red."""
        self.renderer.set_four_colour(on)
        board = self.scoreboard.board
        suit = {SUIT_SYMBOLS[x]: x for x in SUITS}.get(board.trump_symbol)
        if suit is not None:
            board.trump_colour = _trump_colour(suit, self.renderer.four_colour)
            self.scoreboard.set_board(board)
        for item in self.items():
            item.update()

    def set_auto_advance(self, on: bool) -> None:
        """Clear finished tricks by themselves (True) or wait for a click or a key (False)."""
        self._auto_advance = bool(on)
        if self._auto_advance and self._waiting:
            self.advance()

    @property
    def waiting(self) -> bool:
        """Whether a finished trick waits for :meth:`advance` (a click on the table)."""
        return self._waiting

    def advance(self) -> None:
        """Go on after a finished trick that waits for the player."""
        if self._waiting:
            self._set_waiting(False)
            self._pump()

    def _set_waiting(self, waiting: bool) -> None:
        if waiting != self._waiting:
            self._waiting = waiting
            self.set_prompt(tr(WAITING_PROMPT) if waiting else "")
            self.waiting_changed.emit(waiting)

    def _hold_trick(self) -> int:
        if self._auto_advance:
            return self._ms(TRICK_HOLD_MS)
        return WAIT_FOR_CLICK

    # ------------------------------------------------------------------ dealer's packet, cut
    def show_guess(self, obs: Observation) -> None:
        """Offer the viewer the guess of the dealer's packet (six-pack), from ``obs.legal``."""
        sizes = sorted(a.number for a in obs.legal if a.kind == GUESS and a.number is not None)
        dealer = self._names[obs.dealer]
        self.guess_bar.set_sizes(
            for_player(dealer, tr("How many cards did you lift? A right guess scores 150; you "
                                  "score 250 for lifting exactly {count}."),
                       tr("How many cards did {name} lift? A right guess scores 150; {name} "
                          "scores 250 for lifting exactly {count}."),
                       count=2 * obs.variant.hand_size),
            sizes)
        if sizes:
            self.set_prompt(tr("Guess the size of the dealer's packet."))

    def _on_guess_chosen(self, actions: list[object]) -> None:
        action = actions[0] if actions else None
        self._my_guess = getattr(action, "number", None)
        self.guess_bar.clear()
        self.actions_chosen.emit(actions)

    def show_cut(self, cut: tuple[int, int] | None, dealer: int) -> str:
        """Show the cut for the first deal for a moment: ``cut`` holds seat 0's and seat 1's
        cards, ``dealer`` is the seat that deals. Returns the sentence said (empty without a
        cut)."""
        if cut is None:
            self.cut_item.clear()
            return ""
        me = self.viewer
        opp = 1 - me
        names = self._names
        mine, theirs = cut[me], cut[opp]
        sentence = " ".join((
            tr("Cut for the deal: {me} cut the {mine}, {opponent} the {theirs}.").format(
                me=display_name(names[me]), mine=pretty(mine),
                opponent=display_name(names[opp]), theirs=pretty(theirs)),
            for_player(names[dealer], tr("You deal first."), tr("{name} deals first."))))
        captions = (tr("{name}:").format(name=display_name(names[me])),
                    tr("{name}:").format(name=display_name(names[opp])))
        self.cut_item.show_cut(
            (mine, theirs), captions,
            for_player(names[dealer], tr("The higher card deals: you deal first."),
                       tr("The higher card deals: {name} deals first.")))
        self._cut_timer.start(CUT_SHOW_MS)
        return sentence

    def _ms(self, base: int) -> int:
        if self._draining or self._speed <= 0:
            return 0
        return max(1, round(base * self._speed))

    # ------------------------------------------------------------------ feeding
    def reset(self, obs: Observation) -> None:
        """Show ``obs`` as it is, at once (a new game, an undo): no animation."""
        self.finish_animations()
        self._queue.clear()
        self._set_variant(obs)
        if obs.deal_index != self._deal_index:
            self._arranged, self._manual = [], False
        self._deal_index = obs.deal_index
        self.cut_item.clear()
        self._hide_guess_unless_asked(obs)
        self._picture = TablePicture.of(obs)
        self._place_seat_items()
        self._reconcile(obs, 0)
        self._update_board(obs)
        self._emit_idle_soon()

    def show_events(self, events: Sequence[Event], obs: Observation) -> None:
        """Animate ``events`` (as the viewer sees them), then settle on ``obs``."""
        self._set_variant(obs)
        for step in self._steps_for(list(events), obs):
            self._queue.append(step)
        self._queue.append(lambda: self._settle(obs))
        if not self._busy:
            self._busy = True
            self._pump()

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once every step queued so far has run."""
        def step() -> int:
            callback()
            return 0
        self._queue.append(step)
        if not self._busy:
            self._busy = True
            self._pump()

    def finish_animations(self) -> None:
        """Run every queued step at once and end all running animations."""
        if self._draining:
            return
        self._draining = True
        try:
            self._timer.stop()
            self._set_waiting(False)
            for item in list(self._faces.values()) + self._backs + list(self._leaving):
                item.finish()
            for floater in list(self._floats):
                self._drop_float(floater)
            was_busy = self._busy
            self._busy = True
            while self._queue:
                self._queue.popleft()()
            for item in list(self._faces.values()) + self._backs + list(self._leaving):
                item.finish()
            self._busy = False
        finally:
            self._draining = False
        if was_busy:
            self.idle.emit()

    def _emit_idle_soon(self) -> None:
        if not self._busy:
            self.idle.emit()

    def _pump(self) -> None:
        while self._queue:
            step = self._queue.popleft()
            wait = step()
            if wait == WAIT_FOR_CLICK and not self._draining:
                self._set_waiting(True)
                return
            if wait > 0 and not self._draining:
                self._timer.start(wait)
                return
        self._busy = False
        self.idle.emit()

    def _set_variant(self, obs: Observation) -> None:
        self._variant = obs.variant
        self._variant_deck = obs.variant.deck_size
        if obs.variant.hand_size != self._hand_size:
            self._hand_size = obs.variant.hand_size
            self.fit_to_view(*self._view_size)  # a longer hand may want a wider table
        if obs.player != self._picture.viewer:
            self._picture.viewer = obs.player
            self._place_seat_items()

    # ------------------------------------------------------------------ events → steps
    def _steps_for(self, events: list[Event], obs: Observation) -> list[Callable[[], int]]:
        steps: list[Callable[[], int]] = []
        i = 0
        while i < len(events):
            e = events[i]
            if e.kind == ev.CARDS_DEALT:
                dealt = [e]
                while i + 1 < len(events) and events[i + 1].kind == ev.CARDS_DEALT:
                    i += 1
                    dealt.append(events[i])
                steps.extend(self._deal_steps(dealt))
            elif e.kind == ev.TRICK_WON:
                steps.append(self._hold_trick)
                steps.append(lambda e=e: self._step_trick_won(e))
            else:
                handler = self._HANDLERS.get(e.kind)
                if handler is not None:
                    steps.append(lambda e=e, handler=handler: handler(self, e, obs))
            i += 1
        return steps

    def _deal_steps(self, dealt: list[Event]) -> list[Callable[[], int]]:
        # Shown in packets of up to three, the players taking turns (a picture of the deal,
        # not a rule: the engine has dealt already).
        packets: list[list[tuple[int, int | None]]] = []
        per_player: list[list[list[tuple[int, int | None]]]] = []
        for e in dealt:
            p = e.player if e.player is not None else 0
            cards: list[int | None] = list(e.cards) if e.cards else [None] * self._hand_size
            per_player.append([[(p, c) for c in cards[k:k + 3]] for k in range(0, len(cards), 3)])
        for round_no in range(max((len(x) for x in per_player), default=0)):
            for chunks in per_player:
                if round_no < len(chunks):
                    packets.append(chunks[round_no])
        return [lambda packet=packet: self._step_deal_packet(packet) for packet in packets]

    def _step_deal_started(self, e: Event, obs: Observation) -> int:
        self._clear_cards()
        viewer = self._picture.viewer
        self._picture = TablePicture(viewer=viewer, stock=self._variant_deck, trump=obs.trump)
        self._arranged, self._manual = [], False
        self._deal_index = obs.deal_index
        self._my_guess = None
        self.cut_item.clear()
        self.panel.clear()
        self.show_message("")
        self._update_board(obs, partial=True)
        self._relayout(0)
        return 0

    def _step_deal_packet(self, packet: list[tuple[int, int | None]]) -> int:
        pic = self._picture
        for p, card in packet:
            item = self._new_card_at_stock()
            pic.stock = max(0, pic.stock - 1)
            if p == pic.viewer and card is not None:
                item.set_card(card)
                self._faces[card] = item
                pic.hand.append(card)
            else:
                self._backs.append(item)
                pic.opponent_count += 1
        self._relayout(self._ms(DEAL_MS))
        return self._ms(DEAL_GAP_MS)

    def _step_turn_up(self, e: Event, obs: Observation) -> int:
        if e.card is None:
            return 0
        item = self._new_card_at_stock()
        item.set_card(e.card)
        self._faces[e.card] = item
        self._picture.turnup = e.card
        self._picture.stock = max(0, self._picture.stock - 1)
        self._update_board(obs, partial=True)
        self._relayout(self._ms(MOVE_MS))
        return self._ms(MOVE_MS)

    def _take_from_opponent(self, card: int) -> CardItem:
        """The item for a card the opponent shows from its concealed hand."""
        pic = self._picture
        pic.opponent_count = max(0, pic.opponent_count - 1)
        if self._backs:
            item = self._backs.pop(len(self._backs) // 2)
        else:
            item = self._new_card_at_stock()
        item.set_card(card)
        self._faces[card] = item
        return item

    def _step_card_played(self, e: Event, obs: Observation) -> int:
        pic = self._picture
        p, card = e.player, e.card
        if p is None or card is None:
            return 0
        from_table = card in pic.tables[p]
        if p == pic.viewer:
            if card in pic.hand:
                pic.hand.remove(card)
            elif card in pic.tables[p]:
                pic.tables[p].remove(card)
        elif card in pic.tables[p]:
            pic.tables[p].remove(card)
        else:
            self._take_from_opponent(card)
        pic.trick.append((p, card))
        if card not in self._faces:  # not expected; the settling step checks the picture
            item = self._new_card_at_stock()
            item.set_card(card)
            self._faces[card] = item
        self._faces[card].set_legal(None)
        if p != pic.viewer:
            self.announced.emit(played_words(self._names[p], card, from_table,
                                             [c & 31 for c in pic.tables[p]]))
        self._relayout(self._ms(MOVE_MS))
        return self._ms(MOVE_MS + 60)

    def _step_trick_won(self, e: Event) -> int:
        pic = self._picture
        w = e.player if e.player is not None else 0
        pile = self.pile_items[w]
        cards = [c for _p, c in pic.trick]
        pic.trick = []
        pic.won[w] += len(cards)
        shown = " ".join(pretty(c) for c in cards)
        self.announced.emit(
            tr("You win the trick ({cards}).").format(cards=shown) if w == pic.viewer
            else tr("{name} wins the trick ({cards}).").format(name=self._names[w], cards=shown))
        duration = self._ms(MOVE_MS)
        for k, card in enumerate(cards):
            item = self._faces.pop(card, None)
            if item is None:
                continue
            self._leaving.add(item)
            item.animation_finished.connect(lambda item=item: self._discard(item))
            item.animate_to(pile.pos() + pile.top_offset(), Z_PILE + 1 + k, 0.0, False,
                            duration)
        if duration == 0:
            self._set_pile(w, pic.won[w])
        else:
            QTimer.singleShot(duration, pile, lambda: self._set_pile(w, self._picture.won[w]))
        self._relayout(duration)
        return duration

    def _step_meld_announced(self, e: Event, obs: Observation) -> int:
        pic = self._picture
        p, meld = e.player, e.meld
        if p is None or meld is None:
            return 0
        for card in meld.cards:
            if card in pic.tables[p]:
                continue
            if p == pic.viewer:
                if card in pic.hand:
                    pic.hand.remove(card)
            else:
                self._take_from_opponent(card)
            pic.tables[p].append(card)
        pic.pending[p].append(meld)
        if p != pic.viewer:
            self._say(for_player(self._names[p], tr("You declare {meld}."),
                                 tr("{name} declares {meld}."), meld=meld_text(meld, pic.trump)))
        self._relayout(self._ms(MOVE_MS + 80))
        return self._ms(MOVE_MS + 120)

    def _step_meld_scored(self, e: Event, obs: Observation) -> int:
        pic = self._picture
        p, meld = e.player, e.meld
        if p is None or meld is None:
            return 0
        if meld in pic.pending[p]:
            pic.pending[p].remove(meld)
        pic.scored[p].append(meld)
        if p != pic.viewer:
            self._say(for_player(self._names[p], tr("You score {points} for {meld}."),
                                 tr("{name} scores {points} for {meld}."), points=e.points,
                                 meld=meld_text(meld, pic.trump)))
        else:
            self.announced.emit(tr("You score {points} for {meld}.").format(
                points=e.points, meld=meld_text(meld, pic.trump)))
        self._relayout(self._ms(MOVE_MS))
        return 0

    def _step_claim_lapsed(self, e: Event, obs: Observation) -> int:
        pic = self._picture
        if e.player is not None and e.meld in pic.pending[e.player]:
            pic.pending[e.player].remove(e.meld)
            self._relayout(self._ms(MOVE_MS))
        return 0

    def _step_card_drawn(self, e: Event, obs: Observation) -> int:
        pic = self._picture
        p = e.player
        if p is None:
            return 0
        item = self._new_card_at_stock()
        pic.stock = max(0, pic.stock - 1)
        if p == pic.viewer and e.card is not None:
            item.set_card(e.card)
            self._faces[e.card] = item
            pic.hand.append(e.card)
        else:
            self._backs.append(item)
            pic.opponent_count += 1
        self._relayout(self._ms(MOVE_MS))
        return self._ms(MOVE_MS - 100)

    def _step_turn_up_taken(self, e: Event, obs: Observation) -> int:
        pic = self._picture
        p, card = e.player, e.card
        if p is None or card is None:
            return 0
        item = self._faces.pop(card, None)
        if item is None:
            item = self._new_card_at_stock()
        pic.turnup = None
        self._update_board(obs, partial=True)
        if p == pic.viewer:
            item.set_card(card)
            self._faces[card] = item
            pic.hand.append(card)
        else:
            self._backs.append(item)
            pic.opponent_count += 1
            self._say(for_player(self._names[p], tr("You take the turn-up {card}."),
                                 tr("{name} takes the turn-up {card}."), card=pretty(card)))
        self._relayout(self._ms(MOVE_MS))
        return self._ms(MOVE_MS)

    def _step_seven_exchanged(self, e: Event, obs: Observation) -> int:
        pic = self._picture
        p, seven = e.player, e.card
        if p is None or seven is None:
            return 0
        taken = pic.turnup
        old = self._faces.pop(taken, None) if taken is not None else None
        if p == pic.viewer:
            if seven in pic.hand:
                pic.hand.remove(seven)
            if taken is not None:
                pic.hand.append(taken)
                if old is not None:
                    self._faces[taken] = old
        else:
            self._take_from_opponent(seven)
            if old is not None:
                self._backs.append(old)
            pic.opponent_count += 1
            self._say(for_player(self._names[p], tr("You exchange the {card} for the turn-up."),
                                 tr("{name} exchanges the {card} for the turn-up."),
                                 card=pretty(seven)))
        pic.turnup = seven
        self._update_board(obs, partial=True)
        self._relayout(self._ms(MOVE_MS + 120))
        return self._ms(MOVE_MS + 160)

    def _step_seven_scored(self, e: Event, obs: Observation) -> int:
        if e.player is not None and e.card is not None:
            self._say(tr("You show the {card}.").format(card=pretty(e.card))
                      if e.player == self.viewer else
                      tr("{name} shows the {card}.").format(name=self._names[e.player],
                                                            card=pretty(e.card)))
        return 0

    def _step_carte_blanche(self, e: Event, obs: Observation) -> int:
        if e.player is not None:
            shown = " ".join(pretty(c) for c in e.cards)
            self._say(tr("You show carte blanche: {cards}.").format(cards=shown)
                      if e.player == self.viewer else
                      tr("{name} shows carte blanche: {cards}.").format(
                          name=self._names[e.player], cards=shown))
        return 0

    def _step_trump_fixed(self, e: Event, obs: Observation) -> int:
        if e.text in SUITS:
            self._picture.trump = SUITS.index(e.text)
            self._update_board(obs, partial=True)
        return 0

    def _step_points(self, e: Event, obs: Observation) -> int:
        p = e.player
        if p is None:
            return 0
        self._picture.deal_points[p] += e.points
        self._update_board(obs, partial=True)
        if e.points == 0 and "lifted" in e.text:
            # six-pack: what the dealer lifted (the engine scores nothing for it itself)
            self._packet_note = self._packet_sentence(p, e.text)
            self._say(self._packet_note)
        elif self._packet_note and e.meld is None:
            what = score_words(e.text)
            scored = (tr("You score {points}: {what}.").format(points=e.points, what=what)
                      if p == self.viewer else
                      tr("{name} scores {points}: {what}.").format(
                          name=self._names[p], points=e.points, what=what))
            self._packet_note += " " + scored
            self._say(self._packet_note)
        elif e.meld is None and e.text and (p != self.viewer
                                            or e.text.startswith(SEVEN_TURNED_UP)):
            # the opponent's points, and the dealer's for a seven turned up, which no action
            # of the viewer's has announced
            if p == self.viewer:
                self._say(tr("You score {points}: {what}.").format(points=e.points,
                                                                   what=score_words(e.text)))
            else:
                self._say(for_player(self._names[p], tr("You score {points}: {what}."),
                                     tr("{name} scores {points}: {what}."), points=e.points,
                                     what=score_words(e.text)))
        if e.points:
            # in the open felt right of the trick, towards the scoring player's side
            y = self.geo.rows["middle"] + (110.0 if p == self.viewer else -110.0)
            self._float(f"+{e.points}  {score_words(e.text)}", QPointF(self.geo.float_x, y))
        return 0

    def _step_phase_changed(self, e: Event, obs: Observation) -> int:
        pic = self._picture
        me = pic.viewer
        pic.hand.extend(pic.tables[me])
        pic.tables[me] = []
        opp = 1 - me
        for card in pic.tables[opp]:
            item = self._faces.pop(card, None)
            if item is not None:
                self._backs.append(item)
            pic.opponent_count += 1
        pic.tables[opp] = []
        pic.pending = [[], []]
        self._say(tr("The stock is empty: the last tricks. Follow suit and win the trick if "
                     "you can."))
        self._relayout(self._ms(MOVE_MS + 200))
        return self._ms(MOVE_MS + 240)

    def _packet_sentence(self, dealer: int, text: str) -> str:
        found = re.search(r"\d+", text)
        if found is None:
            return text[:1].upper() + text[1:] + "."
        size = int(found.group())
        if dealer == self.viewer:
            return tr("You lifted {count} cards.").format(count=size)
        if self._my_guess is not None:
            return tr("{name} lifted {count} cards; you guessed {guess}.").format(
                name=self._names[dealer], count=size, guess=self._my_guess)
        return tr("{name} lifted {count} cards.").format(name=self._names[dealer], count=size)

    _HANDLERS: dict[str, Callable[[TableScene, Event, Observation], int]] = {
        ev.DEAL_STARTED: _step_deal_started,
        ev.TURN_UP: _step_turn_up,
        ev.CARD_PLAYED: _step_card_played,
        ev.MELD_ANNOUNCED: _step_meld_announced,
        ev.MELD_SCORED: _step_meld_scored,
        ev.CLAIM_LAPSED: _step_claim_lapsed,
        ev.CARD_DRAWN: _step_card_drawn,
        ev.TURN_UP_TAKEN: _step_turn_up_taken,
        ev.SEVEN_EXCHANGED: _step_seven_exchanged,
        ev.SEVEN_SCORED: _step_seven_scored,
        ev.CARTE_BLANCHE: _step_carte_blanche,
        ev.TRUMP_FIXED: _step_trump_fixed,
        ev.POINTS: _step_points,
        ev.PHASE_CHANGED: _step_phase_changed,
    }

    def _settle(self, obs: Observation) -> int:
        expected = TablePicture.of(obs)
        if not self._picture.same_as(expected):
            _log.debug("the table's picture differed from the observation; corrected")
        self._picture = expected
        self._packet_note = ""
        self._hide_guess_unless_asked(obs)
        self._reconcile(obs, self._ms(MOVE_MS // 2))
        self._update_board(obs)
        return 0

    def _hide_guess_unless_asked(self, obs: Observation) -> None:
        if obs.step != "guess" or obs.to_act != obs.player:
            self.guess_bar.clear()

    # ------------------------------------------------------------------ items
    def _new_card_at_stock(self) -> CardItem:
        item = CardItem(self.renderer)
        item.setPos(self.geo.stock_pos + self.stock_item.top_offset())
        item.setZValue(Z_STOCK + 1)
        item.clicked.connect(self._on_card_clicked)
        item.dropped.connect(self._on_card_dropped)
        self.addItem(item)
        return item

    def _discard(self, item: CardItem) -> None:
        self._leaving.discard(item)
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def _clear_cards(self) -> None:
        for item in list(self._faces.values()) + self._backs + list(self._leaving):
            item.finish()
        for item in list(self._faces.values()) + self._backs + list(self._leaving):
            self._discard(item)
        self._faces = {}
        self._backs = []
        self._leaving = set()

    def _reconcile(self, obs: Observation, duration: int) -> None:
        """Make the items match the picture exactly (creating or removing what differs)."""
        pic = self._picture
        wanted: set[int] = set(pic.hand)
        for p in (0, 1):
            wanted.update(pic.tables[p])
        wanted.update(c for _p, c in pic.trick)
        if pic.turnup is not None:
            wanted.add(pic.turnup)
        for card, item in list(self._faces.items()):
            if card not in wanted:
                del self._faces[card]
                self._discard(item)
        for card in wanted:
            if card not in self._faces:
                item = self._new_card_at_stock()
                item.set_card(card)
                self._faces[card] = item
        while len(self._backs) > pic.opponent_count:
            self._discard(self._backs.pop())
        while len(self._backs) < pic.opponent_count:
            self._backs.append(self._new_card_at_stock())
        for seat in (0, 1):
            self._set_pile(seat, pic.won[seat])
        self._relayout(duration)

    def _set_pile(self, seat: int, cards: int) -> None:
        pile = self.pile_items[seat]
        pile.set_count(cards)
        pile.setToolTip(
            tr("You have won {count} tricks. Click to see the last trick.").format(
                count=cards // 2) if seat == self.viewer else
            tr("{name} has won {count} tricks. Click to see the last trick.").format(
                name=self._names[seat], count=cards // 2))

    # ------------------------------------------------------------------ layout
    def _row_positions(self, count: int, y: float, left: float, right: float,
                       spacing: float) -> list[QPointF]:
        if count == 0:
            return []
        room = right - left - CARD_WIDTH
        step = spacing if count == 1 else min(spacing, room / (count - 1))
        width = step * (count - 1)
        x0 = (left + right) / 2 - width / 2
        return [QPointF(x0 + i * step, y) for i in range(count)]

    def _table_layout(self, seat: int, y: float) -> tuple[dict[int, QPointF], list[tuple[
            MeldGroup, QRectF]]]:
        pic = self._picture
        groups = meld_groups(pic.tables[seat], pic.scored[seat], pic.pending[seat])
        cards = sum(len(gr.cards) for gr in groups)
        # a card's distance from the one before it in its group, and a group's first card's
        # from the last card of the group before
        step, gap = 52.0, 34.0

        def width(s: float, g: float) -> float:
            return CARD_WIDTH + s * (cards - len(groups)) + (CARD_WIDTH + g) * max(
                0, len(groups) - 1)

        room = self.geo.main_right - self.geo.table_left
        if groups and width(step, gap) > room:
            scale = room / width(step, gap)
            step, gap = max(22.0, step * scale), max(8.0, gap * scale)
        between = CARD_WIDTH + gap
        if groups and width(step, gap) > room:
            # Still too wide (the many melds of the multi-pack games): groups overlap too,
            # keeping their distance in proportion to the cards' so that they stay apart.
            ratio = between / step
            step = (room - CARD_WIDTH) / ((cards - len(groups)) + ratio * (len(groups) - 1))
            between = ratio * step
        x = self.geo.table_left + CARD_WIDTH / 2
        out: dict[int, QPointF] = {}
        boxes: list[tuple[MeldGroup, QRectF]] = []
        for gr in groups:
            start = x
            for i, card in enumerate(gr.cards):
                if i:
                    x += step
                out[card] = QPointF(x, y)
            boxes.append((gr, QRectF(start - CARD_WIDTH / 2, y - CARD_HEIGHT / 2,
                                     x - start + CARD_WIDTH, CARD_HEIGHT)))
            x += between
        return out, boxes

    def _targets(self) -> dict[CardItem, Target]:
        pic = self._picture
        geo = self.geo
        me = pic.viewer
        opp = 1 - me
        targets: dict[CardItem, Target] = {}
        hand = self.hand_in_order()
        for i, (card, pos) in enumerate(zip(hand, self._row_positions(
                len(hand), geo.rows["my_hand"], geo.main_left, geo.hand_right, HAND_STEP),
                strict=True)):
            item = self._faces.get(card)
            if item is not None:
                lift = -18.0 if card == self._focus_card else 0.0
                targets[item] = Target(pos + QPointF(0, lift), Z_HAND + i)
        for i, (item, pos) in enumerate(zip(self._backs, self._row_positions(
                len(self._backs), geo.rows["opp_hand"], geo.main_left, geo.hand_right,
                OPPONENT_STEP),
                strict=True)):
            targets[item] = Target(pos, Z_HAND + i, 0.0, False)
        self._group_boxes = []
        for seat, row in ((me, "my_table"), (opp, "opp_table")):
            places, boxes = self._table_layout(seat, geo.rows[row])
            for i, card in enumerate(sorted(places, key=lambda c: places[c].x())):
                item = self._faces.get(card)
                if item is not None:
                    targets[item] = Target(places[card], Z_TABLE + i)
            self._group_boxes.extend((seat, gr, box) for gr, box in boxes)
        for i, (p, card) in enumerate(pic.trick):
            item = self._faces.get(card)
            if item is None:
                continue
            dx = -46.0 if i == 0 else 46.0
            dy = (-1 if p == opp else 1) * 16.0
            targets[item] = Target(geo.trick_pos + QPointF(dx, dy), Z_TRICK + i, -5.0 if i == 0
                                   else 6.0)
        if pic.turnup is not None and pic.turnup in self._faces:
            targets[self._faces[pic.turnup]] = Target(geo.turnup_pos, Z_TURNUP)
        return targets

    def _relayout(self, duration: int) -> None:
        mine = set(self._picture.hand) | set(self._picture.tables[self._picture.viewer])
        for card, item in self._faces.items():
            item.draggable = card in mine
        for item, target in self._targets().items():
            if item.dragging:
                continue
            if (item.target_pos == target.pos and item.target_z == target.z
                    and item.target_rotation == target.rotation
                    and item.face_up == target.face_up and (
                        item.is_animating() or item.pos() == target.pos)):
                continue
            item.animate_to(target.pos, target.z, target.rotation, target.face_up, duration)
        self.stock_item.set_count(self._picture.stock)
        self.stock_item.setVisible(self._picture.stock > 0)
        self._update_labels()
        self._refresh_marks()

    def _update_labels(self) -> None:
        pic = self._picture
        me = pic.viewer
        for label in self.group_labels:
            self.removeItem(label)
        for frame in self.group_frames:
            self.removeItem(frame)
        self.group_labels, self.group_frames = [], []
        for seat, group, box, text, line, x, width in self._label_places():
            above = seat == me
            label = LabelItem(width, 26, 17, bold=group.pending,
                              colour=GOLD_COLOUR if group.pending else TEXT_COLOUR, fit=True)
            out = line * 26 * self.text_scale  # a second line lies further from the cards
            label.setPos(x, box.top() - 30 * self.text_scale - out if above
                         else box.bottom() + 6 + out)
            label.set_text(text)
            label.setZValue(Z_TABLE - 1)
            self.addItem(label)
            self.group_labels.append(label)
            if group.pending:
                path = QPainterPath()
                path.addRoundedRect(box.adjusted(-6, -6, 6, 6), 10, 10)
                frame = QGraphicsPathItem(path)
                frame.setPen(QPen(GOLD_COLOUR, 3, Qt.PenStyle.DashLine))
                frame.setZValue(Z_TABLE - 2)
                self.addItem(frame)
                self.group_frames.append(frame)
        for seat in (0, 1):
            self.claim_labels[seat].set_text(self._claims_text(pic.pending[seat], pic.trump))

    def _claims_text(self, claims: Sequence[Meld], trump: int | None) -> str:
        """The list of a player's claims "to score" beside the table row: as many as the
        box holds (a claim too long for a line takes two), then how many more there are.
        Claims that read the same (other copies of the same cards, in the multi-pack games)
        are one line with their number."""
        if not claims:
            return ""
        label = self.claim_labels[0]
        metrics = QFontMetricsF(label.font())
        room = label.boundingRect().width()
        lines_free = int(label.boundingRect().height() // metrics.lineSpacing()) - 1
        alike: dict[str, int] = {}
        for m in claims:
            line = (f"{score_words(m.name(trump))} {m.pretty()} "
                    f"({meld_value(self._variant, m, trump)})")
            alike[line] = alike.get(line, 0) + 1
        shown: list[str] = []
        counted = 0
        for i, (line, count) in enumerate(alike.items()):
            if count > 1:
                line = tr("{claim} × {count}").format(claim=line, count=count)
            need = 1 if metrics.horizontalAdvance(line) <= room else 2
            rest = len(alike) - i - 1
            if need > lines_free or (rest and need == lines_free):
                break  # keep a line for "and N more"
            shown.append(line)
            counted += count
            lines_free -= need
        more = len(claims) - counted
        if more:
            shown.append(tr("and {count} more").format(count=more))
        return "\n".join([tr("To score:"), *shown])

    def _label_places(self) -> list[tuple[int, MeldGroup, QRectF, str, int, float, float]]:
        """Per labelled group of the table rows: its seat, group, box, text, line (0 next to
        the cards, 1 beyond), and where its label starts and how wide it is.

        A label starts at its cards and may run on as far as the next label of its line (a
        lone card's "… and 40 to score" is wider than the card), or the end of the table; a
        longer text shrinks a little. A row whose labels would not fit side by side even drawn
        smaller (many melds, in the multi-pack games) puts every other one on the second line,
        which doubles their room. The last label of a line may start left of its cards, so
        as not to run off the table."""
        pic = self._picture
        # per seat: group, box, text, and for a claim to score its points
        rows: dict[int, list[tuple[MeldGroup, QRectF, str, int | None]]] = {}
        for seat, group, box in self._group_boxes:
            if group.meld is None:
                continue
            points: int | None = None
            if group.pending:
                points = meld_value(self._variant, group.meld, pic.trump)
                text = tr("… and {points} to score").format(points=points)
            else:
                text = group_label(group, pic.trump)
            rows.setdefault(seat, []).append((group, box, text, points))
        space = 16.0  # between two labels of a line
        main_right = self.geo.main_right
        full, smallest = 17 * self.text_scale, 17 * 0.8 * self.text_scale
        out: list[tuple[int, MeldGroup, QRectF, str, int, float, float]] = []
        for seat, row in rows.items():
            row.sort(key=lambda entry: entry[1].left())

            def room(i: int, lines: int,
                     row: list[tuple[MeldGroup, QRectF, str, int | None]] = row) -> float:
                box = row[i][1]
                right = (row[i + lines][1].left() - space if i + lines < len(row)
                         else main_right)
                return right - box.left()

            crowded = any(_text_width(text, smallest, group.pending) + 4 > room(i, 1)
                          for i, (group, _box, text, _points) in enumerate(row))
            lines = 2 if crowded else 1
            ends = [self.geo.table_left - space] * lines  # where each line's last label ends
            for i, (group, box, text, points) in enumerate(row):
                line = i % lines
                wanted = _text_width(text, full, group.pending) + 4
                width = max(1.0, min(room(i, lines), max(box.width() + 30, 120, wanted)))
                x = box.left()
                if i + lines >= len(row) and x + wanted > main_right:
                    # the last of its line: it may move left, up to the label before it
                    x = max(ends[line] + space, main_right - wanted)
                    width = main_right - x
                ends[line] = x + min(width, wanted)
                out.append((seat, group, box, _fitted_label(text, points, width, smallest),
                            line, x, width))
        return out

    # ------------------------------------------------------------------ scores
    def _update_board(self, obs: Observation, partial: bool = False) -> None:
        pic = self._picture
        variant = obs.variant
        me = pic.viewer
        names = (self._names[0], self._names[1])
        trump = pic.trump if partial else obs.trump
        board = Scoreboard()
        board.heading = tr("{variant} · deal {deal}").format(variant=variant_name(variant),
                                                            deal=obs.deal_index + 1)
        if trump is None:
            board.trump_symbol = "?"
            board.trump_text = tr("Trumps not yet fixed")
        else:
            suit = SUITS[trump]
            board.trump_symbol = SUIT_SYMBOLS[suit]
            board.trump_text = {"S": tr("Trumps: spades"), "H": tr("Trumps: hearts"),
                                "D": tr("Trumps: diamonds"), "C": tr("Trumps: clubs")}[suit]
            board.trump_red = suit in "HD"
            board.trump_colour = _trump_colour(suit, self.renderer.four_colour)
        turnup = pic.turnup if partial else obs.turnup
        if turnup is not None:
            board.turnup_text = tr("Turn-up: {card}").format(card=pretty(turnup))
        order = (me, 1 - me)
        board.names = (display_name(names[order[0]]), display_name(names[order[1]]))
        deal_points = pic.deal_points if partial else list(obs.deal_points)
        lines = []
        if not variant.single_deal:
            game = [obs.game_points[0], obs.game_points[1]]
            if partial and not variant.rubicon_scoring:
                game = [obs.game_points[p] - obs.deal_points[p] + deal_points[p] for p in (0, 1)]
            lines.append(ScoreLine(tr("Game"), (str(game[order[0]]), str(game[order[1]]))))
        lines.append(ScoreLine(tr("This deal"), (str(deal_points[order[0]]),
                                                str(deal_points[order[1]]))))
        lines.append(ScoreLine(tr("Brisques"), (str(obs.brisques[order[0]]),
                                               str(obs.brisques[order[1]]))))
        board.lines = lines
        if variant.single_deal:
            board.footer = tr("One deal is the game; under {threshold} is a rubicon.").format(
                threshold=variant.rubicon_threshold)
        elif variant.game_target:
            board.footer = tr("Game to {target}.").format(target=variant.game_target)
        to_act = self._to_act if self._to_act is not False else obs.to_act
        if to_act is not None:
            board.to_act = 0 if to_act == me else 1
        self.scoreboard.set_board(board)
        for seat in (0, 1):
            name = display_name(names[seat])
            if seat == obs.dealer:
                name = tr("{name} · dealer").format(name=name)
            self.name_labels[seat].set_text(name, MUTED_COLOUR)

    # ------------------------------------------------------------------ messages
    def set_to_act(self, seat: int | None) -> None:
        """Whose turn the scoreboard marks (the game's, which may be ahead of the pictures)."""
        self._to_act = seat
        board = self.scoreboard.board
        board.to_act = None if seat is None else (0 if seat == self.viewer else 1)
        self.scoreboard.set_board(board)

    def set_prompt(self, text: str) -> None:
        self.prompt.set_text(text)

    def show_message(self, text: str, colour: QColor | None = None) -> None:
        """A sentence under the prompt (why a card cannot be played, a hint, news)."""
        self.message.set_text(text, TEXT_COLOUR if colour is None else colour)

    def _say(self, text: str) -> None:
        self.show_message(text)
        self.announced.emit(text)

    def _float(self, text: str, pos: QPointF) -> None:
        if self._ms(FLOAT_MS) == 0:
            return
        floater = FloatTextItem(text, scale=self.text_scale)
        floater.setPos(pos)
        floater.setZValue(Z_FLOAT)
        self.addItem(floater)
        group = QParallelAnimationGroup(floater)
        rise = QPropertyAnimation(floater, b"pos", group)
        rise.setDuration(self._ms(FLOAT_MS))
        rise.setStartValue(pos)
        rise.setEndValue(pos + QPointF(0, -60))
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = QPropertyAnimation(floater, b"opacity", group)
        fade.setDuration(self._ms(FLOAT_MS))
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        group.addAnimation(rise)
        group.addAnimation(fade)
        group.finished.connect(lambda floater=floater: self._drop_float(floater))
        self._floats[floater] = group
        group.start()

    def _drop_float(self, floater: FloatTextItem) -> None:
        group = self._floats.pop(floater, None)
        if group is not None:
            group.stop()
        if floater.scene() is self:
            self.removeItem(floater)
        floater.deleteLater()

    # ------------------------------------------------------------------ interaction marks
    def set_playable(self, cards: Iterable[int] | None) -> None:
        """Highlight the viewer's cards in ``cards`` and dim the others (None: no marks)."""
        self._playable = set(cards) if cards is not None else set()
        self._marks_on = cards is not None
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        marks_on = self._marks_on
        pic = self._picture
        mine = set(pic.hand) | set(pic.tables[pic.viewer])
        for card, item in self._faces.items():
            if card in mine and marks_on:
                item.set_legal(card in self._playable)
            else:
                item.set_legal(None)
            item.set_focused(card == self._focus_card)
            item.set_hinted(card == self._hinted_card)

    def my_cards_in_order(self) -> list[int]:
        """The viewer's cards left to right: the table area, then the hand."""
        pic = self._picture
        places, _boxes = self._table_layout(pic.viewer, self.geo.rows["my_table"])
        table = sorted(places, key=lambda c: places[c].x())
        return table + self.hand_in_order()

    @property
    def focus_card(self) -> int | None:
        return self._focus_card

    def set_focus_card(self, card: int | None) -> None:
        if card != self._focus_card:
            self._focus_card = card
            self._relayout(self._ms(120))
            self.focus_moved.emit(card)

    @property
    def playable_marks(self) -> set[int] | None:
        """The viewer's cards marked as playable (None: no marks shown now)."""
        return set(self._playable) if self._marks_on else None

    def set_hinted_card(self, card: int | None) -> None:
        self._hinted_card = card
        self._refresh_marks()

    def _on_card_clicked(self, item: CardItem) -> None:
        if item.card is not None and item.face_up and item in self._faces.values():
            pic = self._picture
            if item.card in pic.hand or item.card in pic.tables[pic.viewer]:
                self.card_clicked.emit(item.card)
                return
        if item in self._backs or (item.card is not None
                                   and item.card in self._picture.tables[1 - self.viewer]):
            self.opponent_clicked.emit()


# ---------------------------------------------------------------------------- the view
