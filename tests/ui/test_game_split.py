"""Cards or play over a game and over time: a game finished at the table with the split on keeps
each deal's split, the end-of-game dialog sums them (a deal not weighed said to be missing),
the score sheet shows them, and the Statistics window draws one point per game."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt.ai.split import DealSplit, GameSplit, deal_split
from bezique_qt.engine import GameState, preset
from bezique_qt.export.sheet import ROW_SPLIT_TOTAL
from bezique_qt.levels import Level
from bezique_qt.persistence.split_history import kept_deal_splits
from bezique_qt.ui import split_line
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog
from bezique_qt.ui.dialogs.game import GameSettings
from bezique_qt.ui.game_split import GameSplitLine
from bezique_qt.ui.split_line import SplitLine, background_executor
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.i18n import install_translators

from .conftest import glue

BUDGET = 4
TIMEOUT_MS = 240_000
SHOTS = Path("/tmp/splitgame-shots")
# one pack, whole deals to a small target: a game of a few short deals
SETTINGS = GameSettings("one_pack_32", Level.NOVICE, 40, "Ann",
                        switches=(("game_end", "end_of_deal_highest"),))


@pytest.fixture(autouse=True)
def _background_niceness(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The background weighing below the program's priority, but not so far below that a
    machine busy with other work starves it (the program itself uses 19)."""
    split_line.stop_split_workers()
    monkeypatch.setattr(split_line, "BACKGROUND_NICENESS", 5)
    yield
    split_line.stop_split_workers()


def _summary(qtbot: QtBot, window: MainWindow, deal: int) -> DealSummaryDialog:
    found: list[DealSummaryDialog] = []

    def shown() -> bool:
        found[:] = [d for d in window.findChildren(DealSummaryDialog)
                    if d.isVisible() and d.findChild(SplitLine) is not None
                    and d.findChild(SplitLine).runner.deal == deal]
        return bool(found)

    qtbot.waitUntil(shown, timeout=30_000)
    return found[-1]


