"""The cut for the first deal: both cut cards side by side at a table of two (:class:`CutItem`),
each seat's card by its seat at a table of three or four (:class:`SeatCutItem`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bezique_qt.engine.cards import pretty
from bezique_qt.ui.table.card_art import CardRenderer, face_name
from bezique_qt.ui.table.cards import CARD_HEIGHT, CARD_WIDTH, device_scale, text_scale
from bezique_qt.ui.table.items import (
    GOLD_COLOUR,
    MUTED_COLOUR,
    PANEL_COLOUR,
    TEXT_COLOUR,
    fitting_font,
    ui_font,
)
from bezique_qt.words.i18n import tr


class CutItem(QGraphicsObject):
    """The cut for the first deal: both cut cards face up, who cut which, and who deals.

    It lets clicks through to the table beneath it.
    """

    CARD_SCALE = 0.8
    HEIGHT = 310.0

    def __init__(self, renderer: CardRenderer, width: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._width = width
        self._cards: tuple[int, int] | None = None
        self._captions = ("", "")
        self._sentence = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    @property
    def cards(self) -> tuple[int, int] | None:
        """The two cut cards shown (the viewer's first), or None."""
        return self._cards

    @property
    def sentence(self) -> str:
        return self._sentence

    def show_cut(self, cards: tuple[int, int], captions: tuple[str, str],
                 sentence: str) -> None:
        """Show ``cards`` with their ``captions`` (who cut them) and ``sentence`` (who deals)."""
        self._cards = cards
        self._captions = captions
        self._sentence = sentence
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self._cards = None
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._cards is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        painter.setBrush(PANEL_COLOUR)
        painter.drawRoundedRect(self.boundingRect(), 14, 14)
        painter.setPen(TEXT_COLOUR)
        heading = tr("The cut for the first deal")
        painter.setFont(fitting_font(heading, self._width - 32, 21 * text_scale(self),
                                     15 * text_scale(self), bold=True))
        painter.drawText(QRectF(16, 8, self._width - 32, 32), Qt.AlignmentFlag.AlignCenter,
                         heading)
        width, height = CARD_WIDTH * self.CARD_SCALE, CARD_HEIGHT * self.CARD_SCALE
        scale = device_scale(painter)
        gap = 70.0
        left = (self._width - 2 * width - gap) / 2
        for i, card in enumerate(self._cards):
            x = left + i * (width + gap)
            target = QRectF(x, 48, width, height)
            art = self._renderer.pixmap(face_name(card), round(height * max(0.1, scale)))
            painter.drawPixmap(target, art, QRectF(art.rect()))
            painter.setPen(MUTED_COLOUR)
            caption = f"{self._captions[i]} {pretty(card)}"
            room = width + gap - 8
            painter.setFont(fitting_font(caption, room, 17 * text_scale(self), 12))
            painter.drawText(QRectF(x - gap / 2 + 4, 52 + height, room, 26 * text_scale(self)),
                             Qt.AlignmentFlag.AlignCenter, caption)
        painter.setPen(GOLD_COLOUR)
        painter.setFont(ui_font(19 * text_scale(self), bold=True))
        painter.drawText(QRectF(16, 84 + height, self._width - 32, self.HEIGHT - 90 - height),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         self._sentence)


class SeatCutItem(QGraphicsObject):
    """One seat's card of the cut for the first deal at a table of three or four, shown by
    that seat (where its table cards will lie): the card face up, and on the dealer's, framed
    in gold, why that seat deals. It lets clicks through to the table beneath it."""

    CARD_SCALE = 0.8
    PAD = 10.0
    HEIGHT = CARD_HEIGHT * CARD_SCALE + 2 * PAD
    WIDTH = 330.0  # at most: the seat's column may be narrower

    def __init__(self, renderer: CardRenderer, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._width = self.WIDTH
        self._card: int | None = None
        self._deals = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    @property
    def card(self) -> int | None:
        """The card shown (None: nothing shown)."""
        return self._card

    @property
    def deals(self) -> bool:
        """Whether this seat's card is the highest: it deals first."""
        return self._deals

    def texts(self) -> tuple[str, str, str]:
        """What it says: the heading, the card, and why the seat deals (or "")."""
        if self._card is None:
            return ("", "", "")
        return (tr("Cut for the deal"), pretty(self._card),
                tr("The highest card: deals first") if self._deals else "")

    def show_card(self, card: int, deals: bool, width: float) -> None:
        """Show ``card``, cut by this seat; ``deals`` for the highest; ``width`` at most."""
        self.prepareGeometryChange()
        self._card, self._deals = card, deals
        self._width = max(CARD_WIDTH, min(self.WIDTH, width))
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self._card = None
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._card is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        colour = GOLD_COLOUR if self._deals else QColor(255, 255, 255, 40)
        painter.setPen(QPen(colour, 3.0 if self._deals else 1.5))
        painter.setBrush(PANEL_COLOUR)
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)
        pad = self.PAD
        width, height = CARD_WIDTH * self.CARD_SCALE, CARD_HEIGHT * self.CARD_SCALE
        art = self._renderer.pixmap(face_name(self._card),
                                    round(height * max(0.1, device_scale(painter))))
        painter.drawPixmap(QRectF(pad, pad, width, height), art, QRectF(art.rect()))
        heading, card, why = self.texts()
        left = 2 * pad + width
        room = self._width - left - pad
        scale = text_scale(self)
        painter.setPen(MUTED_COLOUR)
        painter.setFont(fitting_font(heading, room, 17 * scale, 11))
        painter.drawText(QRectF(left, pad, room, 28 * scale),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, heading)
        painter.setPen(TEXT_COLOUR)
        painter.setFont(ui_font(30 * scale, bold=True))
        painter.drawText(QRectF(left, pad + 28 * scale, room, 40 * scale),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, card)
        if why:
            painter.setPen(GOLD_COLOUR)
            box, font = self.why_layout()
            painter.setFont(font)
            painter.drawText(box, self.WHY_FLAGS, why)

    WHY_FLAGS = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                 | Qt.TextFlag.TextWordWrap)

    def why_layout(self) -> tuple[QRectF, QFont]:
        """Where the dealer's reason is written, and its font: smaller (down to a floor) in a
        narrow column or a longer language rather than cut off."""
        scale = text_scale(self)
        width = CARD_WIDTH * self.CARD_SCALE
        left = 2 * self.PAD + width
        top = self.PAD + 72 * scale
        box = QRectF(left, top, self._width - left - self.PAD, self.HEIGHT - top - 2)
        why = self.texts()[2]
        size = 18 * scale
        font = ui_font(size, bold=True)
        while size > 11 and QFontMetricsF(font).boundingRect(
                box, int(self.WHY_FLAGS), why).height() > box.height():
            size -= 1
            font = ui_font(size, bold=True)
        return box, font
