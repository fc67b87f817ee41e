"""The scoreboard: the game and deal points of every player (or side), the trumps, the turn-up
and the state of the deal, as :class:`Scoreboard` data drawn by :class:`ScoreboardItem`."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bezique_qt.ui.table.cards import text_scale
from bezique_qt.ui.table.items import (
    GOLD_COLOUR,
    MUTED_COLOUR,
    PANEL_COLOUR,
    RED_SUIT_COLOUR,
    TEXT_COLOUR,
    fitting_font,
    ui_font,
)


@dataclass
class ScoreLine:
    label: str
    values: tuple[str, ...]  # one a column (a player)


@dataclass
class Scoreboard:
    """What the scoreboard shows."""

    heading: str = ""
    trump_symbol: str = ""
    trump_text: str = ""
    trump_red: bool = False
    trump_colour: str = ""
    """The trump symbol's colour (``#rrggbb``) when it is not the usual red or black."""
    turnup_text: str = ""
    """The turned-up card in words ("Turn-up: 10♦"), empty when none lies on the table."""
    names: tuple[str, ...] = ("", "")
    lines: list[ScoreLine] = field(default_factory=list)
    footer: str = ""
    to_act: int | None = None


class ScoreboardItem(QGraphicsObject):
    """The scores: game and deal points for both players, trumps, the state of the deal."""

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, width, height)
        self._base_height = height
        self._board = Scoreboard()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def board(self) -> Scoreboard:
        return self._board

    def set_board(self, board: Scoreboard) -> bool:
        """Show ``board``; returns whether the board changed its height (a line more than
        the usual three, the sides with partners, makes it taller)."""
        height = self._base_height + 34.0 * max(0, len(board.lines) - 3)
        # a footer of more than two lines (the sides of partners by name) makes it taller
        footer = QFontMetricsF(ui_font(17)).boundingRect(
            QRectF(0, 0, self._rect.width() - 32, 10000),
            int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), board.footer)
        height += max(0.0, footer.height() - 44.0)
        grown = height != self._rect.height()
        if grown:
            self.prepareGeometryChange()
            self._rect.setHeight(height)
        self._board = board
        self.update()
        return grown

    def text_scale_changed(self) -> None:
        """The scene's large print was switched: the board grows with its texts."""
        self.prepareGeometryChange()
        self.update()

    def value_font(self) -> QFont:
        """The font of the points (larger in large print)."""
        return ui_font(24 * text_scale(self), bold=True)

    def boundingRect(self) -> QRectF:
        r = QRectF(self._rect)
        r.setHeight(r.height() * text_scale(self))
        return r

    def _columns(self) -> tuple[QFont, float, list[float], QFont]:
        """The table of points: the labels' font and column width (as wide as the longest
        label needs), each player's column width, and the figures' font. A column is as wide
        as its player's name needs where the room allows (a long name beside a short one,
        "Ordinateur" beside "Vous" in large print, keeps its size), the rest shared alike."""
        b = self._board
        k = text_scale(self)
        w = self.boundingRect().width() - 32
        label_font = ui_font(19 * k)
        label_metrics = QFontMetricsF(label_font)
        longest = max((line.label for line in b.lines), default="",
                      key=label_metrics.horizontalAdvance)
        widest = label_metrics.horizontalAdvance(longest)
        col_label = min(w * 0.36, widest + 12)
        columns = max(1, len(b.names))
        value_font = self.value_font()
        figure_metrics = QFontMetricsF(value_font)
        figure = max((figure_metrics.horizontalAdvance(v) for line in b.lines
                      for v in line.values), default=0.0) + 16
        name_metrics = QFontMetricsF(ui_font(19 * k, bold=True))
        needs = [max(name_metrics.horizontalAdvance(n) + 8, figure) for n in b.names]
        if sum(needs) > w - col_label:  # the labels give some room to the names
            col_label = max(w * 0.24, min(col_label, w - sum(needs)))
        if widest + 12 > col_label:  # a long label (French, large print) shrinks to fit
            label_font = fitting_font(longest, col_label - 12, 19 * k, 14 * k)
        room = w - col_label
        if needs and sum(needs) <= room:
            cols = [need + (room - sum(needs)) / columns for need in needs]
        else:
            cols = [room / columns] * columns
        if len(b.names) > 2:  # narrow columns: the figures shrink, all alike, to fit
            figure_text = max((v for line in b.lines for v in line.values),
                              key=figure_metrics.horizontalAdvance, default="")
            value_font = fitting_font(figure_text, min(cols) - 16, 24 * k, 12 * k, bold=True)
        return label_font, col_label, cols, value_font

    def name_fonts(self) -> list[QFont]:
        """The font of each player's name over its column: the names' size, or smaller where a
        name would not fit (three or four columns are narrower: a name may shrink further
        before it is cut)."""
        _label_font, _col_label, cols, _value_font = self._columns()
        k = text_scale(self)
        smallest = 15 * k if len(self._board.names) <= 2 else 11 * k
        return [fitting_font(name, col - 8, 19 * k, smallest, bold=True)
                for name, col in zip(self._board.names, cols, strict=True)]

    def figures_fit(self) -> bool:
        """Whether every figure of the board fits its player's column with room between
        columns (for tests and checks)."""
        _label_font, _col_label, cols, value_font = self._columns()
        metrics = QFontMetricsF(value_font)
        return all(metrics.horizontalAdvance(v) <= col - 12
                   for line in self._board.lines for v, col in zip(line.values, cols, strict=False))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        b = self._board
        r = self.boundingRect()
        k = text_scale(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        painter.setBrush(PANEL_COLOUR)
        painter.drawRoundedRect(r, 14, 14)
        x0, w = 16.0, r.width() - 32
        painter.setPen(MUTED_COLOUR)
        heading_font = ui_font(18 * k)
        painter.setFont(heading_font)
        painter.drawText(QRectF(x0, 8 * k, w, 26 * k), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(heading_font).elidedText(b.heading,
                                                               Qt.TextElideMode.ElideRight, w))
        # trumps
        painter.setFont(ui_font(46 * k, bold=True))
        suit_box = QRectF(x0, 40 * k, 56 * k, 56 * k)
        painter.setBrush(QColor("#f3eedb"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(suit_box, 10, 10)
        painter.setPen(QColor(b.trump_colour) if b.trump_colour
                       else RED_SUIT_COLOUR if b.trump_red else QColor("#111111"))
        painter.drawText(suit_box, Qt.AlignmentFlag.AlignCenter, b.trump_symbol or "?")
        painter.setPen(TEXT_COLOUR)
        trump_font = ui_font(21 * k, bold=True)
        text_box = QRectF(x0 + 68 * k, 40 * k, w - 68 * k, 56 * k)
        if b.turnup_text:
            # two lines: the trump suit, then the turned-up card in large bold figures
            top, bottom = QRectF(text_box), QRectF(text_box)
            top.setHeight(text_box.height() / 2)
            bottom.setTop(top.bottom())
            painter.setFont(fitting_font(b.trump_text, top.width(), 21 * k, 15 * k, bold=True))
            painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             b.trump_text)
            painter.setPen(GOLD_COLOUR)
            painter.setFont(fitting_font(b.turnup_text, bottom.width(), 21 * k, 15 * k,
                                         bold=True))
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, b.turnup_text)
        else:
            painter.setFont(trump_font)
            painter.drawText(text_box, Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                             b.trump_text)
        label_font, col_label, cols, value_font = self._columns()
        lefts = [x0 + col_label + sum(cols[:i]) for i in range(len(cols))]
        row = 34 * k
        y = 108.0 * k
        for i, (name, font) in enumerate(zip(b.names, self.name_fonts(), strict=True)):
            col = cols[i]
            box = QRectF(lefts[i], y, col - 4, row - 6)
            if b.to_act == i:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 213, 74, 60))
                painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 8, 8)
            painter.setPen(GOLD_COLOUR if b.to_act == i else TEXT_COLOUR)
            painter.setFont(font)
            metrics = QFontMetricsF(painter.font())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(name, Qt.TextElideMode.ElideRight, col - 8))
        y += row
        for line in b.lines:
            painter.setPen(MUTED_COLOUR)
            painter.setFont(label_font)
            painter.drawText(QRectF(x0, y, col_label, row - 4), Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, line.label)
            painter.setPen(TEXT_COLOUR)
            painter.setFont(value_font)
            for i, value in enumerate(line.values):
                painter.drawText(QRectF(lefts[i], y, cols[i] - 4, row - 4),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 value)
            y += row
        if b.footer:
            painter.setPen(MUTED_COLOUR)
            painter.setFont(ui_font(17 * k))
            painter.drawText(QRectF(x0, y + 4 * k, w, r.height() - y - 8 * k),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, b.footer)
