"""The card art: :class:`CardRenderer` draws the SVG faces (in two or four colours, with the
large index of large print) and the painted backs into pixmaps at the size a card has on the
screen (device pixels), so that cards stay sharp at any window size.
"""

from __future__ import annotations

import re
from collections import OrderedDict

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from bezique_qt import paths
from bezique_qt.engine.cards import SUIT_SYMBOLS, rank_of, suit_of

CARD_WIDTH = 120.0
CARD_HEIGHT = 168.0
CARD_RADIUS = 6.0
"""A card's size and the radius of its corners, in scene units (the card items' too)."""

_RANK_FILES = ("7", "8", "9", "j", "q", "k", "10", "a")  # by engine rank number
# Card backs are painted (the SVG backs' fine pattern turns to moiré at table size).
BACK_COLOURS = {"red": ("#9e1b22", "#c8454a"), "blue": ("#1d3f86", "#4a6fbd")}
DEFAULT_BACK = "red"
BACK_PREFIX = "back:"

# The four-colour deck: clubs green, diamonds blue (spades black, hearts red as usual).
CLUB_GREEN = "#13893a"
DIAMOND_BLUE = "#1f55d0"
FOUR_COLOURS = {"S": "#000000", "H": "#ff0000", "D": DIAMOND_BLUE, "C": CLUB_GREEN}
TWO_COLOURS = {"S": "#000000", "H": "#ff0000", "D": "#ff0000", "C": "#000000"}
# In the card art the pips are paths drawn in the default fill (black: clubs) or fill="red"
# (diamonds), identified by their outline; the corner indices are strokes 80 units wide.
_CLUB_PIP = re.compile(r'<path d="(M30 150c5 235[^"]*)"')
_DIAMOND_PIP = re.compile(r'<path d="(M-400 0C-350 0 0-450 0-50[^"]*)" fill="red"')
_INDEX = re.compile(r'stroke="(?:#000|red)" stroke-width="80"')


def suit_colour(suit: str, four_colour: bool = False) -> str:
    """The colour (``#rrggbb``) of the suit ``suit`` (``S``, ``H``, ``D``, ``C``) on the cards."""
    return (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit]


def four_colour_svg(svg: str, suit: str) -> str:
    """The card art ``svg`` of a card of ``suit`` with its pips and indices in the four-colour
    deck's colour (unchanged for spades and hearts, and for the court figures' drawing)."""
    if suit == "C":
        svg = _CLUB_PIP.sub(lambda m: f'<path fill="{CLUB_GREEN}" d="{m.group(1)}"', svg)
        return _INDEX.sub(f'stroke="{CLUB_GREEN}" stroke-width="80"', svg)
    if suit == "D":
        svg = _DIAMOND_PIP.sub(lambda m: f'<path d="{m.group(1)}" fill="{DIAMOND_BLUE}"', svg)
        return _INDEX.sub(f'stroke="{DIAMOND_BLUE}" stroke-width="80"', svg)
    return svg


def face_name(card: int) -> str:
    """The art file (without ``.svg``) of ``card``: ``Sq`` is the queen of spades."""
    return "SHDC"[suit_of(card)] + _RANK_FILES[rank_of(card)]


