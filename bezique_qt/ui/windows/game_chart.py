"""What the Statistics window's charts share: a value of the player's and one of the other
side's for each of the latest games, oldest on the left, drawn with QPainter (QtCharts is not
part of PySide6-Essentials).

:class:`GameChart` lays out the axes (a round top, grid lines, the games numbered from the
oldest), places each game's two values and draws them as lines (the player's solid, the
other's dashed) with a legend; :mod:`.points_chart` and :mod:`.split_chart` say which values,
how the dots look and what the legend reads. Sizes come from the widget's font, so the charts
grow with large print.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from bezique_qt.words.i18n import tr, ui_locale

PLAYER_COLOUR = QColor("#1f55d0")
OPPONENT_COLOUR = QColor("#8a8a8a")

LegendEntry = tuple[str, QPen, float | None]
"""A legend's label, the pen of its line and the radius of the dot drawn on it (None: none)."""


def nice_step(top: float, ticks: int = 5) -> int:
    """A round step (1, 2 or 5 times a power of ten) that divides ``0..top`` into about
    ``ticks`` parts."""
    if top <= 0:
        return 1
    raw = top / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return max(1, int(factor * power))
    return max(1, int(10 * power))


def number(value: int) -> str:
    """``1,820`` (grouped as the user's language groups thousands)."""
    return ui_locale().toString(int(value))


