"""The points graph of the Statistics window: the player's points in each of the last games
(a :class:`~.game_chart.GameChart`).

:func:`chart_games` reads the games from the statistics; :class:`PointsChart` draws them, oldest
on the left, the player's points as a line with a dot per game (filled: won; hollow: lost or
drawn) and the opponent's as a dashed line. Its accessible description sums it up in words for
screen readers. Sizes come from the widget's font, so the chart grows with large print.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from bezique_qt.persistence import Statistics, finished_games
from bezique_qt.ui.windows.game_chart import (
    OPPONENT_COLOUR,
    PLAYER_COLOUR,
    GameChart,
    LegendEntry,
    nice_step,
    number,
)
from bezique_qt.words.i18n import tr

__all__ = ["CHART_GAMES", "OPPONENT_COLOUR", "PLAYER_COLOUR", "ChartGame", "PointsChart",
           "chart_games", "chart_summary", "nice_step", "number"]

CHART_GAMES = 20
"""How many of the latest games the chart shows."""


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


class PointsChart(GameChart):
    """The player's (and the opponent's) points game by game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("points-chart", tr("Your points, game by game"), parent)

    def summary(self) -> str:
        return chart_summary(self._games)

    def values(self, game: ChartGame) -> tuple[float, float]:
        return game.points, game.opponent_points

    def axis_title(self) -> str:
        return tr("Points")

    def point_positions(self, opponent: bool = False) -> list[QPointF]:
        """Where each game's points (the player's, or the opponent's) are drawn."""
        return self.positions(other=opponent)

    def draw_dots(self, painter: QPainter, mine: Sequence[QPointF], theirs: Sequence[QPointF],
                  radius: float, base: QColor) -> None:
        """A dot a game on the player's line: filled, won; hollow, lost or drawn."""
        for game, point in zip(self._games, mine, strict=True):
            painter.setPen(QPen(PLAYER_COLOUR, 2))
            painter.setBrush(PLAYER_COLOUR if game.result == "won" else base)
            painter.drawEllipse(point, radius, radius)

    def legend(self, radius: float) -> list[LegendEntry]:
        return [(tr("your points (filled: won)"), QPen(PLAYER_COLOUR, 2.5), radius),
                (tr("your opponent's"), QPen(OPPONENT_COLOUR, 2, Qt.PenStyle.DashLine), None)]
