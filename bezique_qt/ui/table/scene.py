"""The card table: a scene that shows one player's observation and animates what happens.

:class:`TableScene` keeps a picture of the table built only from what the viewer may see — the
viewer's :class:`~bezique_qt.engine.Observation` and the events as
:meth:`~bezique_qt.engine.Event.for_player` passes them. The engine has always moved first: the
scene turns each event into a short step of animation, queued one after another, and ends every
batch by checking its picture against the observation (and correcting it if they differ).

:class:`TableScene` holds its parts, an object and a module each, each saying in a small
protocol what it needs of the scene: the steps each event becomes (:mod:`.animation`) and the
queue that runs them (:mod:`.step_queue`), its words (labels, scoreboard, prompt, messages:
:mod:`.board`), where each card lies (:mod:`.placing`), its card items and what a click or a
drag on one means (:mod:`.table_cards`), each seat's pile, name, claims and cut card
(:mod:`.seat_items`) and the hand's order (:class:`~.hand.HandOrder`); here are its other
items, its layout and its public state. What it shows is a :class:`~.picture.TablePicture`;
the table's geometry is in :mod:`.layout`; :class:`~.view.TableView` shows the scene scaled to
the window with its aspect kept and passes it the mouse and keyboard.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QWidget

from bezique_qt.engine import Event, Observation, Step, Variant
from bezique_qt.engine.cards import SUIT_SYMBOLS, SUITS
from bezique_qt.engine.variants import CLASSIC
from bezique_qt.ui.table.animation import (
    MOVE_MS,
    EventSteps,
)
from bezique_qt.ui.table.board import TableBoard, _trump_colour
from bezique_qt.ui.table.card_art import CardRenderer
from bezique_qt.ui.table.cards import LARGE_PRINT_SCALE, CardItem, PileItem
from bezique_qt.ui.table.hand import HandOrder
from bezique_qt.ui.table.items import LabelItem
from bezique_qt.ui.table.layout import (
    BASE_HEIGHT,
    COLUMN_WIDTH,
    FELT_COLOUR,
    FELT_EDGE_COLOUR,
    SCENE_RECT,
    Z_PANEL,
    Z_STOCK,
    table_geometry,
)
from bezique_qt.ui.table.meld_light import MeldLight
from bezique_qt.ui.table.panel import DeclarationPanel, GuessBar
from bezique_qt.ui.table.picture import MeldGroup, TablePicture
from bezique_qt.ui.table.placing import CardPlaces
from bezique_qt.ui.table.scoreboard import ScoreboardItem
from bezique_qt.ui.table.seat_items import SeatItems
from bezique_qt.ui.table.seats import (
    SeatPlace,
)
from bezique_qt.ui.table.step_queue import StepQueue
from bezique_qt.ui.table.table_cards import TableCards
from bezique_qt.ui.table.trickmarks import TrickMarks
from bezique_qt.words.caption import Caption
from bezique_qt.words.i18n import tr

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
        self._picture = TablePicture()
        self._variant: Variant = CLASSIC
        self._variant_deck = 64
        self._hand_size = 8
        self._names: tuple[str, ...] = ("You", "Computer")
        self._players = 2
        self.table_cards = TableCards(self)
        """The card items, and what a click or a drag on one means."""
        self.trick_marks = TrickMarks()  # at three or four: who led, who wins the trick
        self.queue = StepQueue(self, QTimer(self))
        """Runs the steps of animation one after another."""
        self._hand_order = HandOrder()
        self._deal_index = -1
        self._my_guess: int | None = None
        self.text_scale = 1.0
        """How much larger than usual the table's texts are (see :meth:`set_large_print`)."""
        self.steps = EventSteps(self, self.queue.ms)
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
        self.seat_items = SeatItems(self, QTimer(self))
        """Each seat's pile, name, claims and cut card, and the cut for the first deal."""
        self.seat_items.add(2)
        self.pile_items = self.seat_items.piles
        self.name_labels = self.seat_items.names
        self.claim_labels = self.seat_items.claims
        self.seat_cut_items = self.seat_items.cuts
        self.cut_item = self.seat_items.cut
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
                                duration=self.queue.ms)
        """The table's words: meld labels, claims, scoreboard, prompt and messages."""
        self.panel = DeclarationPanel(COLUMN_WIDTH, SCENE_RECT.height() - 340)
        self.panel.setZValue(Z_PANEL)
        self.panel.chosen.connect(self.actions_chosen)
        self.addItem(self.panel)
        self.meld_light = MeldLight(self, self)  # which copy belongs to which meld, on pointing
        guess_width = 720.0
        self.guess_bar = GuessBar(guess_width)
        self.guess_bar.setZValue(Z_PANEL)
        self.guess_bar.chosen.connect(self._on_guess_chosen)
        self.addItem(self.guess_bar)
        self._place_static()

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
        self._place_panel()
        self.seat_items.place()

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

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
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
    def players(self) -> int:
        """How many play at the table."""
        return self._players

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
        return self.table_cards.faces

    @property
    def backs_of(self) -> dict[int, list[CardItem]]:
        """The face-down cards of each seat's hand (the viewer's list stays empty)."""
        return self.table_cards.backs_of

    @property
    def leaving(self) -> set[CardItem]:
        """The cards on their way to a won pile, to go once there."""
        return self.table_cards.leaving

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
        return self.table_cards.faces.get(card)

    def opponent_items(self) -> list[CardItem]:
        """Every face-down card of the others' hands."""
        return self.table_cards.backs()

    def back_items(self, seat: int) -> list[CardItem]:
        """The face-down cards of ``seat``'s hand."""
        return list(self.table_cards.backs_of.get(seat, []))

    @property
    def seats(self) -> dict[int, SeatPlace]:
        """Where each seat lies at a table of three or four (empty at a table of two)."""
        return self.seat_items.places

    def seat_place(self, seat: int) -> SeatPlace | None:
        """Where ``seat`` lies at a table of three or four (None at a table of two)."""
        return self.seat_items.places.get(seat)

    @property
    def busy(self) -> bool:
        """Whether animation steps are still running or queued."""
        return self.queue.busy

    def set_speed(self, factor: float) -> None:
        """Animation speed: 1 normal, larger is slower, 0 shows every change at once."""
        self.queue.set_speed(factor)

    @property
    def speed(self) -> float:
        return self.queue.speed

    def set_names(self, names: Sequence[str]) -> None:
        self._names = tuple(names)

    # ------------------------------------------------------------------ the hand's order
    @property
    def hand_sort(self) -> str:
        """How the viewer's hand is sorted: a key of :data:`HAND_SORTS`."""
        return self._hand_order.sort

    def set_hand_sort(self, sort: str) -> None:
        """Sort the hand by ``sort`` (a key of :data:`HAND_SORTS`; anything else sorts by
        suit). An arrangement made by dragging gives way to the new order."""
        before = self._hand_order.sort
        sort = self._hand_order.set_sort(sort)
        self.relayout(self.queue.ms(MOVE_MS // 2))
        if sort != before:
            self.hand_sort_changed.emit(sort)

    def hand_in_order(self) -> list[int]:
        """The viewer's hand as shown, left to right (see :class:`.hand.HandOrder`)."""
        return self._hand_order.of(self._picture.hand, self._picture.trump)

    def arrange_hand(self, order: list[int]) -> None:
        """Show the viewer's hand in ``order``, the player's own (made by dragging a card)."""
        self._hand_order.arrange(order)
        self.relayout(self.queue.ms(MOVE_MS // 2))
        self.hand_arranged.emit(list(order))

    # ------------------------------------------------------------------ clearing tricks
    @property
    def auto_advance(self) -> bool:
        """Whether a finished trick is cleared by itself after a moment (else on a click)."""
        return self.queue.auto_advance

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
            self.relayout(self.queue.ms(MOVE_MS // 2))
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
        self.queue.set_auto_advance(on)

    @property
    def waiting(self) -> bool:
        """Whether a finished trick waits for :meth:`advance` (a click on the table)."""
        return self.queue.waiting

    def advance(self) -> None:
        """Go on after a finished trick that waits for the player."""
        self.queue.advance()

    def hold_trick(self) -> int:
        return self.queue.hold_trick()

    # ------------------------------------------------------------------ dealer's packet, cut
    def show_guess(self, obs: Observation) -> None:
        """Offer the viewer the guess of the dealer's packet (six-pack), from ``obs.legal``."""
        if self.guess_bar.offer(obs, self._names[obs.dealer]):
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
        return self.seat_items.show_cut(cut, dealer)

    def clear_cut(self) -> None:
        """Take the cut for the first deal off the table."""
        self.seat_items.clear_cut()

    @property
    def seat_cuts(self) -> dict[int, tuple[int, bool]]:
        """Each seat's cut card shown by its seat, and whether it deals (empty: none shown)."""
        return self.seat_items.seat_cuts

    # ------------------------------------------------------------------ feeding
    def reset(self, obs: Observation) -> None:
        """Show ``obs`` as it is, at once (a new game, an undo): no animation."""
        self.finish_animations()
        self.queue.clear()
        self._set_variant(obs)
        if obs.deal_index != self._deal_index:
            self._hand_order.forget()
        self._deal_index = obs.deal_index
        self.clear_cut()
        self.hide_guess_unless_asked(obs)
        self._picture = TablePicture.of(obs)
        self.seat_items.place()
        self._reconcile(obs, 0)
        self.board.update_scores(obs)
        self.queue.idle_soon()

    def begin_deal(self, obs: Observation) -> None:
        """A new deal of ``obs``: an empty table, the hand's order and the guess forgotten."""
        self.table_cards.clear(self._players)
        self._picture = TablePicture.empty(self._picture.viewer, obs.variant.players,
                                           self._variant_deck, obs.trump)
        self._hand_order.forget()
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
        self._reconcile(obs, self.queue.ms(MOVE_MS // 2))
        self.board.update_scores(obs)
        return 0

    def hide_guess_unless_asked(self, obs: Observation) -> None:
        """Take the guess of the dealer's packet away unless ``obs`` asks the viewer for it."""
        if obs.step != Step.GUESS or obs.to_act != obs.player:
            self.guess_bar.clear()

    def show_events(self, events: Sequence[Event], obs: Observation) -> None:
        """Animate ``events`` (as the viewer sees them), then settle on ``obs``."""
        self._set_variant(obs)
        self.queue.run([*self.steps.steps_for(list(events), obs), lambda: self._settle(obs)])

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once every step queued so far has run."""
        def step() -> int:
            callback()
            return 0
        self.queue.run([step])

    def finish_animations(self) -> None:
        """Run every queued step at once and end all running animations."""
        self.queue.finish()

    def finish_moves(self) -> None:
        """Put every card item at the end of its move at once."""
        self.table_cards.finish()

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
            self.table_cards.clear(self._players)
            self._picture = TablePicture.empty(self._picture.viewer, self._players,
                                               self._picture.stock, self._picture.trump)
            self.seat_items.add(self._players)
            if self._players == 2:
                self.seat_items.show_two()
            self.fit_to_view(*self._view_size)
            self.seat_items.place()
        if obs.player != self._picture.viewer:
            self._picture.viewer = obs.player
            self.seat_items.place()

    # ------------------------------------------------------------------ items
    def new_card_at_stock(self) -> CardItem:
        return self.table_cards.new_at_stock()

    def discard(self, item: CardItem) -> None:
        self.table_cards.discard(item)

    def _reconcile(self, obs: Observation, duration: int) -> None:
        """Make the items match the picture exactly (creating or removing what differs)."""
        self.table_cards.match()
        for seat in range(self._picture.players):
            self.set_pile(seat, self._picture.won[seat])
        self.relayout(duration)

    def set_pile(self, seat: int, cards: int) -> None:
        """``seat`` has won ``cards`` cards."""
        self.seat_items.set_pile(seat, cards)

    # ------------------------------------------------------------------ layout
    def row_span(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s table cards may lie, left to right."""
        return self.places.row_span(seat)

    def trick_area(self) -> list[QRectF]:
        """Where the cards of a trick may lie, whoever plays them (kept free of labels)."""
        return self.places.trick_area()

    def relayout(self, duration: int) -> None:
        mine = set(self._picture.hand) | set(self._picture.tables[self._picture.viewer])
        for card, item in self.table_cards.faces.items():
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
        self.table_cards.mark()

    # ------------------------------------------------------------------ interaction marks
    def set_playable(self, cards: Iterable[int] | None) -> None:
        """Highlight the viewer's cards in ``cards`` and dim the others (None: no marks)."""
        self.table_cards.set_playable(cards)

    def my_cards_in_order(self) -> list[int]:
        """The viewer's cards left to right: the table area, then the hand."""
        pic = self._picture
        places, _boxes = self.places.table_layout(pic.viewer, self.geo.rows["my_table"])
        table = sorted(places, key=lambda c: places[c].x())
        return table + self.hand_in_order()

    @property
    def focus_card(self) -> int | None:
        return self.table_cards.focus

    def set_focus_card(self, card: int | None) -> None:
        if card != self.table_cards.focus:
            self.table_cards.focus = card
            self.relayout(self.queue.ms(120))
            self.focus_moved.emit(card)

    @property
    def playable_marks(self) -> set[int] | None:
        """The viewer's cards marked as playable (None: no marks shown now)."""
        return self.table_cards.playable_marks()

    def set_hinted_card(self, card: int | None) -> None:
        self.table_cards.hinted = card
        self.table_cards.mark()