class GameChart(QWidget):
    """Two values a game, game by game (see the module's docstring)."""

    def __init__(self, name: str, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._games: list[Any] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(accessible_name)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # screen readers reach it with Tab
        self.set_games([])

    # ------------------------------------------------------------------ data
    @property
    def games(self) -> list[Any]:
        """The games shown (one point each), oldest first."""
        return list(self._games)

    def set_games(self, games: Sequence[Any]) -> None:
        """Show ``games`` (oldest first), those :meth:`shows` at least."""
        self._games = [g for g in games if self.shows(g)]
        summary = self.summary()
        self.setAccessibleDescription(summary)
        self.setToolTip(summary)
        self.update()

    # ------------------------------------------------------------------ what a chart says
    def shows(self, game: Any) -> bool:
        """Whether ``game`` has a place on the chart."""
        return True

    def values(self, game: Any) -> tuple[float, float]:
        """The player's value in ``game`` and the other side's."""
        raise NotImplementedError

    def summary(self) -> str:
        """The chart in words (also shown in place of the chart when it has no game)."""
        raise NotImplementedError

    def axis_title(self) -> str:
        """The title of the values' axis."""
        raise NotImplementedError

    def legend(self, radius: float) -> list[LegendEntry]:
        """The legend's entries, the player's first."""
        raise NotImplementedError

    def draw_dots(self, painter: QPainter, mine: Sequence[QPointF], theirs: Sequence[QPointF],
                  radius: float, base: QColor) -> None:
        """Mark each game's values on the lines."""
        raise NotImplementedError

    # ------------------------------------------------------------------ geometry
    def y_top(self) -> int:
        """The top of the values' axis: a round number above every value shown."""
        highest = max((max(self.values(g)) for g in self._games), default=0)
        step = nice_step(max(highest, 1))
        return max(step, math.ceil(highest / step) * step)

    def sizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(640, round(line * 16))

    def minimumSizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(320, round(line * 16))

    def plot_rect(self) -> QRectF:
        """Where the values are drawn, inside the axes and their labels."""
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        top = self.y_top()
        labels = [number(v) for v in range(0, top + 1, nice_step(top))]
        left = max(metrics.horizontalAdvance(text) for text in labels) + line * 2.2
        return QRectF(left, line * 2.4, max(10.0, self.width() - left - line * 1.2),
                      max(10.0, self.height() - line * 5.0))

    def positions(self, other: bool = False) -> list[QPointF]:
        """Where each game's value (the player's, or the other side's) is drawn."""
        plot = self.plot_rect()
        n = len(self._games)
        top = self.y_top()
        out = []
        for i, game in enumerate(self._games):
            x = plot.center().x() if n == 1 else plot.left() + plot.width() * i / (n - 1)
            value = self.values(game)[1 if other else 0]
            out.append(QPointF(x, plot.bottom() - plot.height() * max(0, value) / top))
        return out

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(palette.ColorRole.WindowText)
        muted = QColor(text)
        muted.setAlpha(110)
        base = palette.color(palette.ColorRole.Base)
        line = QFontMetricsF(self.font()).height()
        painter.fillRect(self.rect(), base)
        if not self._games:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter
                             | Qt.TextFlag.TextWordWrap, self.summary())
            painter.end()
            return
        plot = self.plot_rect()
        self._draw_values_axis(painter, plot, text, muted)
        mine = self.positions()
        theirs = self.positions(other=True)
        self._draw_games_axis(painter, plot, mine)
        radius = max(3.0, line * 0.28)
        self._draw_line(painter, theirs, QPen(OPPONENT_COLOUR, 2, Qt.PenStyle.DashLine))
        self._draw_line(painter, mine, QPen(PLAYER_COLOUR, 2.5))
        self.draw_dots(painter, mine, theirs, radius, base)
        self._draw_legend(painter, plot, self.legend(radius), text)
        painter.end()

    def _draw_values_axis(self, painter: QPainter, plot: QRectF, text: QColor,
                          muted: QColor) -> None:
        """Grid lines with their values, the axis and its title."""
        line = QFontMetricsF(self.font()).height()
        top = self.y_top()
        for value in range(0, top + 1, nice_step(top)):
            y = plot.bottom() - plot.height() * value / top
            painter.setPen(QPen(muted, 1, Qt.PenStyle.SolidLine if value == 0
                                else Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - line / 2, plot.left() - line * 0.5, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             number(value))
        painter.setPen(QPen(text, 1.5))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.save()
        painter.translate(line * 0.2, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line),
                         Qt.AlignmentFlag.AlignCenter, self.axis_title())
        painter.restore()

    def _draw_games_axis(self, painter: QPainter, plot: QRectF, mine: Sequence[QPointF]) -> None:
        """The games numbered from the oldest (as many as there is room for) and the title."""
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        every = max(1, math.ceil(len(mine) * metrics.horizontalAdvance("00 ") / plot.width()))
        for i, point in enumerate(mine):
            if i % every and i != len(mine) - 1:
                continue
            painter.drawLine(QPointF(point.x(), plot.bottom()),
                             QPointF(point.x(), plot.bottom() + line * 0.3))
            painter.drawText(QRectF(point.x() - line * 2, plot.bottom() + line * 0.35,
                                    line * 4, line), Qt.AlignmentFlag.AlignCenter, str(i + 1))
        painter.drawText(QRectF(plot.left(), plot.bottom() + line * 1.4, plot.width(), line),
                         Qt.AlignmentFlag.AlignCenter,
                         tr("Games, from the oldest (1) to the latest ({count})").format(
                             count=len(mine)))

    @staticmethod
    def _draw_line(painter: QPainter, points: Sequence[QPointF], pen: QPen) -> None:
        if len(points) < 2:
            return
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def _draw_legend(self, painter: QPainter, plot: QRectF, entries: Sequence[LegendEntry],
                     text: QColor) -> None:
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        y, x = line * 0.9, plot.left()
        for label, pen, radius in entries:
            painter.setPen(pen)
            painter.drawLine(QPointF(x, y), QPointF(x + line * 1.6, y))
            if radius is not None:
                painter.setPen(QPen(pen.color(), 2))
                painter.setBrush(pen.color())
                painter.drawEllipse(QPointF(x + line * 0.8, y), radius, radius)
            x += line * 2.0
            painter.setPen(text)
            width = metrics.horizontalAdvance(label)
            painter.drawText(QRectF(x, y - line / 2, width + 4, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            x += width + line * 1.5
