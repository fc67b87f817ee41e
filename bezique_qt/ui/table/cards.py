"""The card items of the table, drawn with the card art of :mod:`.card_art`.

:class:`CardItem` is one card on the table with a single declarative call,
:meth:`CardItem.animate_to`. A face-down card item never knows which card it is: it gets a face
only when it is turned face up. :class:`PileItem` is a face-down pile (the stock, won tricks).
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

# a card item has the card art's size (and the table's modules take it from here)
from bezique_qt.ui.table.card_art import CARD_HEIGHT as CARD_HEIGHT
from bezique_qt.ui.table.card_art import CARD_RADIUS as CARD_RADIUS
from bezique_qt.ui.table.card_art import CARD_WIDTH as CARD_WIDTH
from bezique_qt.ui.table.card_art import CardRenderer, face_name

# Cards in flight are drawn above everything that lies still, a dragged card above those.
FLIGHT_Z = 10_000.0
DRAG_Z = 20_000.0

HIGHLIGHT_COLOUR = QColor("#ffd54a")
FOCUS_COLOUR = QColor("#4aa3ff")
HINT_COLOUR = QColor("#6cf08a")
DIM_COLOUR = QColor(0, 0, 0, 95)

LARGE_PRINT_SCALE = 1.35
"""How much larger texts are in large print."""


def text_scale(item: QGraphicsItem) -> float:
    """How much larger than usual ``item`` draws its texts: its scene's ``text_scale`` (see
    ``TableScene.set_large_print``), 1 in any other scene or none."""
    scale = getattr(item.scene(), "text_scale", 1.0)
    return float(scale) if isinstance(scale, int | float) else 1.0


def device_scale(painter: QPainter) -> float:
    """Device pixels per item unit along the item's vertical axis (unaffected by a flip)."""
    t = painter.worldTransform()
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    return math.hypot(t.m21(), t.m22()) * ratio


def card_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, CARD_RADIUS, CARD_RADIUS)
    return path


class MarkedItem(QGraphicsObject):
    """A table item the player can point at: lit while the mouse is over it, ringed when the
    keyboard focus is on it, marked when the computer suggests it (its ``paint`` shows each)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.focused = False
        self.hinted = False
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_focused(self, focused: bool) -> None:
        """Show (or hide) the keyboard focus ring."""
        if focused != self.focused:
            self.focused = focused
            self.update()

    def set_hinted(self, hinted: bool) -> None:
        """Show (or hide) the mark of the computer's suggestion."""
        if hinted != self.hinted:
            self.hinted = hinted
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)


