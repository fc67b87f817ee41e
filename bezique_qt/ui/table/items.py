"""The table's small items other than cards, and what the larger ones are made of: labels,
floating texts, buttons and a group of buttons under a title, with the table's colours and
fonts. The larger items have modules of their own: the declaration panel and the guess of the
dealer's packet (:mod:`.panel`), the scoreboard (:mod:`.scoreboard`), the cut for the first
deal (:mod:`.cut_items`).

They are drawn in the scene, so they scale with the window like the cards do.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bezique_qt.ui.table.cards import MarkedItem, text_scale
from bezique_qt.ui.table.fit_box import font_filling_box
from bezique_qt.words.caption import units

TEXT_COLOUR = QColor("#f3eedb")
MUTED_COLOUR = QColor("#c9d8c4")
GOLD_COLOUR = QColor("#ffd54a")
RED_SUIT_COLOUR = QColor("#e0443a")
PANEL_COLOUR = QColor(10, 40, 24, 190)
BUTTON_COLOUR = QColor("#f3eedb")
BUTTON_TEXT_COLOUR = QColor("#1b2a20")
FOCUS_COLOUR = QColor("#4aa3ff")
HINT_COLOUR = QColor("#6cf08a")


def ui_font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def fitting_font(text: str, width: float, pixel_size: float, smallest: float,
                 bold: bool = False) -> QFont:
    """:func:`ui_font` at ``pixel_size``, or smaller (down to ``smallest``) until ``text``
    fits in ``width``: a longer name (or a longer word in another language) shrinks a little
    before it is cut short."""
    size = pixel_size
    font = ui_font(size, bold)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size = max(smallest, size - 1)
        font = ui_font(size, bold)
    return font


class LabelItem(QGraphicsObject):
    """Text in a fixed box on the table (wrapped, aligned, optionally on a dark plate). With
    ``fit`` a text too long for one line is drawn a little smaller rather than wrapped; with
    ``elide`` too (a name) one still too long is shortened, whole in its tooltip; with
    ``shrink`` a text too tall for the box is drawn smaller."""

    def __init__(self, width: float, height: float, pixel_size: float = 22,
                 bold: bool = False, colour: QColor = TEXT_COLOUR,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                 plate: bool = False, parent: QGraphicsItem | None = None, *,
                 fit: bool = False, elide: bool = False, shrink: bool = False) -> None:
        super().__init__(parent)
        self._shrink = shrink  # a text too tall for the box is drawn smaller (fit_box)
        self._rect = QRectF(0, 0, width, height)
        self._fit = fit or elide
        self._elide = elide
        self._text = ""
        self._font = ui_font(pixel_size, bold)
        self._colour = QColor(colour)
        self._align = align
        self._plate = plate
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # text is slow to draw and rarely changes: kept as a picture until it does
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def text(self) -> str:
        return self._text

    def font(self) -> QFont:
        """The font the text is drawn in (larger in large print)."""
        size = self._font.pixelSize() * text_scale(self)
        if self._fit:
            room = self._rect.width() - (24 if self._plate else 0)
            return fitting_font(self._text, room, size, self._font.pixelSize() * 0.8,
                                self._font.bold())
        font = QFont(self._font)
        font.setPixelSize(max(1, round(size)))
        if self._shrink and self._text:
            return font_filling_box(str(self._text), self._box(), font, size * 0.6)
        return font

    def set_text(self, text: str, colour: QColor | None = None) -> None:
        colour = self._colour if colour is None else QColor(colour)
        changed = text != self._text or colour != self._colour
        self._text = text  # (kept as given: a caption's spoken words go with it)
        self._colour = colour
        if changed:
            self._update_tip()
            self.update()

    def shown_text(self) -> str:
        """The text as drawn: with ``elide``, a text too long for one line even a little
        smaller is shortened in the middle (a name keeps its start and its end, "· dealer")."""
        if not self._elide:
            return self._text
        room = self._rect.width() - (24 if self._plate else 0)
        return QFontMetricsF(self.font()).elidedText(self._text, Qt.TextElideMode.ElideMiddle,
                                                     room)

    @property
    def elided(self) -> bool:
        """Whether the text is shortened (its tooltip then holds it whole)."""
        return self.shown_text() != self._text

    def _update_tip(self) -> None:
        self.setToolTip(str(self._text) if self._elide and self.elided else "")

    def set_size(self, width: float, height: float) -> None:
        """Give the text a box ``width`` × ``height`` large (the table was laid out anew)."""
        if (width, height) != (self._rect.width(), self._rect.height()):
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, width, height)
            self._update_tip()
            self.update()

    def text_scale_changed(self) -> None:
        """The scene's large print was switched: the box grows with the text."""
        self.prepareGeometryChange()
        self._update_tip()
        self.update()

    def _box(self) -> QRectF:
        # Larger text needs more lines' room: the box grows away from where it is aligned.
        extra = self._rect.height() * (text_scale(self) - 1.0)
        if self._align & Qt.AlignmentFlag.AlignBottom:
            return self._rect.adjusted(0, -extra, 0, 0)
        if self._align & Qt.AlignmentFlag.AlignVCenter:
            return self._rect.adjusted(0, -extra / 2, 0, extra / 2)
        return self._rect.adjusted(0, 0, 0, extra)

    def boundingRect(self) -> QRectF:
        return self._box()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        box = self._box()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())
        flags = int(self._align) | int(Qt.TextFlag.TextWordWrap)
        if self._plate:
            used = painter.boundingRect(box.adjusted(12, 6, -12, -6), flags, self._text)
            plate = used.adjusted(-12, -6, 12, 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 120))
            painter.drawRoundedRect(plate, 10, 10)
            painter.setPen(self._colour)
            painter.drawText(box.adjusted(12, 6, -12, -6), flags, self._text)
            return
        painter.setPen(self._colour)
        if self._elide:
            flags &= ~int(Qt.TextFlag.TextWordWrap)  # one line, shortened if it must be
        painter.drawText(box, flags, self.shown_text())