def _shoot(widget: object, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    widget.grab().save(str(SHOTS / name))  # type: ignore[attr-defined]


def test_a_game_sums_its_deals_in_the_dialog_the_sheet_and_the_statistics(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow], driver_for: Callable) -> None:
    window = open_app_window()
    window.review_budget = BUDGET
    window.start_game(SETTINGS, seed=11)
    session = glue(window)
    game_id = window.review_game_id()
    assert game_id is not None
    driver = driver_for(window)
    splits: list[DealSplit] = []
    deal = 0
    while True:
        deal += 1
        driver.play_rest_of_deal(checks=False)
        dialog = _summary(qtbot, window, deal)
        line = dialog.findChild(SplitLine, "deal-split-line")
        qtbot.waitUntil(lambda line=line: line.split is not None, timeout=TIMEOUT_MS)
        found = line.split.deal(deal)
        assert found is not None
        splits.append(found)
        if window.controller.game_over:
            break
        assert deal < 8, "the game does not end"
        dialog.accept()  # Next deal
    state = window.controller.state
    assert len(state.deal_results) == len(splits) >= 1
    # each deal's split is kept with the game as soon as it is ready
    stats = session.session.statistics
    assert stats is not None
    assert [s.to_json() for s in kept_deal_splits(stats, game_id)] == [
        s.to_json() for s in splits]

    summed = dialog.findChild(GameSplitLine, "game-split-line")
    assert isinstance(summed, GameSplitLine) and summed.isVisible()
    qtbot.waitUntil(lambda: summed.pending is None, timeout=TIMEOUT_MS)
    expected = GameSplit(state.variant.id, ["You", "Computer"], [[0], [1]], splits)
    assert [t.to_json() for t in summed.split.totals] == [t.to_json() for t in expected.totals]
    you, computer = expected.totals
    text = summed.text()
    n = len(splits)
    assert text.startswith("Over the game: ")
    assert text.endswith(f"({n} deal{'s' if n > 1 else ''} of {n} measured).")
    assert (f"your play cost {round(you.cost)}" in text
            or round(you.cost) == 0 and "your play cost nothing" in text)
    assert (f"Computer's play cost {round(computer.cost)}" in text
            or round(computer.cost) == 0 and "Computer's play cost nothing" in text)
    luck = round(you.result) + round(you.cost) - round(computer.cost)
    assert (luck == 0 and "the cards were even" in text
            or f"worth {abs(luck)} to {'you' if luck > 0 else 'Computer'}" in text)
    _shoot(dialog, "end-of-game.png")

    # the score sheet: each deal's costs and the game's sums
    session.toggle_sheet()
    qtbot.waitUntil(session.sheet_dock.isVisible)
    model = session.sheet_view.model
    rows = [model.sheet_row(r) for r in range(model.rowCount())]
    luck_row, play_row = (r for r in rows if r.style == ROW_SPLIT_TOTAL)
    assert play_row.points == (round(you.cost), round(computer.cost))
    assert luck_row.points == (luck, -luck)
    session.sheet_dock.setFloating(True)
    session.sheet_dock.resize(720, 520)
    session.sheet_view.table.scrollToBottom()
    _shoot(session.sheet_view, "sheet.png")
    dialog.reject()

    # the Statistics window: one point for the game, and the sums of the history
    statistics = session.show_statistics()
    assert statistics is not None
    page = statistics.games_page
    assert page.split is not None
    chart = page.split.chart
    assert len(chart.games) == 1
    (point,) = chart.games
    assert point.measured == n == point.deals
    assert point.cost_per_deal == pytest.approx(you.cost / n)
    assert point.others_cost_per_deal == pytest.approx(computer.cost / n)
    words = page.split.words.text()
    assert words.startswith(f"Over 1 game ({n} deal{'s' if n > 1 else ''} of {n} measured): "
                            "the cards ")
    assert f"your play cost {round(you.cost)}, the computer's {round(computer.cost)}." in words
    statistics.resize(900, 1400)
    page.ensureWidgetVisible(page.split)
    _shoot(statistics, "statistics.png")
    statistics.close()

    # Finished games: the game's score sheet has them too
    history = session.show_history()
    assert history is not None
    history.table.selectRow(0)
    sheet = history.open_sheet()
    assert sheet is not None
    kept = sheet.view.model.sheet()
    assert kept is not None
    assert [r.points for r in kept.split_rows if r.style == ROW_SPLIT_TOTAL] == [
        (luck, -luck), (round(you.cost), round(computer.cost))]
    sheet.close()
    history.close()


def _finished(seed: int = 3) -> GameState:
    import random

    variant = preset("one_pack_32").with_switches(game_end="end_of_deal_highest",
                                                  game_target=40)
    for s in range(seed, seed + 50):
        game = GameState.new_game(variant, seed=s, names=["You", "Computer"])
        rng = random.Random(s)
        while not game.over:
            if game.deal_over:
                game.next_deal()
            else:
                game.apply(rng.choice(game.legal_actions()))
        if len(game.deal_results) >= 3:
            return game
    raise AssertionError("no game of three deals")


def test_a_deal_not_weighed_is_missing_never_zero(qtbot: QtBot) -> None:
    game = _finished()
    deals = len(game.deal_results)
    first = deal_split(game, 1, [(20.0, 1.0, 8), (6.0, 1.0, 8)], BUDGET)
    line = GameSplitLine(GameSplit(game.variant.id, ["You", "Computer"], [[0], [1]], [first]),
                         deals, 0)
    qtbot.addWidget(line)
    assert line.text().startswith("Over the game: ")
    assert line.text().endswith(f"your play cost 20, Computer's play cost 6 "
                                f"(1 deal of {deals} measured).")
    none = GameSplitLine(GameSplit(game.variant.id, ["You", "Computer"], [[0], [1]], []),
                         deals, 0)
    qtbot.addWidget(none)
    assert none.text() == ("Over the game: no deal was weighed between the cards and the "
                           f"play (0 deals of {deals} measured).")


