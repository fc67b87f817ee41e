"""The marks on a trick at a table of three or four, where the cards lie by seat rather than in
the order they were played: the card winning the trick so far in a gold frame, and on each
card a small disc with its place in the order of play (1: the lead), so that who led and who
holds the trick read at a glance.

:class:`TrickMarks` is an object the scene holds; it never decides who wins a trick — the
rules' :class:`~bezique_qt.engine.rules.TrickRules` does (SPEC §1.2).
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsSimpleTextItem

from bezique_qt.engine import Variant
from bezique_qt.engine.rules import variant_rules
from bezique_qt.ui.table.cards import CARD_HEIGHT, CARD_RADIUS, CARD_WIDTH, CardItem
from bezique_qt.ui.table.items import GOLD_COLOUR
from bezique_qt.words.i18n import for_player, tr

BADGE = 30.0  # the order disc's diameter
FRAME = 7.0  # how far the winner's frame reaches beyond its card
BADGE_COLOUR = QColor("#14331f")


def winning_index(cards: Sequence[int], variant: Variant, trump: int | None,
                  last_tricks: bool) -> int:
    """Which of ``cards`` (in the order played) wins the trick so far (SPEC §1.2), by the
    rules' own trick rules (``last_tricks``: once the stock is gone)."""
    return variant_rules(variant, trump)[last_tricks].winner(list(cards))


class TrickMarks:
    """The winner's frame and the order discs, laid on the trick's card items (as their
    children, so that they move and turn with them)."""

    def __init__(self) -> None:
        self._marks: list[QGraphicsPathItem | QGraphicsEllipseItem] = []
        self._shown: tuple[int, list[CardItem | None]] | None = None
        self.winner: int | None = None
        """The card winning the trick so far (None: no trick, or a table of two)."""
        self.leader_card: int | None = None

    def clear(self) -> None:
        for mark in self._marks:
            if shiboken6.isValid(mark) and mark.scene() is not None:
                mark.scene().removeItem(mark)
        self._marks = []
        self._shown = None
        self.winner = self.leader_card = None

    def show(self, trick: Sequence[tuple[int, int]], items: Sequence[CardItem | None],
             names: Sequence[str], variant: Variant, trump: int | None,
             last_tricks: bool) -> None:
        """Mark ``trick`` (seat, card in the order played) whose card items are ``items``."""
        cards = [card for _seat, card in trick]
        if not cards or any(item is None for item in items):
            self.clear()
            return
        best = winning_index(cards, variant, trump, last_tricks)
        shown = (cards[best], list(items))
        if shown == self._shown and all(shiboken6.isValid(mark) for mark in self._marks):
            return  # marked already
        self.clear()
        self._shown = shown
        self.winner, self.leader_card = cards[best], cards[0]
        for k, ((seat, _card), item) in enumerate(zip(trick, items, strict=True)):
            assert item is not None
            name = names[seat] if seat < len(names) else ""
            self._marks.append(self._disc(item, k + 1, name, k == 0))
            if k == best:
                self._marks.append(self._frame(item, name))

    @staticmethod
    def _frame(item: CardItem, name: str) -> QGraphicsPathItem:
        """A gold frame round ``item``, behind it."""
        path = QPainterPath()
        outer = CardItem.card_rect().adjusted(-FRAME, -FRAME, FRAME, FRAME)
        path.addRoundedRect(outer, CARD_RADIUS + FRAME, CARD_RADIUS + FRAME)
        frame = QGraphicsPathItem(path, item)
        frame.setFlag(frame.GraphicsItemFlag.ItemStacksBehindParent)
        frame.setPen(Qt.PenStyle.NoPen)
        frame.setBrush(QBrush(GOLD_COLOUR))
        frame.setToolTip(str(for_player(name, tr("You win the trick so far."),
                                        tr("{name} wins the trick so far."))))
        frame.setData(0, "trick-winner")
        return frame

    @staticmethod
    def _disc(item: CardItem, place: int, name: str, lead: bool) -> QGraphicsEllipseItem:
        """The disc with ``place`` in the top right corner of ``item``, where a card shows
        neither its index nor a pip (gold for the lead)."""
        rect = QRectF(CARD_WIDTH / 2 - BADGE - 4, -CARD_HEIGHT / 2 + 4, BADGE, BADGE)
        disc = QGraphicsEllipseItem(rect, item)
        disc.setBrush(QBrush(GOLD_COLOUR if lead else BADGE_COLOUR))
        disc.setPen(QPen(GOLD_COLOUR, 2))
        disc.setToolTip(str(
            for_player(name, tr("You led."), tr("{name} led.")) if lead else
            for_player(name, tr("You played card {place} of the trick."),
                       tr("{name} played card {place} of the trick."), place=place)))
        disc.setData(0, "trick-lead" if lead else "trick-order")
        text = QGraphicsSimpleTextItem(str(place), disc)
        font = QFont()
        font.setPixelSize(19)
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QBrush(BADGE_COLOUR if lead else GOLD_COLOUR))
        box = text.boundingRect()
        text.setPos(rect.center().x() - box.width() / 2, rect.center().y() - box.height() / 2)
        return disc
