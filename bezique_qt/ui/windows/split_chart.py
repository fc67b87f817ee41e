"""Cards or play in the Statistics window: the play's cost game after game, and the sums.

:class:`SplitSection` puts under the points graph a sentence summing the player's history
("Over 23 games (40 deals of 52 measured): the cards +310 for you, your play cost 1,240, the
computer's 620.") and :class:`SplitChart`, which draws, for every finished game with at least
one deal split between the cards and the play (:mod:`bezique_qt.persistence.split_history`),
what the player's play cost a deal on average (a line with a dot per game) against what the
computer's play cost (dashed), oldest on the left.  Deals not measured are left out of the
averages, not counted as 0.  Drawn as :mod:`.points_chart` (a :class:`~.game_chart.GameChart`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from bezique_qt.persistence import PersistenceError, Statistics
from bezique_qt.persistence.split_history import GameSplitRecord, split_games, split_history
from bezique_qt.ui.windows.game_chart import (
    OPPONENT_COLOUR,
    PLAYER_COLOUR,
    GameChart,
    LegendEntry,
    number,
)
from bezique_qt.ui.windows.points_chart import CHART_GAMES
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


class SplitChart(GameChart):
    """What the player's play and the computer's cost a deal, game by game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("split-chart", tr("Your play against the computer's, game by game"),
                         parent)

    def shows(self, game: GameSplitRecord) -> bool:
        """Only games with a deal measured have a cost a deal."""
        return bool(game.measured)

    def summary(self) -> str:
        return history_words(self._games)

    def values(self, game: GameSplitRecord) -> tuple[float, float]:
        return game.cost_per_deal, game.others_cost_per_deal

    def axis_title(self) -> str:
        return tr("Points lost a deal")

    def point_positions(self, computer: bool = False) -> list[QPointF]:
        """Where each game's cost a deal (the player's, or the computer's) is drawn."""
        return self.positions(other=computer)

    def draw_dots(self, painter: QPainter, mine: Sequence[QPointF], theirs: Sequence[QPointF],
                  radius: float, base: QColor) -> None:
        """A dot a game on each line: the computer's hollow and smaller, the player's filled."""
        for point in theirs:
            painter.setPen(QPen(OPPONENT_COLOUR, 2))
            painter.setBrush(base)
            painter.drawEllipse(point, radius * 0.8, radius * 0.8)
        for point in mine:
            painter.setPen(QPen(PLAYER_COLOUR, 2))
            painter.setBrush(PLAYER_COLOUR)
            painter.drawEllipse(point, radius, radius)

    def legend(self, radius: float) -> list[LegendEntry]:
        return [(tr("your play"), QPen(PLAYER_COLOUR, 2.5), None),
                (tr("the computer's play"), QPen(OPPONENT_COLOUR, 2, Qt.PenStyle.DashLine),
                 None)]


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
