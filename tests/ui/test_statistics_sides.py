"""The Statistics window speaks of sides for the games of partners: a table of the player's
side's games (won and lost by the side, its points for and against over the deals played out,
their average a deal), by level, checked against the games stored, in English and in French."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QTableWidget

from bezique_qt import persistence as store
from bezique_qt.engine import GameState, preset
from bezique_qt.levels import Level
from bezique_qt.persistence.endings import ABANDONED
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.statistics import StatisticsWindow
from bezique_qt.words.i18n import install_translators

from .conftest import opened_from_menu

PARTNERS = "four_handed_partners"
NAMES = ["Ann", "West", "North", "East"]


def _cells(table: QTableWidget) -> list[dict[str, str]]:
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return [{h: table.item(r, c).text() for c, h in enumerate(headers)}
            for r in range(table.rowCount())]


def _by_side(game: GameState) -> dict[str, int]:
    """What the player's side (seat 0's) did in ``game``, counted from the game itself."""
    variant = game.variant
    side = variant.side_of(0)
    ours, theirs = variant.sides[side], variant.sides[1 - side]
    done = game.deal_results
    return {
        "won": int(game.over and game.winner == side),
        "lost": int(game.over and game.winner is not None and game.winner != side),
        "abandoned": int(not game.over), "deals": len(done),
        "points": sum(sum(r.points[p] for p in ours) for r in done),
        "against": sum(sum(r.points[p] for p in theirs) for r in done)}


def _unfinished(seed: int) -> GameState:
    """A game of partners left in the middle of its first deal."""
    game = GameState.new_game(preset(PARTNERS), seed=seed, names=NAMES)
    rng = random.Random(seed)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    assert not game.deal_over and any(game.deal_points)
    return game


@pytest.fixture
def stored(random_game: Callable[..., GameState]) -> dict[str, list[GameState]]:
    """Games of partners against Easy and Hard (one abandoned in its first deal), a classic
    game, and a practice game of partners, in the statistics."""
    games = {"easy": [random_game(PARTNERS, 1, names=NAMES), random_game(PARTNERS, 2,
                                                                          names=NAMES)],
             "hard": [random_game(PARTNERS, 3, names=NAMES), _unfinished(4)]}
    stats, _messages = store.open_statistics()
    for level, played in games.items():
        for game in played:
            stats.record_game(game, store.GameInfo(
                opponent_level=Level(level), seat_levels=(Level(level),) * 3,
                ending="finished" if game.over else ABANDONED))
    stats.record_game(random_game("classic", 5, names=["Ann", "Computer"]),
                      store.GameInfo(opponent_level=Level.HARD))
    practice = random_game(PARTNERS, 6, names=NAMES)
    stats.record_game(practice, store.GameInfo(opponent_level=Level.EASY, practice=True))
    stats.close()
    return games | {"practice": [practice]}


def _expected(games: list[GameState]) -> dict[str, str]:
    sums = {k: sum(_by_side(g)[k] for g in games)
            for k in ("won", "lost", "abandoned", "deals", "points", "against")}
    deals = sums["deals"]
    return {"Games": str(len(games)), "Won": str(sums["won"]), "Lost": str(sums["lost"]),
            "Abandoned": str(sums["abandoned"]), "Deals": str(deals),
            "Your side's points": str(sums["points"]),
            "Other side's points": str(sums["against"]),
            "Your side a deal": f"{sums['points'] / deals:.0f}",
            "Other side a deal": f"{sums['against'] / deals:.0f}"}


def test_statistics_show_the_sides_games_of_partners_by_level(
        stored: dict[str, list[GameState]], open_app_window: Callable[..., MainWindow],
        wait_shown: Callable[..., Any]) -> None:
    window = open_app_window()
    stats_window = opened_from_menu(window, "statistics_action", StatisticsWindow,
                                    "statistics-window", wait_shown)
    rows = _cells(stats_window.games_page.tables["sides"])
    # only the games of partners, one row a level and the levels together
    assert [(r["Variant"], r["Opponent"]) for r in rows] == [
        ("Four-handed partners", "Easy"), ("Four-handed partners", "Hard"),
        ("Four-handed partners", "All levels")]
    easy, hard = stored["easy"], stored["hard"]
    for row, games in zip(rows, (easy, hard, easy + hard), strict=True):
        assert {k: row[k] for k in _expected(games)} == _expected(games), row["Opponent"]
    table = stats_window.games_page.tables["sides"]
    assert [table.item(r, 0).font().bold() for r in range(3)] == [False, False, True]
    # the abandoned game counts as a game, neither won nor lost, and its unfinished deal
    # is not in the points
    assert rows[1]["Abandoned"] == "1" and rows[1]["Games"] == "2"
    assert int(rows[1]["Won"]) + int(rows[1]["Lost"]) == 1
    # the practice game is on its own tab, never mixed in
    practice = _cells(stats_window.practice_page.tables["sides"])
    assert len(practice) == 1
    assert {k: practice[0][k] for k in _expected(stored["practice"])} == _expected(
        stored["practice"])
    stats_window.close()


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """The player's preference is French; English again afterwards, whatever happens."""
    store.save_preferences(store.Preferences(language="fr"))
    yield
    install_translators(qapp, "en")


def test_the_sides_games_speak_french(
        stored: dict[str, list[GameState]], french: None,
        open_app_window: Callable[..., MainWindow], wait_shown: Callable[..., Any]) -> None:
    window = open_app_window()
    stats_window = opened_from_menu(window, "statistics_action", StatisticsWindow,
                                    "statistics-window", wait_shown)
    table = stats_window.games_page.tables["sides"]
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert "Points de votre camp" in headers and "Votre camp par donne" in headers
    english = ["Variant", "Opponent", "Games", "Won", "Lost", "Drawn", "Abandoned", "Won %",
               "Deals", "Your side's points", "Other side's points", "Your side a deal",
               "Other side a deal"]
    assert not set(headers) & set(english), headers
    heading = "Deux contre deux : les parties de votre camp"
    assert heading in [label.text() for label in stats_window.games_page.findChildren(QLabel)]
    rows = _cells(table)
    assert [r[headers[1]] for r in rows] == ["Facile", "Difficile", "Tous les niveaux"]
    stats_window.close()