class FloatTextItem(QGraphicsObject):
    """A short score note ("+40") that rises and fades, then goes."""

    def __init__(self, text: str, colour: QColor = GOLD_COLOUR,
                 parent: QGraphicsItem | None = None, *, scale: float = 1.0) -> None:
        super().__init__(parent)
        self._text = text
        self._font = ui_font(30 * scale, bold=True)
        self._colour = colour
        width = QFontMetricsF(self._font).horizontalAdvance(text) + 28
        self._rect = QRectF(-width / 2, -24 * scale, width, 48 * scale)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(self._rect, 22, 22)
        painter.setFont(self._font)
        painter.setPen(self._colour)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


class ButtonItem(MarkedItem):
    """A button drawn on the table: a caption on the left, points on the right."""

    clicked = Signal()

    def __init__(self, width: float, height: float, caption: str, points: str = "",
                 *, primary: bool = True, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, width, height)
        self.caption = caption
        self.points = points
        self.primary = primary
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(caption)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        fill = QColor(BUTTON_COLOUR if self.primary else QColor("#cfd8c8"))
        if self._hover:
            fill = fill.lighter(108)
        painter.setBrush(fill)
        pen = QPen(QColor(0, 0, 0, 90), 1.5)
        if self.hinted:
            pen = QPen(HINT_COLOUR, 5)
        if self.focused:
            pen = QPen(FOCUS_COLOUR, 5)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 10, 10)
        painter.setPen(BUTTON_TEXT_COLOUR)
        k = text_scale(self)
        if self.points:
            painter.setFont(ui_font(22 * k, bold=True))
            painter.drawText(r.adjusted(14, 0, -12, 0), Qt.AlignmentFlag.AlignRight
                             | Qt.AlignmentFlag.AlignVCenter, self.points)
        font, lines = self.caption_layout()
        painter.setFont(font)
        painter.drawText(self.caption_rect(), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter, "\n".join(lines))

    def caption_rect(self) -> QRectF:
        """Where the caption is written: the button less its margins and its points."""
        return _caption_rect(self._rect, self.points, text_scale(self))

    def caption_layout(self) -> tuple[QFont, list[str]]:
        """The font and the lines the caption is drawn in: wrapped between words (a card's
        name, or a meld's cards, never split), never cut short; drawn smaller only where the
        lines would not fit the button."""
        return _caption_layout(self.caption, self.caption_rect(), self.primary,
                               text_scale(self))

    @staticmethod
    def height_for(caption: str, points: str, width: float, scale: float = 1.0, *,
                   primary: bool = True, least: float = 0.0) -> float:
        """How high a button ``width`` wide must be (at least ``least``) for ``caption`` to
        be drawn whole at its usual size."""
        rect = _caption_rect(QRectF(0, 0, width, max(least, 1.0)), points, scale)
        font = ui_font(_usual_caption_size(primary) * scale)
        lines = wrap_caption(caption, QFontMetricsF(font), rect.width())
        return max(least, len(lines) * QFontMetricsF(font).lineSpacing() + 14 * scale)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if self._rect.contains(event.pos()):
            self.clicked.emit()


def wrap_caption(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` where it can be, broken between words but
    never between the cards of a meld (``K♥ Q♥``) nor after a lone suit symbol (``♠
    trumps``), which a :class:`~bezique_qt.words.caption.Caption` knows (see
    :func:`~bezique_qt.words.caption.units`); nothing is left out."""
    lines: list[str] = []
    for unit in units(text):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {unit}") <= width:
            lines[-1] = f"{lines[-1]} {unit}"
        else:
            lines.append(unit)
    return lines or [""]


def _usual_caption_size(primary: bool) -> float:
    return 19.0 if primary else 17.0


def _caption_rect(rect: QRectF, points: str, scale: float) -> QRectF:
    text_rect = rect.adjusted(14, 0, -12, 0)
    if points:
        points_font = ui_font(22 * scale, bold=True)
        text_rect.setRight(text_rect.right()
                           - QFontMetricsF(points_font).horizontalAdvance(points) - 12)
    return text_rect


def _caption_layout(caption: str, rect: QRectF, primary: bool, scale: float
                    ) -> tuple[QFont, list[str]]:
    usual = _usual_caption_size(primary) * scale
    smallest = min(usual, 13.0)
    size = usual
    while True:
        font = ui_font(size)
        metrics = QFontMetricsF(font)
        lines = wrap_caption(caption, metrics, rect.width())
        fits = (all(metrics.horizontalAdvance(line) <= rect.width() for line in lines)
                and len(lines) * metrics.lineSpacing() <= rect.height() - 4)
        if fits or size <= smallest:
            return font, lines
        size = max(smallest, size - 1)


class ButtonGroupItem(QGraphicsObject):
    """Table buttons under a title, the player's choice among them; hidden until there is
    something to choose."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._buttons: list[ButtonItem] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setVisible(False)

    @property
    def title(self) -> str:
        return self._title

    @property
    def buttons(self) -> list[ButtonItem]:
        """The buttons shown now, in reading order."""
        return list(self._buttons)

    def _remove_buttons(self) -> None:
        """Take the buttons shown off the table (new ones are to be made)."""
        for button in self._buttons:
            # Qt takes no parent (nullptr) here; PySide6's stubs do not say that it may be None
            button.setParentItem(cast(QGraphicsItem, None))
            if button.scene() is not None:
                button.scene().removeItem(button)
        self._buttons = []
