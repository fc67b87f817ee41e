"""The card items on the table: one face-up item for each card the viewer may see, face-down
items for the cards of the others' hands, those on their way to a won pile; made at the stock,
matched to the table's picture, taken away; the marks on the viewer's cards (playable, the
keyboard focus, the computer's suggestion); and what a click or a drag on one of them means.

:class:`TableCards` is held by :class:`~.scene.TableScene` (as
:attr:`~.scene.TableScene.table_cards`); what it needs of the scene is said by the
:class:`TableScene` protocol here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, SignalInstance
from PySide6.QtWidgets import QGraphicsItem

from bezique_qt.ui.table.animation import MOVE_MS
from bezique_qt.ui.table.cards import CardItem
from bezique_qt.ui.table.layout import Z_STOCK

if TYPE_CHECKING:
    from bezique_qt.ui.table.card_art import CardRenderer
    from bezique_qt.ui.table.cards import PileItem
    from bezique_qt.ui.table.layout import TableGeometry
    from bezique_qt.ui.table.picture import TablePicture
    from bezique_qt.ui.table.step_queue import StepQueue


class TableScene(Protocol):
    """What the card items need of the table (:class:`.scene.TableScene`, which holds them):
    its picture, geometry, card art and stock, the hand's order, its signals for what the
    player means by a click, and a way to move the cards where they belong."""

    geo: TableGeometry
    renderer: CardRenderer
    stock_item: PileItem
    queue: StepQueue
    card_clicked: SignalInstance
    opponent_clicked: SignalInstance

    @property
    def picture(self) -> TablePicture: ...

    def addItem(self, item: QGraphicsItem) -> None: ...

    def removeItem(self, item: QGraphicsItem) -> None: ...

    def hand_in_order(self) -> list[int]: ...

    def arrange_hand(self, order: list[int]) -> None: ...

    def relayout(self, duration: int) -> None: ...


class TableCards:
    """The card items of the table (see the module's docstring)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.faces: dict[int, CardItem] = {}
        """The face-up item of each card shown."""
        self.backs_of: dict[int, list[CardItem]] = {0: [], 1: []}
        """The face-down cards of each seat's hand (the viewer's list stays empty)."""
        self.leaving: set[CardItem] = set()
        """The cards on their way to a won pile, to go once there."""
        self.focus: int | None = None
        """The card under the keyboard focus."""
        self.hinted: int | None = None
        """The card the computer suggests."""
        self._playable: set[int] = set()
        self._marks_on = False

    def backs(self) -> list[CardItem]:
        """Every face-down card of the others' hands, seat by seat."""
        return [item for seat in sorted(self.backs_of) for item in self.backs_of[seat]]

    def every(self) -> list[CardItem]:
        """Every card item: face up, face down, leaving."""
        return list(self.faces.values()) + self.backs() + list(self.leaving)

    def finish(self) -> None:
        """Put every card item at the end of its move at once."""
        for item in self.every():
            item.finish()

    # ------------------------------------------------------------------ making and removing
    def new_at_stock(self) -> CardItem:
        """A new face-down card item lying on the stock."""
        item = CardItem(self.scene.renderer)
        item.setPos(self.scene.geo.stock_pos + self.scene.stock_item.top_offset())
        item.setZValue(Z_STOCK + 1)
        item.clicked.connect(self._on_clicked)
        item.dropped.connect(self._on_dropped)
        self.scene.addItem(item)
        return item

    def discard(self, item: CardItem) -> None:
        """Take ``item`` off the table for good."""
        self.leaving.discard(item)
        if item.scene() is self.scene:
            self.scene.removeItem(item)
        item.deleteLater()

    def clear(self, players: int) -> None:
        """Take every card item off a table of ``players``."""
        self.finish()
        for item in self.every():
            self.discard(item)
        self.faces = {}
        self.backs_of = {seat: [] for seat in range(max(2, players))}
        self.leaving = set()

    def match(self) -> None:
        """Make the items match the scene's picture exactly (creating or removing what
        differs); they are moved to their places by the scene."""
        pic = self.scene.picture
        wanted: set[int] = set(pic.hand)
        for p in range(pic.players):
            wanted.update(pic.tables[p])
        wanted.update(c for _p, c in pic.trick)
        if pic.turnup is not None:
            wanted.add(pic.turnup)
        for card, item in list(self.faces.items()):
            if card not in wanted:
                del self.faces[card]
                self.discard(item)
        for card in wanted:
            if card not in self.faces:
                item = self.new_at_stock()
                item.set_card(card)
                self.faces[card] = item
        for seat in range(pic.players):
            backs = self.backs_of.setdefault(seat, [])
            count = pic.counts[seat] if seat != pic.viewer else 0
            while len(backs) > count:
                self.discard(backs.pop())
            while len(backs) < count:
                backs.append(self.new_at_stock())

    # ------------------------------------------------------------------ marks
    def set_playable(self, cards: Iterable[int] | None) -> None:
        """Highlight the viewer's cards in ``cards`` and dim the others (None: no marks)."""
        self._playable = set(cards) if cards is not None else set()
        self._marks_on = cards is not None
        self.mark()

    def playable_marks(self) -> set[int] | None:
        """The viewer's cards marked as playable (None: no marks shown now)."""
        return set(self._playable) if self._marks_on else None

    def mark(self) -> None:
        """Show the marks on the cards as they are now."""
        pic = self.scene.picture
        mine = set(pic.hand) | set(pic.tables[pic.viewer])
        for card, item in self.faces.items():
            if card in mine and self._marks_on:
                item.set_legal(card in self._playable)
            else:
                item.set_legal(None)
            item.set_focused(card == self.focus)
            item.set_hinted(card == self.hinted)

    # ------------------------------------------------------------------ input
    def _on_clicked(self, item: CardItem) -> None:
        pic = self.scene.picture
        if item.card is not None and item.face_up and item in self.faces.values():
            if item.card in pic.hand or item.card in pic.tables[pic.viewer]:
                self.scene.card_clicked.emit(item.card)
                return
        others = [p for p in range(pic.players) if p != pic.viewer]
        if item in self.backs() or (item.card is not None and any(
                item.card in pic.tables[p] for p in others)):
            self.scene.opponent_clicked.emit()

    def _on_dropped(self, item: CardItem, pos: QPointF) -> None:
        """A card of the viewer's was dragged and let go at ``pos``: within the hand it moves
        there; onto the table above it is played (if the rules allow, as a click would)."""
        card = item.card
        pic = self.scene.picture
        if card is None or item not in self.faces.values():
            self.scene.relayout(self.scene.queue.ms(MOVE_MS // 2))
            return
        geo = self.scene.geo
        if pos.y() >= geo.hand_drop_top:
            if card in pic.hand:
                order = [c for c in self.scene.hand_in_order() if c != card]
                index = sum(1 for c in order if c in self.faces
                            and self.faces[c].target_pos.x() < pos.x())
                order.insert(index, card)
                self.scene.arrange_hand(order)
                return
        elif pos.y() <= geo.play_drop_bottom and geo.main_left <= pos.x() <= geo.main_right and (
                card in pic.hand or card in pic.tables[pic.viewer]):
            self.scene.card_clicked.emit(card)
        # back to its place, unless playing it has moved it on
        self.scene.relayout(self.scene.queue.ms(MOVE_MS // 2))