def test_the_game_sums_in_french(qtbot: QtBot, qapp: QApplication) -> None:
    game = _finished()
    deals = len(game.deal_results)
    first = deal_split(game, 1, [(20.0, 1.0, 8), (6.0, 1.0, 8)], BUDGET)
    second = deal_split(game, 2, [(2.0, 1.0, 8), (9.0, 1.0, 8)], BUDGET)
    install_translators(qapp, "fr")
    try:
        line = GameSplitLine(GameSplit(game.variant.id, ["You", "Computer"], [[0], [1]],
                                       [first, second]), deals, 0)
        qtbot.addWidget(line)
        text = line.text()
        assert text.startswith("Sur la partie : "), text
        assert f"(2 donnes sur {deals} mesurées)" in text, text
        assert "votre jeu a coûté 22" in text, text
    finally:
        install_translators(qapp, "en")


def test_a_deal_whose_dialog_is_closed_at_once_still_gets_its_split_kept(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow], driver_for: Callable) -> None:
    """The split is weighed in the background, at the lowest priority, whether the end-of-deal
    dialog stays open or not: a player who clicks on at once gets the deal measured."""
    window = open_app_window()
    window.review_budget = BUDGET
    window.start_game(SETTINGS, seed=11)
    session = glue(window)
    game_id = window.review_game_id()
    keeper = window.split_store
    assert game_id is not None and keeper is not None
    driver_for(window).play_rest_of_deal(checks=False)
    dialog = _summary(qtbot, window, 1)
    runner = dialog.findChild(SplitLine, "deal-split-line").runner
    assert runner.running  # not ready yet: the dialog is closed before
    # the weighing runs in processes niced below the program (and the computer's workers)
    assert runner.runner is not None and runner.runner.executor is background_executor()
    own = os.getpriority(os.PRIO_PROCESS, 0)
    qtbot.waitUntil(lambda: bool(background_executor().processes) and all(
        os.getpriority(os.PRIO_PROCESS, p.pid) > own  # (once the worker has started)
        for p in background_executor().processes), timeout=30_000)
    with qtbot.waitSignal(keeper.split_kept, timeout=TIMEOUT_MS) as kept:
        if window.controller.game_over:
            dialog.reject()
        else:
            dialog.accept()  # Next deal, at once
    assert kept.args == [game_id]
    stats = session.session.statistics
    assert stats is not None
    (split,) = kept_deal_splits(stats, game_id)
    assert split.deal == 1
    assert not keeper.weighing


def test_a_resumed_game_weighs_the_deals_not_weighed_before(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow], wait_shown: Callable,
        resume_offered: Callable) -> None:
    """The program closed before a deal's split was ready: resuming the game weighs it."""
    import random

    from bezique_qt.engine import GameRecord
    from bezique_qt.persistence import saves as store
    from bezique_qt.ui.session import session_of

    variant = preset("one_pack_32").with_switches(game_end="end_of_deal_highest",
                                                  game_target=5000)
    game = GameState.new_game(variant, seed=4, names=["You", "Computer"])
    rng = random.Random(4)
    while not game.deal_over:
        game.apply(rng.choice(game.legal_actions()), undoable=False)
    game.next_deal()
    for _ in range(3):
        game.apply(rng.choice(game.legal_actions()), undoable=False)
    info = store.GameInfo(opponent_level="novice")
    store.write_autosave(GameRecord.of(game), info)
    window = open_app_window()
    window.review_budget = BUDGET
    keeper = window.split_store
    assert keeper is not None
    wait_shown(window, QMessageBox, "resume-dialog")
    with qtbot.waitSignal(keeper.split_kept, timeout=TIMEOUT_MS) as kept:
        resume_offered(window, "Resume")
    assert kept.args == [info.game_id]
    glue = session_of(window)
    assert glue is not None and glue.session.statistics is not None
    assert [s.deal for s in kept_deal_splits(glue.session.statistics, info.game_id)] == [1]
