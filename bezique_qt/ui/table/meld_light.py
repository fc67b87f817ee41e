"""Which copy of a card belongs to which meld: pointing at a declared card, or at a meld's
label, lights the cards of its melds on the table and names them.

Two K♠ may lie side by side, one in four kings and a marriage laid to score, the other in the
four kings only: pointing at each tells them apart ("four kings, scored · marriage K♠ Q♠, 20
to score"), and its melds' cards are outlined. The melds are those the table picture holds
(scored, and claims to score), so the light follows what the table shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, SignalInstance
from PySide6.QtGui import QColor, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSceneMouseEvent

from bezique_qt.engine.melds import Meld, meld_value
from bezique_qt.ui.table.cards import CardItem
from bezique_qt.ui.table.items import LabelItem
from bezique_qt.ui.table.picture import meld_text
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption
from bezique_qt.words.i18n import tr

if TYPE_CHECKING:
    from bezique_qt.engine import Variant
    from bezique_qt.ui.table.picture import MeldGroup, TablePicture


class TableScene(Protocol):
    """What lighting the melds needs of the table (:class:`.scene.TableScene`, which holds
    the light): its picture, its items and labels, and its signal that the cards lie still."""

    idle: SignalInstance

    @property
    def picture(self) -> TablePicture: ...

    @property
    def variant(self) -> Variant: ...

    def item_for(self, card: int) -> CardItem | None: ...

    def meld_labels(self) -> list[tuple[int, MeldGroup, LabelItem]]: ...

    def items(self, pos: QPointF) -> list[QGraphicsItem]: ...

    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802

    def removeItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802

    def installEventFilter(self, watcher: QObject) -> None: ...  # noqa: N802

LIGHT_COLOUR = QColor("#7fd4ff")


class MeldLight(QObject):
    """Lights the melds of the declared card or meld label under the pointer (an event filter
    of the scene: the scene's own handling is untouched); ``parent`` is the scene itself, as
    a Qt object, so that the light goes with it."""

    def __init__(self, scene: TableScene, parent: QObject) -> None:
        super().__init__(parent)
        self.scene = scene
        self.lit: list[int] = []
        """The cards lit now."""
        self._frames: list[QGraphicsPathItem] = []
        scene.installEventFilter(self)
        scene.idle.connect(lambda: self.light(self.lit))  # the cards may have moved

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneMouseMove and isinstance(
                event, QGraphicsSceneMouseEvent):
            self.point_at(event.scenePos())
        elif event.type() in (QEvent.Type.Leave, QEvent.Type.GraphicsSceneLeave):
            self.light([])
        return False

    def point_at(self, pos: QPointF) -> None:
        """The pointer is at ``pos``: light the melds of what is there (or nothing)."""
        for item in self.scene.items(pos):
            if item in self._frames:
                continue
            if isinstance(item, CardItem) and item.card is not None:
                seat = self._seat_of(item.card)
                if seat is not None:
                    melds = self.melds_of(seat, item.card)
                    item.setToolTip(self.card_words(seat, item.card, melds))
                    self.light([c for m, _pending in melds for c in m.cards])
                    return
                break
            if isinstance(item, LabelItem):
                group = next((g for _s, g, label in self.scene.meld_labels() if label is item),
                             None)
                if group is not None:
                    self.light(list(group.cards))
                    return
        self.light([])

    def _seat_of(self, card: int) -> int | None:
        tables = self.scene.picture.tables
        return next((seat for seat, cards in enumerate(tables) if card in cards), None)

    def melds_of(self, seat: int, card: int) -> list[tuple[Meld, bool]]:
        """The melds of ``seat`` that ``card`` belongs to: scored (False) and to score
        (True)."""
        pic = self.scene.picture
        return ([(m, False) for m in pic.scored[seat] if card in m.cards]
                + [(m, True) for m in pic.pending[seat] if card in m.cards])

    def card_words(self, seat: int, card: int, melds: list[tuple[Meld, bool]]) -> str:
        """``K♠: four kings, scored · marriage K♠ Q♠, 20 to score``."""
        pic = self.scene.picture
        if not melds:
            return Caption.of(tr("{card}: in no meld"), card=card_caption(card))
        parts = [Caption.of(tr("{meld}, {points} to score"), meld=meld_text(m, pic.trump),
                            points=meld_value(self.scene.variant, m, pic.trump))
                 if pending else Caption.of(tr("{meld}, scored"), meld=meld_text(m, pic.trump))
                 for m, pending in melds]
        return Caption.of(tr("{card}: {melds}"), card=card_caption(card),
                          melds=Caption.joined(" · ", parts))

    def light(self, cards: list[int]) -> None:
        """Outline ``cards`` where they lie on the table (only them)."""
        on_table = {c for cards_ in self.scene.picture.tables for c in cards_}
        cards = [c for c in dict.fromkeys(cards) if c in on_table]
        if not cards and not self.lit:
            return
        for frame in self._frames:
            self.scene.removeItem(frame)
        self._frames = []
        self.lit = cards
        stroker = QPainterPathStroker()
        stroker.setWidth(4)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for card in cards:
            item = self.scene.item_for(card)
            if item is None:
                continue
            path = QPainterPath()
            path.addRoundedRect(item.sceneBoundingRect().adjusted(-2, -2, 2, 2), 8, 8)
            # a ring, not a filled shape: the card under it is still the one pointed at
            frame = QGraphicsPathItem(stroker.createStroke(path))
            frame.setPen(Qt.PenStyle.NoPen)
            frame.setBrush(LIGHT_COLOUR)
            frame.setZValue(item.zValue() + 0.5)  # under a card that overlaps this one
            frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            frame.setAcceptHoverEvents(False)
            self.scene.addItem(frame)
            self._frames.append(frame)
