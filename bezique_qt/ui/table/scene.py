"""The card table: a scene that shows one player's observation and animates what happens.

:class:`TableScene` keeps a picture of the table built only from what the viewer may see — the
viewer's :class:`~bezique_qt.engine.Observation` and the events as
:meth:`~bezique_qt.engine.Event.for_player` passes them. The engine has always moved first: the
scene turns each event into a short step of animation, queued one after another, and ends every
batch by checking its picture against the observation (and correcting it if they differ).

:class:`TableScene` holds its parts, an object and a module each, each saying in a small
protocol what it needs of the scene: the steps each event becomes (:mod:`.animation`), its
words (labels, scoreboard, prompt, messages: :mod:`.board`) and where each card lies
(:mod:`.placing`); here are its items, animation queue, input and public state. What it shows is a
:class:`~.picture.TablePicture`; the table's geometry is in :mod:`.layout`, the hand's orders in
:mod:`.hand`; :class:`~.view.TableView` shows the scene scaled to the window with its aspect
kept and passes it the mouse and keyboard.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QWidget

from bezique_qt.engine import Event, Observation, Step, Variant
from bezique_qt.engine.actions import GUESS
from bezique_qt.engine.cards import SUIT_SYMBOLS, SUITS
from bezique_qt.engine.variants import CLASSIC
from bezique_qt.ui.table.animation import (
    CUT_SHOW_MS,
    MOVE_MS,
    TRICK_HOLD_MS,
    WAIT_FOR_CLICK,
    WAITING_PROMPT,
    EventSteps,
)
from bezique_qt.ui.table.board import TableBoard, _trump_colour
from bezique_qt.ui.table.card_art import CardRenderer
from bezique_qt.ui.table.cards import LARGE_PRINT_SCALE, CardItem, PileItem
from bezique_qt.ui.table.cut_items import CutItem, SeatCutItem
from bezique_qt.ui.table.hand import (
    DEFAULT_HAND_SORT,
    HAND_SORTS,
    _insertion_index,
    hand_sort_key,
)
from bezique_qt.ui.table.items import GOLD_COLOUR, LabelItem
from bezique_qt.ui.table.layout import (
    BASE_HEIGHT,
    COLUMN_WIDTH,
    EDGE,
    FELT_COLOUR,
    FELT_EDGE_COLOUR,
    SCENE_RECT,
    TABLE_LEFT,
    Z_PANEL,
    Z_PILE,
    Z_STOCK,
    Z_TABLE,
    table_geometry,
)
from bezique_qt.ui.table.meld_light import MeldLight
from bezique_qt.ui.table.panel import DeclarationPanel, GuessBar
from bezique_qt.ui.table.picture import MeldGroup, TablePicture
from bezique_qt.ui.table.placing import CardPlaces
from bezique_qt.ui.table.scoreboard import ScoreboardItem
from bezique_qt.ui.table.seats import (
    SeatPlace,
    seat_places,
)
from bezique_qt.ui.table.trickmarks import TrickMarks
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption
from bezique_qt.words.i18n import display_name, for_player, tr, tr_plural

_log = logging.getLogger(__name__)


# ---------------------------------------------------------------------------- the scene
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
    # news as the table shows it (a trick won, a declaration): a str, or a Caption whose cards
    # are spoken by name
    announced = Signal(object)

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
        self._names: tuple[str, ...] = ("You", "Computer")
        self._players = 2
        self._faces: dict[int, CardItem] = {}
        self._backs_of: dict[int, list[CardItem]] = {0: [], 1: []}
        """The face-down cards of each seat's hand (the viewer's list stays empty)."""
        self._seats: dict[int, SeatPlace] = {}
        """Where each seat lies at a table of three or four (empty with two)."""
        self.trick_marks = TrickMarks()  # at three or four: who led, who wins the trick
        self._leaving: set[CardItem] = set()
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
        self._hand_sort = DEFAULT_HAND_SORT
        self._arranged: list[int] = []  # the viewer's hand as shown, left to right
        self._manual = False  # the player has arranged the hand by dragging
        self._auto_advance = True
        self._waiting = False
        self._deal_index = -1
        self._my_guess: int | None = None
        self._cut_timer = QTimer(self)
        self._cut_timer.setSingleShot(True)
        self._cut_timer.timeout.connect(self.clear_cut)
        self.text_scale = 1.0
        """How much larger than usual the table's texts are (see :meth:`set_large_print`)."""
        self.steps = EventSteps(self, self._ms)
        """Turns the engine's events into steps of animation."""
        self.places = CardPlaces(self)
        """Where each card lies."""
        self._build_static()

    # ------------------------------------------------------------------ static items
    def _build_static(self) -> None:
        self.stock_item = PileItem(self.renderer, "{count}")
        self.stock_item.setZValue(Z_STOCK)
        self.stock_item.setToolTip(tr("The stock: cards still to be drawn"))
        self.addItem(self.stock_item)
        self.pile_items: list[PileItem] = []
        self.name_labels: list[LabelItem] = []
        self.claim_labels: list[LabelItem] = []
        # at a table of three or four: each seat's cut card by its seat
        self.seat_cut_items: list[SeatCutItem] = []
        self._add_seat_items(2)
        self.prompt = LabelItem(400, 70, 25, bold=True, shrink=True,
                                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.message = LabelItem(400, 120, 20,
                                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.addItem(self.prompt)
        self.addItem(self.message)
        self.scoreboard = ScoreboardItem(COLUMN_WIDTH, 300)
        self.addItem(self.scoreboard)
        self.board = TableBoard(self, scoreboard=self.scoreboard, prompt=self.prompt,
                                message=self.message, name_labels=self.name_labels,
                                claim_labels=self.claim_labels, resized=self._place_panel,
                                duration=self._ms)
        """The table's words: meld labels, claims, scoreboard, prompt and messages."""
        self.panel = DeclarationPanel(COLUMN_WIDTH, SCENE_RECT.height() - 340)
        self.panel.setZValue(Z_PANEL)
        self.panel.chosen.connect(self.actions_chosen)
        self.addItem(self.panel)
        self.meld_light = MeldLight(self)  # which copy belongs to which meld, on pointing
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

    def _add_seat_items(self, players: int) -> None:
        """Give every seat up to ``players`` its won-trick pile, name and claims list."""
        for seat in range(len(self.pile_items), players):
            pile = PileItem(self.renderer, "{tricks}")
            pile.setZValue(Z_PILE)
            pile.clicked.connect(lambda seat=seat: self.pile_clicked.emit(seat))
            self.addItem(pile)
            self.pile_items.append(pile)
            name = LabelItem(240, 34, 20, bold=True, elide=True)
            claims = LabelItem(TABLE_LEFT - EDGE - 12, 168, 18, colour=GOLD_COLOUR)
            self.name_labels.append(name)
            self.claim_labels.append(claims)
            self.addItem(name)
            self.addItem(claims)
            self._backs_of.setdefault(seat, [])
            cut = SeatCutItem(self.renderer)
            cut.setZValue(Z_TABLE - 1)  # under any card laid on the table
            self.addItem(cut)
            self.seat_cut_items.append(cut)

    def _place_static(self) -> None:
        """Put the items that do not move with the game where :attr:`geo` says."""
        geo = self.geo
        self.stock_item.setPos(geo.stock_pos)
        width = geo.main_right - geo.prompt_left
        self.prompt.set_size(width, 70)
        self.prompt.setPos(geo.prompt_left, geo.prompt_top)
        self.message.set_size(width, geo.message_height)  # (two: down to the viewer's row)
        self.message.setPos(geo.prompt_left, geo.prompt_top + 76)
        self.scoreboard.setPos(geo.column_left, 12)
        self.guess_bar.setPos((geo.main_left + geo.main_right - self.guess_bar.width) / 2,
                              250 * geo.height / BASE_HEIGHT)
        # below the scoreboard, where the declaration panel (drawn over it) rarely reaches at
        # the start of a game
        self.cut_item.setPos(geo.column_left, geo.height - 12 - CutItem.HEIGHT)
        self._place_panel()
        self._place_seat_items()

    def _place_seat_items(self) -> None:
        if self._players != 2:
            self._place_multi_seat_items()
            return
        self._seats = {}
        geo = self.geo
        me = self._picture.viewer
        opp = 1 - me
        self.pile_items[me].setPos(geo.pile_x, geo.rows["my_hand"])
        self.pile_items[opp].setPos(geo.pile_x, geo.rows["opp_hand"])
        self.name_labels[opp].setPos(geo.main_left, geo.rows["opp_table"] - 84)
        self.name_labels[me].setPos(geo.main_left, geo.rows["my_table"] - 84)
        self.claim_labels[opp].setPos(geo.main_left, geo.rows["opp_table"] - 48)
        self.claim_labels[me].setPos(geo.main_left, geo.rows["my_table"] - 48)

    def _place_multi_seat_items(self) -> None:
        """The piles, names and claims lists at a table of three or four (see :mod:`.seats`).
        The others' claims to score are shown framed in their columns, not listed."""
        me = self._picture.viewer
        self._seats = seat_places(self.geo, self._players, me)
        for seat, place in self._seats.items():
            self._place_seat_cut(seat, place)
            self.pile_items[seat].setPos(place.pile)
            self.name_labels[seat].set_size(place.name_width if seat != me else 240.0, 34)
            self.name_labels[seat].setPos(place.name)
            self.claim_labels[seat].setVisible(seat == me)
            if seat == me:
                self.claim_labels[seat].setPos(self.geo.main_left, place.table_y - 48)
        for seat, extra in enumerate(zip(self.pile_items, self.name_labels,
                                         self.claim_labels, strict=True)):
            for item in extra:
                if seat >= self._players:
                    item.setVisible(False)
                elif item is not self.claim_labels[seat]:
                    item.setVisible(True)

    def _place_seat_cut(self, seat: int, place: SeatPlace) -> None:
        """A seat's cut card lies where its table cards will: over the viewer's table row,
        under the others' hands."""
        item = self.seat_cut_items[seat]
        left = place.table_left if place.side == "bottom" else place.left
        item.setPos(left, place.table_y - SeatCutItem.HEIGHT / 2)
        if item.card is not None:
            item.show_card(item.card, item.deals, place.right - left)

    def _show_two_seats(self) -> None:
        """Back to a table of two: the items of seats 2 and 3 are hidden."""
        for seat in range(len(self.pile_items)):
            shown = seat < 2
            self.pile_items[seat].setVisible(shown)
            self.name_labels[seat].setVisible(shown)
            self.claim_labels[seat].setVisible(shown)
            if shown:
                self.name_labels[seat].set_size(240.0, 34)

    def fit_to_view(self, width: float, height: float) -> bool:
        """Lay the table out for a view of ``width`` × ``height`` pixels (see
        :func:`table_geometry`); returns whether anything moved."""
        self._view_size = (width, height)
        geo = table_geometry(width, height, self._hand_size, self._players,
                             self.text_scale > 1.0)
        if geo == self.geo:
            return False
        self.geo = geo
        self.setSceneRect(geo.rect)
        for view in self.views():
            view.resetCachedContent()  # the felt's gradient follows the table's shape
        self._place_static()
        self.relayout(0)
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

    @property
    def variant(self) -> Variant:
        return self._variant

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, seat by seat (see :meth:`set_names`)."""
        return self._names

    @property
    def faces(self) -> dict[int, CardItem]:
        """The face-up item of each card shown."""
        return self._faces

    @property
    def backs_of(self) -> dict[int, list[CardItem]]:
        """The face-down cards of each seat's hand (the viewer's list stays empty)."""
        return self._backs_of

    @property
    def leaving(self) -> set[CardItem]:
        """The cards on their way to a won pile, to go once there."""
        return self._leaving

    @property
    def my_guess(self) -> int | None:
        """The viewer's guess of the dealer's packet in this deal (six-pack)."""
        return self._my_guess

    @property
    def group_boxes(self) -> list[tuple[int, MeldGroup, QRectF]]:
        """The groups of cards on the table rows: each with its seat and the box its cards
        fill."""
        return self.places.group_boxes

    # the table's words (see :class:`.board.TableBoard`)
    @property
    def group_labels(self) -> list[LabelItem]:
        """The labels of the melds on the table rows."""
        return self.board.group_labels

    @property
    def group_frames(self) -> list[QGraphicsPathItem]:
        """The dashed frames round the claims to score."""
        return self.board.group_frames

    def meld_labels(self) -> list[tuple[int, MeldGroup, LabelItem]]:
        """The labels of the melds on the table: each with its seat and its group of cards."""
        return self.board.meld_labels()

    def set_to_act(self, seat: int | None) -> None:
        """Whose turn the scoreboard marks (the game's, which may be ahead of the pictures)."""
        self.board.set_to_act(seat)

    def set_prompt(self, text: str) -> None:
        """The line saying what the player may do now."""
        self.board.set_prompt(text)

    def show_message(self, text: str, colour: QColor | None = None) -> None:
        """A sentence under the prompt (why a card cannot be played, a hint, news)."""
        self.board.show_message(text, colour)

    def card_items(self) -> list[CardItem]:
        """Every card item in the scene."""
        return [i for i in self.items() if isinstance(i, CardItem)]

    def item_for(self, card: int) -> CardItem | None:
        """The face-up item showing ``card``, if it is on the table."""
        return self._faces.get(card)

    @property
    def _backs(self) -> list[CardItem]:
        """Every face-down card of the others' hands."""
        return [item for seat in sorted(self._backs_of) for item in self._backs_of[seat]]

    def opponent_items(self) -> list[CardItem]:
        return list(self._backs)

    def back_items(self, seat: int) -> list[CardItem]:
        """The face-down cards of ``seat``'s hand."""
        return list(self._backs_of.get(seat, []))

    @property
    def seats(self) -> dict[int, SeatPlace]:
        """Where each seat lies at a table of three or four (empty at a table of two)."""
        return self._seats

    def seat_place(self, seat: int) -> SeatPlace | None:
        """Where ``seat`` lies at a table of three or four (None at a table of two)."""
        return self._seats.get(seat)

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
        self._names = tuple(names)

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
        self.relayout(self._ms(MOVE_MS // 2))
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
            self.relayout(self._ms(MOVE_MS // 2))
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
                self.relayout(self._ms(MOVE_MS // 2))
                self.hand_arranged.emit(list(order))
                return
        elif pos.y() <= geo.play_drop_bottom and geo.main_left <= pos.x() <= geo.main_right and (
                card in pic.hand or card in pic.tables[pic.viewer]):
            self.card_clicked.emit(card)
        # back to its place, unless playing it has moved it on
        self.relayout(self._ms(MOVE_MS // 2))

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
            if self._players != 2:  # a table of three or four makes room for the labels
                self.fit_to_view(*self._view_size)
            self.relayout(self._ms(MOVE_MS // 2))
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

    def hold_trick(self) -> int:
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

    def show_cut(self, cut: Sequence[int] | None, dealer: int) -> Caption:
        """Show the cut for the first deal for a moment: ``cut`` holds each seat's card, seat
        by seat, ``dealer`` is the seat that deals. Returns the sentence said (empty without a
        cut)."""
        if cut is not None and len(cut) == self._players > 2:
            return self._show_seat_cuts(cut, dealer)
        self.clear_cut()  # a cut of an earlier game
        if cut is None or len(cut) != 2:
            return Caption("")
        me = self.viewer
        opp = 1 - me
        names = self._names
        mine, theirs = cut[me], cut[opp]
        sentence = Caption.joined(" ", (
            Caption.of(tr("Cut for the deal: {me} cut the {mine}, {opponent} the {theirs}."),
                       me=display_name(names[me]), mine=card_caption(mine),
                       opponent=display_name(names[opp]), theirs=card_caption(theirs)),
            for_player(names[dealer], tr("You deal first."), tr("{name} deals first."))))
        captions = (tr("{name}:").format(name=display_name(names[me])),
                    tr("{name}:").format(name=display_name(names[opp])))
        self.cut_item.show_cut(
            (mine, theirs), captions,
            for_player(names[dealer], tr("The higher card deals: you deal first."),
                       tr("The higher card deals: {name} deals first.")))
        self._cut_timer.start(CUT_SHOW_MS)
        return sentence

    def _show_seat_cuts(self, cut: Sequence[int], dealer: int) -> Caption:
        """At a table of three or four (SPEC §7, §8: each cuts, the highest card deals): every
        seat's cut card by its seat, the dealer's framed with why it deals."""
        self.cut_item.clear()
        for seat, card in enumerate(cut):
            place = self._seats.get(seat)
            if place is None:
                continue
            left = place.table_left if place.side == "bottom" else place.left
            self.seat_cut_items[seat].show_card(card, seat == dealer, place.right - left)
            self._place_seat_cut(seat, place)
        self._cut_timer.start(CUT_SHOW_MS)
        names = self._names
        cuts = Caption.joined(", ", [
            Caption.of("{name} {card}", name=display_name(names[seat]),
                       card=card_caption(card)) for seat, card in enumerate(cut)])
        return Caption.joined(" ", (
            Caption.of(tr("Cut for the deal: {cuts}."), cuts=cuts),
            for_player(names[dealer], tr("The highest card deals: you deal first."),
                       tr("The highest card deals: {name} deals first."))))

    def clear_cut(self) -> None:
        """Take the cut for the first deal off the table."""
        self.cut_item.clear()
        for item in self.seat_cut_items:
            item.clear()

    @property
    def seat_cuts(self) -> dict[int, tuple[int, bool]]:
        """Each seat's cut card shown by its seat, and whether it deals (empty: none shown)."""
        return {seat: (item.card, item.deals) for seat, item in enumerate(self.seat_cut_items)
                if item.card is not None and item.isVisible()}

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
        self.clear_cut()
        self.hide_guess_unless_asked(obs)
        self._picture = TablePicture.of(obs)
        self._place_seat_items()
        self._reconcile(obs, 0)
        self.board.update_scores(obs)
        self._emit_idle_soon()

    def begin_deal(self, obs: Observation) -> None:
        """A new deal of ``obs``: an empty table, the hand's order and the guess forgotten."""
        self._clear_cards()
        self._picture = TablePicture.empty(self._picture.viewer, obs.variant.players,
                                           self._variant_deck, obs.trump)
        self._arranged, self._manual = [], False
        self._deal_index = obs.deal_index
        self._my_guess = None
        self.cut_item.clear()
        self.panel.clear()
        self.show_message("")
        self.board.update_scores(obs, partial=True)
        self.relayout(0)

    def _settle(self, obs: Observation) -> int:
        """The last step of a batch: the picture is ``obs``'s (corrected if it differs)."""
        expected = TablePicture.of(obs)
        if not self._picture.same_as(expected):
            _log.debug("the table's picture differed from the observation; corrected")
        self._picture = expected
        self.steps.end_batch()
        self.hide_guess_unless_asked(obs)
        self._reconcile(obs, self._ms(MOVE_MS // 2))
        self.board.update_scores(obs)
        return 0

    def hide_guess_unless_asked(self, obs: Observation) -> None:
        """Take the guess of the dealer's packet away unless ``obs`` asks the viewer for it."""
        if obs.step != Step.GUESS or obs.to_act != obs.player:
            self.guess_bar.clear()

    def show_events(self, events: Sequence[Event], obs: Observation) -> None:
        """Animate ``events`` (as the viewer sees them), then settle on ``obs``."""
        self._set_variant(obs)
        for step in self.steps.steps_for(list(events), obs):
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
            self.board.drop_floats()
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
        if obs.variant.players != self._players:
            self._players = obs.variant.players
            # a table of another size: nothing of the last game's stays (the picture is
            # rebuilt by the events that follow, or by reset)
            self._clear_cards()
            self._picture = TablePicture.empty(self._picture.viewer, self._players,
                                               self._picture.stock, self._picture.trump)
            self._add_seat_items(self._players)
            if self._players == 2:
                self._show_two_seats()
            self.fit_to_view(*self._view_size)
            self._place_seat_items()
        if obs.player != self._picture.viewer:
            self._picture.viewer = obs.player
            self._place_seat_items()

    # ------------------------------------------------------------------ items
    def new_card_at_stock(self) -> CardItem:
        item = CardItem(self.renderer)
        item.setPos(self.geo.stock_pos + self.stock_item.top_offset())
        item.setZValue(Z_STOCK + 1)
        item.clicked.connect(self._on_card_clicked)
        item.dropped.connect(self._on_card_dropped)
        self.addItem(item)
        return item

    def discard(self, item: CardItem) -> None:
        self._leaving.discard(item)
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def _clear_cards(self) -> None:
        for item in list(self._faces.values()) + self._backs + list(self._leaving):
            item.finish()
        for item in list(self._faces.values()) + self._backs + list(self._leaving):
            self.discard(item)
        self._faces = {}
        self._backs_of = {seat: [] for seat in range(max(2, self._players))}
        self._leaving = set()

    def _reconcile(self, obs: Observation, duration: int) -> None:
        """Make the items match the picture exactly (creating or removing what differs)."""
        pic = self._picture
        wanted: set[int] = set(pic.hand)
        for p in range(pic.players):
            wanted.update(pic.tables[p])
        wanted.update(c for _p, c in pic.trick)
        if pic.turnup is not None:
            wanted.add(pic.turnup)
        for card, item in list(self._faces.items()):
            if card not in wanted:
                del self._faces[card]
                self.discard(item)
        for card in wanted:
            if card not in self._faces:
                item = self.new_card_at_stock()
                item.set_card(card)
                self._faces[card] = item
        for seat in range(pic.players):
            backs = self._backs_of.setdefault(seat, [])
            count = pic.counts[seat] if seat != pic.viewer else 0
            while len(backs) > count:
                self.discard(backs.pop())
            while len(backs) < count:
                backs.append(self.new_card_at_stock())
        for seat in range(pic.players):
            self.set_pile(seat, pic.won[seat])
        self.relayout(duration)

    def set_pile(self, seat: int, cards: int) -> None:
        pile = self.pile_items[seat]
        pile.trick_size = self._players
        pile.set_count(cards)
        tricks = cards // self._players
        pile.setToolTip(
            tr_plural("You have won {count} trick. Click to see the last trick.",
                      "You have won {count} tricks. Click to see the last trick.",
                      tricks).format(count=tricks) if seat == self.viewer else
            tr_plural("{name} has won {count} trick. Click to see the last trick.",
                      "{name} has won {count} tricks. Click to see the last trick.",
                      tricks).format(name=display_name(self._names[seat]), count=tricks))

    # ------------------------------------------------------------------ layout
    def row_span(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s table cards may lie, left to right."""
        return self.places.row_span(seat)

    def trick_area(self) -> list[QRectF]:
        """Where the cards of a trick may lie, whoever plays them (kept free of labels)."""
        return self.places.trick_area()

    def relayout(self, duration: int) -> None:
        mine = set(self._picture.hand) | set(self._picture.tables[self._picture.viewer])
        for card, item in self._faces.items():
            item.draggable = card in mine
        for item, target in self.places.targets().items():
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
        self.board.update_labels()
        self._refresh_marks()

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
        places, _boxes = self.places.table_layout(pic.viewer, self.geo.rows["my_table"])
        table = sorted(places, key=lambda c: places[c].x())
        return table + self.hand_in_order()

    @property
    def focus_card(self) -> int | None:
        return self._focus_card

    def set_focus_card(self, card: int | None) -> None:
        if card != self._focus_card:
            self._focus_card = card
            self.relayout(self._ms(120))
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
        others = [p for p in range(self._picture.players) if p != self.viewer]
        if item in self._backs or (item.card is not None and any(
                item.card in self._picture.tables[p] for p in others)):
            self.opponent_clicked.emit()


# ---------------------------------------------------------------------------- the view