class CardRenderer:
    """Renders card art to pixmaps of a requested pixel height, with a small cache.

    While :attr:`resizing` is true, a pixmap of another size is reused (and scaled when drawn)
    instead of rendering a new one for every step of a window resize.
    """

    CACHE_SIZE = 160

    def __init__(self, back: str = DEFAULT_BACK, four_colour: bool = False) -> None:
        self._svgs: dict[str, QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()
        self._latest: dict[str, QPixmap] = {}
        self.back = BACK_PREFIX + (back if back in BACK_COLOURS else DEFAULT_BACK)
        self.four_colour = four_colour
        self.large_index = False
        """Large print: each face carries a large index (rank over suit) in its corners."""
        self.resizing = False

    def set_large_index(self, on: bool) -> None:
        """Draw the faces with large indices (``on``) or as the card art has them."""
        if bool(on) == self.large_index:
            return
        self.large_index = bool(on)
        self._forget_faces()

    def _forget_faces(self) -> None:
        self._latest.clear()
        for key in [k for k in self._cache if not k[0].startswith(BACK_PREFIX)]:
            del self._cache[key]

    def set_four_colour(self, on: bool) -> None:
        """Draw clubs green and diamonds blue (``on``) or in the usual black and red."""
        if bool(on) == self.four_colour:
            return
        self.four_colour = bool(on)
        self._svgs.clear()
        self._forget_faces()

    def set_back(self, back: str) -> None:
        """Use the back ``red`` or ``blue``."""
        self.back = BACK_PREFIX + (back if back in BACK_COLOURS else DEFAULT_BACK)
        self._latest.clear()

    def _svg(self, name: str) -> QSvgRenderer:
        svg = self._svgs.get(name)
        if svg is None:
            path = paths.asset("cards", f"{name}.svg")
            if self.four_colour and name[:1] in "CD":
                text = four_colour_svg(path.read_text(encoding="utf-8"), name[0])
                svg = QSvgRenderer(QByteArray(text.encode("utf-8")))
            else:
                svg = QSvgRenderer(str(path))
            self._svgs[name] = svg
        return svg

    def pixmap(self, name: str, height: int) -> QPixmap:
        """The art ``name`` as a pixmap ``height`` device pixels high."""
        height = max(8, min(int(height), 2000))
        key = (name, height)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        if self.resizing and name in self._latest:
            return self._latest[name]
        width = max(4, round(height * CARD_WIDTH / CARD_HEIGHT))
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if name.startswith(BACK_PREFIX):
            paint_back(painter, QRectF(0, 0, width, height), name[len(BACK_PREFIX):])
        else:
            self._svg(name).render(painter, QRectF(0, 0, width, height))
            if self.large_index:
                paint_large_index(painter, QRectF(0, 0, width, height), name,
                                  self.four_colour)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        self._cache[key] = pixmap
        self._latest[name] = pixmap
        while len(self._cache) > self.CACHE_SIZE:
            self._cache.popitem(last=False)
        return pixmap


def paint_back(painter: QPainter, rect: QRectF, colour: str) -> None:
    """A card back: a white-edged card with a lattice in ``colour`` (``red`` or ``blue``)."""
    dark, light = (QColor(c) for c in BACK_COLOURS.get(colour, BACK_COLOURS[DEFAULT_BACK]))
    unit = rect.width() / CARD_WIDTH
    painter.setPen(QPen(QColor("#555555"), max(1.0, 0.8 * unit)))
    painter.setBrush(QColor("#fbfaf5"))
    edge = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    painter.drawRoundedRect(edge, CARD_RADIUS * unit, CARD_RADIUS * unit)
    field = rect.adjusted(7 * unit, 7 * unit, -7 * unit, -7 * unit)
    path = QPainterPath()
    path.addRoundedRect(field, 3 * unit, 3 * unit)
    painter.fillPath(path, dark)
    painter.save()
    painter.setClipPath(path)
    painter.setPen(QPen(light, max(1.0, 1.3 * unit)))
    step = 9 * unit
    x = field.left() - field.height()
    while x < field.right():
        painter.drawLine(QPointF(x, field.top()), QPointF(x + field.height(), field.bottom()))
        painter.drawLine(QPointF(x + field.height(), field.top()), QPointF(x, field.bottom()))
        x += step
    painter.restore()
    painter.setPen(QPen(QColor("#fbfaf5"), max(1.0, 1.6 * unit)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(field.adjusted(4 * unit, 4 * unit, -4 * unit, -4 * unit),
                            2 * unit, 2 * unit)


LARGE_INDEX_SIZE = QSizeF(42.0, 76.0)
"""The large index's plate, in card units (a card is 120 × 168)."""


def paint_large_index(painter: QPainter, rect: QRectF, name: str, four_colour: bool) -> None:
    """Large print: the rank over the suit symbol, big and bold on a white plate, in the
    top-left corner of the face ``name`` (e.g. ``Sq``) drawn in ``rect``, and upside down in
    the bottom-right corner. The plate covers the art's small index."""
    unit = rect.width() / CARD_WIDTH
    suit = name[0]
    rank = {"a": "A", "k": "K", "q": "Q", "j": "J"}.get(name[1:], name[1:])
    colour = QColor(suit_colour(suit, four_colour))
    plate = QRectF(rect.left() + 3 * unit, rect.top() + 3 * unit,
                   LARGE_INDEX_SIZE.width() * unit, LARGE_INDEX_SIZE.height() * unit)
    font = QFont(QApplication.font())
    font.setBold(True)
    font.setPixelSize(max(1, round(38 * unit)))
    room = plate.width() - 4 * unit
    width = QFontMetricsF(font).horizontalAdvance(rank)
    if width > room:  # "10" is squeezed, not shrunk: it stays as tall as the other ranks
        font.setStretch(max(50, int(100 * room / width)))
    symbol_font = QFont(font)
    symbol_font.setStretch(100)
    symbol_font.setPixelSize(max(1, round(32 * unit)))
    for turn in (0, 180):
        painter.save()
        if turn:
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(plate, 5 * unit, 5 * unit)
        painter.setPen(colour)
        painter.setFont(font)
        top = QRectF(plate.left(), plate.top(), plate.width(), 40 * unit)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, rank)
        painter.setFont(symbol_font)
        bottom = QRectF(plate.left(), plate.top() + 38 * unit, plate.width(), 36 * unit)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[suit])
        painter.restore()