class CardItem(MarkedItem):
    """One card on the table, positioned by its centre.

    :meth:`animate_to` moves, turns and flips it; the scene decides where cards go, the item only
    gets there. ``card`` is None while the item lies face down (it then carries no identity).
    """

    clicked = Signal(object)  # the item
    dropped = Signal(object, QPointF)  # the item, the scene point where a drag ended
    animation_finished = Signal()

    def __init__(self, renderer: CardRenderer, card: int | None = None,
                 face_up: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._card = card if face_up else None
        self._face_up = face_up and card is not None
        self._shown_face_up = self._face_up
        self._flip = 0.0
        self._flip_from = self._face_up
        self._group: QParallelAnimationGroup | None = None
        self._target_pos = QPointF()
        self._target_z = 0.0
        self._target_rotation = 0.0
        self.legal: bool | None = None
        """True: highlighted as playable; False: dimmed; None: neither."""
        self.draggable = False
        """Whether the card can be dragged (the viewer's own cards): it then reports a click
        when the button is released without a drag, and :attr:`dropped` after a drag."""
        self._press_pos: QPointF | None = None  # where a possible drag started (scene)
        self._drag_from = QPointF()
        self._dragging = False
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ------------------------------------------------------------------ identity
    @property
    def card(self) -> int | None:
        """The card shown, or None for a face-down card."""
        return self._card

    @property
    def face_up(self) -> bool:
        """Whether the card lies (or is turning to lie) face up."""
        return self._face_up

    @property
    def shows_face(self) -> bool:
        """Whether the face is what is drawn right now."""
        return self._shown_face_up and self._card is not None

    def set_card(self, card: int) -> None:
        """Give a card the face it will show when it is turned up."""
        self._card = card
        self.update()

    # ------------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:
        m = 6.0
        return QRectF(-CARD_WIDTH / 2 - m, -CARD_HEIGHT / 2 - m, CARD_WIDTH + 2 * m,
                      CARD_HEIGHT + 2 * m)

    def shape(self) -> QPainterPath:
        return card_path(self.card_rect())

    @staticmethod
    def card_rect() -> QRectF:
        return QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        name = face_name(self._card) if self.shows_face and self._card is not None else (
            self._renderer.back)
        pixmap = self._renderer.pixmap(name, round(CARD_HEIGHT * device_scale(painter)))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.legal is False:
            painter.fillPath(card_path(rect), DIM_COLOUR)
        outline: QColor | None = None
        width = 4.0
        if self.focused:
            outline, width = FOCUS_COLOUR, 6.0
        elif self.hinted:
            outline, width = HINT_COLOUR, 6.0
        elif self.legal is True:
            outline = HIGHLIGHT_COLOUR.lighter(120) if self._hover else HIGHLIGHT_COLOUR
            width = 5.0 if self._hover else 3.5
        if outline is not None:
            painter.setPen(QPen(outline, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), CARD_RADIUS + 1, CARD_RADIUS + 1)

    def set_legal(self, legal: bool | None) -> None:
        """Mark as playable (True), dimmed (False) or neither (None)."""
        if legal != self.legal:
            self.legal = legal
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal else
                           Qt.CursorShape.ArrowCursor)
            self.update()

    # ------------------------------------------------------------------ input
    @property
    def dragging(self) -> bool:
        """Whether the card is being dragged by the mouse right now."""
        return self._dragging

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if not self.draggable or event.button() != Qt.MouseButton.LeftButton:
            self.clicked.emit(self)
            return
        self._press_pos = event.scenePos()
        self._drag_from = self.pos()
        self._dragging = False

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_pos is None:
            return
        if not self._dragging:
            moved = (event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton))
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.finish()
            self.setZValue(DRAG_Z)
        self.setPos(self._drag_from + (event.scenePos() - self._press_pos))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_pos is None:
            return
        self._press_pos = None
        if self._dragging:
            self._dragging = False
            self.setZValue(self._target_z)
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    # ------------------------------------------------------------------ the flip
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if value >= 0.5:
            self._shown_face_up = self._face_up
        else:
            self._shown_face_up = self._flip_from
        self.setTransform(QTransform.fromScale(max(0.02, abs(1.0 - 2.0 * value)), 1.0))
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # ------------------------------------------------------------------ moving
    @property
    def target_pos(self) -> QPointF:
        return QPointF(self._target_pos)

    @property
    def target_z(self) -> float:
        return self._target_z

    @property
    def target_rotation(self) -> float:
        return self._target_rotation

    def is_animating(self) -> bool:
        return self._group is not None

    def animate_to(self, pos: QPointF, z: float, rotation: float = 0.0,
                   face_up: bool | None = None, duration: int = 0) -> None:
        """Move to ``pos`` (the card's centre), lie at height ``z``, turned by ``rotation``
        degrees, face up or down, taking ``duration`` ms (0: at once).

        A running animation is replaced, starting from where the card is now. In flight the
        card is raised above the table; it turns over halfway by shrinking across and growing
        back. A card turned face down forgets which card it is.
        """
        self._stop_group()
        new_face = self._face_up if face_up is None else bool(face_up)
        if new_face and self._card is None:
            new_face = False  # a face-down card without an identity cannot be shown
        turning = new_face != self._face_up
        self._target_pos = QPointF(pos)
        self._target_z = z
        self._target_rotation = rotation
        small = (
            not turning
            and abs(self.rotation() - rotation) < 0.5
            and (self.pos() - pos).manhattanLength() < 2.0
        )
        if duration <= 0 or small:
            self._flip_from = new_face
            self._face_up = new_face
            self._place_final()
            self.animation_finished.emit()
            return
        self._flip_from = self._face_up
        self._face_up = new_face
        group = QParallelAnimationGroup(self)
        move = QPropertyAnimation(self, b"pos", group)
        move.setDuration(duration)
        move.setStartValue(self.pos())
        move.setEndValue(QPointF(pos))
        move.setEasingCurve(QEasingCurve.Type.InOutCubic)
        group.addAnimation(move)
        if abs(self.rotation() - rotation) >= 0.5:
            turn = QPropertyAnimation(self, b"rotation", group)
            turn.setDuration(duration)
            turn.setStartValue(self.rotation())
            turn.setEndValue(rotation)
            turn.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(turn)
        if turning:
            flip = QPropertyAnimation(self, b"flip", group)
            flip.setDuration(duration)
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            group.addAnimation(flip)
        self.setZValue(FLIGHT_Z + z)
        group.finished.connect(self._on_group_finished)
        self._group = group
        group.start()

    def finish(self) -> None:
        """Jump to the end of the running animation, if any."""
        if self._group is not None:
            self._stop_group()
            self._place_final()
            self.animation_finished.emit()

    def _stop_group(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._on_group_finished)
            group.stop()
            group.deleteLater()

    def _on_group_finished(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        self._place_final()
        self.animation_finished.emit()

    def _place_final(self) -> None:
        self.setPos(self._target_pos)
        self.setRotation(self._target_rotation)
        self.setZValue(self._target_z)
        self._flip = 0.0
        self._flip_from = self._face_up
        self._shown_face_up = self._face_up
        self.setTransform(QTransform())
        if not self._face_up:
            self._card = None
        self.update()


class PileItem(QGraphicsObject):
    """A face-down pile (the stock, a player's won tricks) drawn as a stack with its count.

    ``caption`` is a format with ``{count}`` (cards) and ``{tricks}`` (tricks of
    :attr:`trick_size` cards: two, or three or four at a larger table).
    """

    clicked = Signal()

    def __init__(self, renderer: CardRenderer, caption: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._count = 0
        self._caption = caption
        self.trick_size = 2
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        if count != self._count:
            self._count = count
            self.update()

    def set_caption(self, caption: str) -> None:
        if caption != self._caption:
            self._caption = caption
            self.update()

    def layers(self) -> int:
        if self._count <= 0:
            return 0
        return min(7, 1 + self._count // 10)

    def top_offset(self) -> QPointF:
        """Where the top card of the pile lies, relative to the item's position."""
        n = max(0, self.layers() - 1)
        return QPointF(-2.0 * n, -2.0 * n)

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_WIDTH / 2 - 16, -CARD_HEIGHT / 2 - 16, CARD_WIDTH + 22,
                      CARD_HEIGHT + 22)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = CardItem.card_rect()
        layers = self.layers()
        if layers == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, CARD_RADIUS, CARD_RADIUS)
        else:
            pixmap = self._renderer.pixmap(self._renderer.back,
                                           round(CARD_HEIGHT * device_scale(painter)))
            for i in range(layers):
                r = rect.translated(-2.0 * i, -2.0 * i)
                painter.drawPixmap(r, pixmap, QRectF(pixmap.rect()))
        tricks = self._count // max(1, self.trick_size)
        text = self._caption.format(count=self._count, tricks=tricks)
        if text:
            k = text_scale(self)
            font = QFont(painter.font())
            font.setPixelSize(round(20 * k))
            font.setBold(True)
            painter.setFont(font)
            box = QRectF(rect.left() + 14, rect.bottom() - 10 - 30 * k, rect.width() - 28,
                         30 * k)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 150))
            painter.drawRoundedRect(box, 12, 12)
            painter.setPen(QColor("#f3eedb"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.clicked.emit()
