"""Cards or play in the Statistics window: the play's cost game after game, and the sums.

:class:`SplitSection` puts under the points graph a sentence summing the player's history
("Over 23 games (40 deals of 52 measured): the cards +310 for you, your play cost 1,240, the
computer's 620.") and :class:`SplitChart`, which draws, for every finished game with at least
one deal split between the cards and the play (:mod:`bezique_qt.persistence.split_history`),
what the player's play cost a deal on average (a line with a dot per game) against what the
computer's play cost (dashed), oldest on the left.  Deals not measured are left out of the
averages, not counted as 0.  Drawn with QPainter, as :mod:`.points_chart`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from bezique_qt.persistence import PersistenceError, Statistics
from bezique_qt.persistence.split_history import GameSplitRecord, split_games, split_history
from bezique_qt.ui.windows.points_chart import (
    CHART_GAMES,
    OPPONENT_COLOUR,
    PLAYER_COLOUR,
    PointsChart,
    nice_step,
    number,
)
from bezique_qt.words.i18n import tr, tr_plural
from bezique_qt.words.split import measured_words

__all__ = ["SplitChart", "SplitSection", "history_words"]


def _signed(points: float) -> str:
    value = round(points)
    return ("+" if value > 0 else "\u2212" if value < 0 else "") + number(abs(value))


def history_words(games: Sequence[GameSplitRecord]) -> str:
    """The player's history of cards or play in one sentence."""
    if not games:
        return tr("No finished game has a deal weighed between the cards and the play yet: "
                  "each deal is weighed while you read its end.")
    total = split_history(games)
    counted = tr_plural("{count} game", "{count} games", total.games).format(count=total.games)
    measured = measured_words(total.measured, total.deals)
    return tr("Over {games} ({measured}): the cards {luck} for you, your play cost {cost}, "
              "the computer's {others}.").format(
        games=counted, measured=measured, luck=_signed(total.luck),
        cost=number(round(total.cost)), others=number(round(total.others_cost)))


class SplitChart(QWidget):
    """What the player's play and the computer's cost a deal, game by game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("split-chart")
        self._games: list[GameSplitRecord] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(tr("Your play against the computer's, game by game"))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # screen readers reach it with Tab
        self.set_games([])

    @property
    def games(self) -> list[GameSplitRecord]:
        """The games shown (one point each), oldest first."""
        return list(self._games)

    def set_games(self, games: Sequence[GameSplitRecord]) -> None:
        self._games = [g for g in games if g.measured]
        summary = history_words(self._games)
        self.setAccessibleDescription(summary)
        self.setToolTip(summary)
        self.update()

    def y_top(self) -> int:
        highest = max((max(g.cost_per_deal, g.others_cost_per_deal) for g in self._games),
                      default=0.0)
        step = nice_step(max(highest, 1))
        return max(step, math.ceil(highest / step) * step)

    def sizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(640, round(line * 16))

    def minimumSizeHint(self) -> QSize:
        line = QFontMetricsF(self.font()).height()
        return QSize(320, round(line * 16))

    def plot_rect(self) -> QRectF:
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        top = self.y_top()
        labels = [number(v) for v in range(0, top + 1, nice_step(top))]
        left = max(metrics.horizontalAdvance(text) for text in labels) + line * 2.2
        return QRectF(left, line * 2.4, max(10.0, self.width() - left - line * 1.2),
                      max(10.0, self.height() - line * 5.0))

    def point_positions(self, computer: bool = False) -> list[QPointF]:
        """Where each game's cost a deal (the player's, or the computer's) is drawn."""
        plot = self.plot_rect()
        n = len(self._games)
        top = self.y_top()
        out = []
        for i, game in enumerate(self._games):
            x = plot.center().x() if n == 1 else plot.left() + plot.width() * i / (n - 1)
            value = game.others_cost_per_deal if computer else game.cost_per_deal
            out.append(QPointF(x, plot.bottom() - plot.height() * max(0.0, value) / top))
        return out

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
                             | Qt.TextFlag.TextWordWrap, history_words([]))
            painter.end()
            return
        plot = self.plot_rect()
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
                         Qt.AlignmentFlag.AlignCenter, tr("Points lost a deal"))
        painter.restore()
        mine = self.point_positions()
        theirs = self.point_positions(computer=True)
        every = max(1, math.ceil(len(mine) * QFontMetricsF(self.font()).horizontalAdvance(
            "00 ") / plot.width()))
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
        radius = max(3.0, line * 0.28)
        PointsChart._draw_line(painter, theirs, QPen(OPPONENT_COLOUR, 2, Qt.PenStyle.DashLine))
        PointsChart._draw_line(painter, mine, QPen(PLAYER_COLOUR, 2.5))
        for point in theirs:
            painter.setPen(QPen(OPPONENT_COLOUR, 2))
            painter.setBrush(base)
            painter.drawEllipse(point, radius * 0.8, radius * 0.8)
        for point in mine:
            painter.setPen(QPen(PLAYER_COLOUR, 2))
            painter.setBrush(PLAYER_COLOUR)
            painter.drawEllipse(point, radius, radius)
        self._draw_legend(painter, plot, text)
        painter.end()

    def _draw_legend(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        y, x = line * 0.9, plot.left()
        for label, pen in ((tr("your play"), QPen(PLAYER_COLOUR, 2.5)),
                           (tr("the computer's play"),
                            QPen(OPPONENT_COLOUR, 2, Qt.PenStyle.DashLine))):
            painter.setPen(pen)
            painter.drawLine(QPointF(x, y), QPointF(x + line * 1.6, y))
            x += line * 2.0
            painter.setPen(text)
            width = metrics.horizontalAdvance(label)
            painter.drawText(QRectF(x, y - line / 2, width + 4, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            x += width + line * 1.5


class SplitSection(QWidget):
    """The Statistics window's cards or play: a heading, the sentence of the player's history
    and the chart of the latest games (of the variant the points graph shows: the points of
    the scaled variants are not comparable with the others')."""

    def __init__(self, heading: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("split-section")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.words = QLabel()
        self.words.setObjectName("split-history")
        self.words.setWordWrap(True)
        self.chart = SplitChart()
        for widget in (heading, self.words, self.chart):
            layout.addWidget(widget)

    def show_games(self, stats: Statistics, *, practice: bool = False,
                   variant: str | None = None) -> None:
        """Read the games of ``variant`` (all: None) with a split from ``stats`` again."""
        try:
            games = split_games(stats, practice=practice, variant=variant)
        except PersistenceError:
            games = []
        self.words.setText(history_words(games))
        self.chart.set_games(games[-CHART_GAMES:])
