"""The points graph in the Statistics window: the stored games' points, drawn and summed up in
words for screen readers."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible, QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameState
from bezique_qt.ui.windows.points_chart import (
    PLAYER_COLOUR,
    ChartGame,
    PointsChart,
    chart_games,
    chart_summary,
    nice_step,
)
from bezique_qt.ui.windows.statistics import StatisticsWindow

START = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def stats(tmp_path: Path, random_game: Callable[..., GameState]) -> store.Statistics:
    """Statistics with 6 "one pack" games, one classic game between them and a practice
    game, finished an hour apart."""
    opened, messages = store.open_statistics(path=tmp_path / "statistics.sqlite3")
    assert messages == []
    plan = [("one_pack_32", False)] * 3 + [("seed002_scaled", False)] + \
        [("one_pack_32", False)] * 3 + [("one_pack_32", True)]
    for i, (variant, practice) in enumerate(plan):
        game = random_game(variant, i, names=["Ann", "Computer"])
        opened.record_game(game, store.GameInfo(opponent_level="hard", practice=practice),
                           finished_at=START + timedelta(hours=i))
    yield opened
    opened.close()


def test_chart_games_are_the_stored_games_oldest_first(stats: store.Statistics) -> None:
    stored = store.finished_games(stats, practice=False, variant="one_pack_32")
    games = chart_games(stats, variant="one_pack_32")
    assert len(games) == 6
    assert [(g.points, g.opponent_points, g.result) for g in games] == [
        (g.player_score, g.opponent_score, g.result) for g in reversed(stored)]
    assert [g.finished_at for g in games] == sorted(g.finished_at for g in games)
    assert len(chart_games(stats)) == 7 and len(chart_games(stats, practice=True)) == 1
    assert len(chart_games(stats, limit=3)) == 3


def test_summary_in_words() -> None:
    when = START
    games = [ChartGame(1820, 900, "won", when, "classic"), ChartGame(400, 1000, "lost", when,
                                                                    "classic"),
             ChartGame(1010, 1000, "won", when, "classic")]
    assert chart_summary(games) == "Last 3 games: you won 2; best 1,820; average 1,077."
    assert chart_summary(games[1:2]) == "One game: you scored 400 and lost it."
    assert chart_summary([]) == "No finished games to show yet."
    assert [nice_step(t) for t in (1000, 1820, 95, 7)] == [200, 500, 20, 2]


def _near(colour: QColor, expected: QColor) -> bool:
    return all(abs(a - b) < 40 for a, b in zip(colour.getRgb()[:3], expected.getRgb()[:3],
                                               strict=True))


def test_statistics_window_draws_the_stored_games(qtbot: QtBot, qapp: QApplication,
                                                  stats: store.Statistics) -> None:
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    page = window.games_page
    chart = page.chart
    assert isinstance(chart, PointsChart)
    # the variant played last is shown; the points of another variant are not mixed in
    assert page.chart_variant is not None and page.chart_variant.isVisible()
    assert page.chart_variant.currentData() == "one_pack_32"
    expected = [g.player_score for g in reversed(
        store.finished_games(stats, practice=False, variant="one_pack_32"))]
    assert [g.points for g in chart.games] == expected
    won = sum(g.result == "won" for g in chart.games)
    best = max(expected)
    interface = QAccessible.queryAccessibleInterface(chart)
    assert interface is not None
    description = interface.text(QAccessible.Text.Description)
    assert description.startswith(f"Last 6 games: you won {won}; best {best:,};")

    # drawn: a dot at each game's height, filled for a win and hollow for a loss
    chart.resize(700, chart.sizeHint().height())
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    chart.render(image)
    points = chart.point_positions()
    assert len(points) == 6
    plot = chart.plot_rect()
    assert points[0].x() == pytest.approx(plot.left()) and points[-1].x() == pytest.approx(
        plot.right())
    for game, point in zip(chart.games, points, strict=True):
        height = plot.bottom() - point.y()
        assert height == pytest.approx(plot.height() * game.points / chart.y_top(), abs=0.5)
        centre = image.pixelColor(round(point.x()), round(point.y()))
        if game.result == "won":
            assert _near(centre, PLAYER_COLOUR), (game, centre.name())
        else:
            assert not _near(centre, PLAYER_COLOUR), (game, centre.name())
        # the dot's outline, above its centre
        above = [image.pixelColor(round(point.x()), round(point.y()) - dy) for dy in range(2, 9)]
        assert any(_near(colour, PLAYER_COLOUR) for colour in above), game

    # another variant chosen: its games only
    page.chart_variant.setCurrentIndex(page.chart_variant.findData("seed002_scaled"))
    assert len(chart.games) == 1 and chart.games[0].variant == "seed002_scaled"
    # the practice game has its own graph, on its own tab
    practice = window.practice_page.chart
    assert practice is not None and len(practice.games) == 1
    assert window.practice_page.chart_variant is not None
    assert not window.practice_page.chart_variant.isVisibleTo(window.practice_page)


def test_no_graph_without_games(qtbot: QtBot, tmp_path: Path) -> None:
    opened, _messages = store.open_statistics(path=tmp_path / "empty.sqlite3")
    window = StatisticsWindow(opened)
    qtbot.addWidget(window)
    assert window.games_page.chart is None and window.practice_page.chart is None
    opened.close()
