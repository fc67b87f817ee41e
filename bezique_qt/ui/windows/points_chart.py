"""The points graph of the Statistics window: the player's points in each of the last games,
drawn with QPainter (QtCharts is not part of PySide6-Essentials).

:func:`chart_games` reads the games from the statistics; :class:`PointsChart` draws them, oldest
on the left, the player's points as a line with a dot per game (filled: won; hollow: lost or
drawn) and the opponent's as a dashed line. Its accessible description sums it up in words for
screen readers. Sizes come from the widget's font, so the chart grows with large print.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from bezique_qt.persistence import Statistics, finished_games
from bezique_qt.words.i18n import tr, ui_locale

CHART_GAMES = 20
"""How many of the latest games the chart shows."""
PLAYER_COLOUR = QColor("#1f55d0")
OPPONENT_COLOUR = QColor("#8a8a8a")


@dataclass(frozen=True)
class ChartGame:
    """One finished game as the chart shows it (scores are the player's first)."""

    points: int
    opponent_points: int
    result: str
    """``won``, ``lost`` or ``drawn``, for the player."""
    finished_at: datetime
    variant: str


def chart_games(stats: Statistics, *, practice: bool = False, variant: str | None = None,
                limit: int = CHART_GAMES) -> list[ChartGame]:
    """The latest ``limit`` finished games (of ``variant``, if given), oldest first. Raises
    :class:`~bezique_qt.persistence.PersistenceError` if the statistics cannot be read."""
    games = finished_games(stats, practice=practice, variant=variant, limit=limit)
    return [ChartGame(g.player_score, g.opponent_score, g.result, g.finished_at, g.variant)
            for g in reversed(games)]


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


def chart_summary(games: Sequence[ChartGame]) -> str:
    """The chart in one sentence: ``Last 20 games: you won 12; best 1,820; average 1,034.``"""
    if not games:
        return tr("No finished games to show yet.")
    won = sum(1 for g in games if g.result == "won")
    best = max(g.points for g in games)
    average = round(sum(g.points for g in games) / len(games))
    if len(games) == 1:
        return tr("One game: you scored {points} and {result} it.").format(
            points=number(best), result={"won": tr("won"), "lost": tr("lost")}.get(
                games[0].result, tr("drew")))
    return tr("Last {count} games: you won {won}; best {best}; average {average}.").format(
        count=len(games), won=won, best=number(best), average=number(average))


class PointsChart(QWidget):
    """The player's (and the opponent's) points game by game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("points-chart")
        self._games: list[ChartGame] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(tr("Your points, game by game"))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # screen readers reach it with Tab
        self.set_games([])

    # ------------------------------------------------------------------ data
    @property
    def games(self) -> list[ChartGame]:
        """The games shown, oldest first."""
        return list(self._games)

    def set_games(self, games: Sequence[ChartGame]) -> None:
        """Show ``games`` (oldest first)."""
        self._games = list(games)
        summary = chart_summary(self._games)
        self.setAccessibleDescription(summary)
        self.setToolTip(summary)
        self.update()

    def summary(self) -> str:
        return chart_summary(self._games)

    def y_top(self) -> int:
        """The top of the points axis: a round number above every score shown."""
        highest = max((max(g.points, g.opponent_points) for g in self._games), default=0)
        step = nice_step(max(highest, 1))
        return max(step, math.ceil(highest / step) * step)

    # ------------------------------------------------------------------ geometry
    def sizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(640, round(line * 16))

    def minimumSizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(320, round(line * 16))

    def plot_rect(self) -> QRectF:
        """Where the points are drawn, inside the axes and their labels."""
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        labels = [number(v) for v in range(0, self.y_top() + 1, nice_step(self.y_top()))]
        left = max(metrics.horizontalAdvance(text) for text in labels) + line * 2.2
        return QRectF(left, line * 2.4, max(10.0, self.width() - left - line * 1.2),
                      max(10.0, self.height() - line * 5.0))

    def point_positions(self, opponent: bool = False) -> list[QPointF]:
        """Where each game's points (the player's, or the opponent's) are drawn."""
        plot = self.plot_rect()
        n = len(self._games)
        top = self.y_top()
        out = []
        for i, game in enumerate(self._games):
            x = plot.center().x() if n == 1 else plot.left() + plot.width() * i / (n - 1)
            value = game.opponent_points if opponent else game.points
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
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        painter.fillRect(self.rect(), base)
        plot = self.plot_rect()
        if not self._games:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.summary())
            return
        top = self.y_top()
        step = nice_step(top)
        # the points axis: grid lines and their values
        for value in range(0, top + 1, step):
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
                         Qt.AlignmentFlag.AlignCenter, tr("Points"))
        painter.restore()
        # the games axis: game numbers, oldest first
        mine = self.point_positions()
        theirs = self.point_positions(opponent=True)
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
        # the lines
        radius = max(3.0, line * 0.28)
        self._draw_line(painter, theirs, QPen(OPPONENT_COLOUR, 2, Qt.PenStyle.DashLine))
        self._draw_line(painter, mine, QPen(PLAYER_COLOUR, 2.5))
        for game, point in zip(self._games, mine, strict=True):
            painter.setPen(QPen(PLAYER_COLOUR, 2))
            painter.setBrush(PLAYER_COLOUR if game.result == "won" else base)
            painter.drawEllipse(point, radius, radius)
        self._draw_legend(painter, plot, radius, base, text)
        painter.end()

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

    def _draw_legend(self, painter: QPainter, plot: QRectF, radius: float, base: QColor,
                     text: QColor) -> None:
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        y = line * 0.9
        x = plot.left()
        entries = [(tr("your points (filled: won)"), True), (tr("your opponent's"), False)]
        for label, mine in entries:
            if mine:
                painter.setPen(QPen(PLAYER_COLOUR, 2.5))
                painter.drawLine(QPointF(x, y), QPointF(x + line * 1.6, y))
                painter.setPen(QPen(PLAYER_COLOUR, 2))
                painter.setBrush(PLAYER_COLOUR)
                painter.drawEllipse(QPointF(x + line * 0.8, y), radius, radius)
            else:
                painter.setPen(QPen(OPPONENT_COLOUR, 2, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(x, y), QPointF(x + line * 1.6, y))
            x += line * 2.0
            painter.setPen(text)
            width = metrics.horizontalAdvance(label)
            painter.drawText(QRectF(x, y - line / 2, width + 4, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            x += width + line * 1.5
