"""Try again from here: a deal played again from a decision of its review, or from the
end-of-deal dialog, on a practice table of its own — asked first to find a better move, told
what the move tried is worth, shown the Expert's, played on to the end, and back to the review,
with the statistics, Finished games and the game in progress left as they were."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.ai.common import action_key
from bezique_qt.ai.reasons import Reason
from bezique_qt.ai.review import MoveReview
from bezique_qt.ai.tryagain import AS_GOOD, PLAYED, WORSE
from bezique_qt.engine import Action, GameRecord, GameState
from bezique_qt.engine.record import replay_to
from bezique_qt.levels import Level
from bezique_qt.ui.branch import BranchWindow
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.history import HistoryWindow
from bezique_qt.ui.windows.review import ReviewWindow

from . import test_french_windows as french_tests
from . import test_statistics_window as statistics_tests
from .conftest import TableDriver, glue

# a game finished in the real window, counted in the statistics and Finished games
finish_a_game = statistics_tests.finish_a_game
# ... and in French
in_french = french_tests.in_french
finished_in_french = french_tests.finished_in_french

BUDGET = 24  # simulations a decision: a quick review
REVIEW_TIMEOUT_MS = 120_000
DEAL_TIMEOUT_MS = 120_000


def _visible(qtbot: QtBot, parent: QWidget, kind: type) -> QWidget:
    found: list[QWidget] = []

    def shown() -> bool:
        found[:] = [w for w in parent.findChildren(kind) if w.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=20_000)
    return found[-1]


def _reviewed(qtbot: QtBot, review: ReviewWindow) -> None:
    if review.review is None:
        with qtbot.waitSignal(review.review_ready, timeout=REVIEW_TIMEOUT_MS):
            pass


def _finish_first_deal(qtbot: QtBot, window: MainWindow, driver: TableDriver
                       ) -> DealSummaryDialog:
    driver.play_rest_of_deal(checks=False)
    summary = _visible(qtbot, window, DealSummaryDialog)
    assert isinstance(summary, DealSummaryDialog)
    return summary


def _same_position(branch: BranchWindow, then: GameState) -> None:
    """The branch's table holds the deal as it stood: the same hands, the same stock order."""
    now = branch.controller.state
    assert now.deal_index == then.deal_index
    assert now.concealed == then.concealed and now.table == then.table
    assert now.stock == then.stock and now.tricks == then.tricks
    assert branch.controller.observation() == then.observation(0)


def _play_to_the_end(qtbot: QtBot, branch: BranchWindow, driver: TableDriver) -> list[int]:
    with qtbot.waitSignal(branch.branch_finished, timeout=DEAL_TIMEOUT_MS) as finished:
        driver.play_rest_of_deal(checks=False)
    assert branch.controller.deal_over
    assert "This practice is not counted." in branch.banner.text()
    return list(finished.args[0])


def _back(qtbot: QtBot, branch: BranchWindow) -> None:
    """Click *Back to the review*: the practice table closes and is gone."""
    gone: list[bool] = []
    branch.destroyed.connect(lambda: gone.append(True))
    qtbot.mouseClick(branch.back_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)


def _kept(window: MainWindow) -> tuple[bytes, list[str], list[tuple[str, bool]]]:
    """What the program keeps of the player: the autosaved game in progress, everything in
    the statistics, and the games in Finished games.

    The game on the table keeps each of its own deals' splits between the cards and the play
    in the statistics as they become ready (its end-of-deal dialog computes them while the
    player goes on): those rows are left out, and no other split may be kept."""
    session = glue(window).session
    where = session.locations
    assert session.statistics is not None
    conn = session.statistics.connection
    game_id = window.review_game_id()
    assert all(key == game_id for (key,) in conn.execute("SELECT game_key FROM deal_splits"))
    statistics = [line for line in conn.iterdump() if "deal_splits" not in line]
    games = [(g.game_id, g.practice) for g in store.finished_games(session.statistics)]
    autosave = where.autosave_file
    return (autosave.read_bytes() if autosave.exists() else b"", statistics, games)


def _card_of(move: MoveReview, text: str, packs: int) -> int:
    action = Action.parse(text, packs)
    assert action.card is not None
    return action.card


def test_try_again_from_a_decision_of_the_review(qtbot: QtBot, open_app_window: Callable,
                                                 driver_for: Callable, tmp_path: Path) -> None:
    window = open_app_window("--variant", "classic", "--level", "Novice", "--seed", "5")
    window.review_budget = BUDGET
    summary = _finish_first_deal(qtbot, window, driver_for(window))
    record = GameRecord.of(window.controller.state)
    kept = _kept(window)
    assert kept[0] and kept[2] == []  # a game in progress, autosaved; none finished yet

    qtbot.mouseClick(summary.deal_review_button, Qt.MouseButton.LeftButton)
    review = _visible(qtbot, summary, ReviewWindow)
    assert isinstance(review, ReviewWindow)
    _reviewed(qtbot, review)
    assert review.levels == {1: Level.NOVICE}
    # a card played that lost points
    row, move = next((i, m) for i, m in enumerate(review.moves)
                     if m.lost > 0 and m.step == "play" and m.played != m.preferred)
    review.list.setCurrentRow(row)
    assert review.try_button.isEnabled()
    qtbot.mouseClick(review.try_button, Qt.MouseButton.LeftButton)
    branch = _visible(qtbot, review, BranchWindow)
    assert isinstance(branch, BranchWindow)
    table = driver_for(branch)
    table.wait_for_human()
    _same_position(branch, replay_to(record, move.index))
    assert branch.controller.level(1) == Level.NOVICE
    packs = branch.controller.variant.packs

    # asked first
    assert branch.asking
    assert "Find a better move than" in branch.banner.text()
    assert branch.expert_button.isVisible() and branch.back_button.isVisible()
    # the move played again: what it cost, and it is not played
    before = len(branch.controller.state.actions)
    with qtbot.waitSignal(branch.verdict_given, timeout=10_000) as verdict:
        table.click_card(_card_of(move, move.played, packs))
    assert verdict.args[0].kind == PLAYED and verdict.args[0].cost == move.lost
    assert f"it cost {round(move.lost)} points against the Expert's move" in \
        branch.banner.text()
    assert len(branch.controller.state.actions) == before and branch.asking
    # the Expert's move, pointed at on the table
    with qtbot.waitSignal(branch.expert_shown, timeout=5000):
        qtbot.mouseClick(branch.expert_button, Qt.MouseButton.LeftButton)
    # with its reason, in the review's words, when the review gives one
    said = "The Expert's move — " if isinstance(move.reason, Reason) else "The Expert's move: "
    assert branch.banner.text().startswith(said)
    assert not branch.expert_button.isVisible()
    expert = branch.scene.focus_card
    assert expert is not None and expert & 31 == _card_of(move, move.preferred, packs) & 31
    table.click_card(expert)
    qtbot.waitUntil(lambda: len(branch.controller.state.actions) > before, timeout=10_000)
    assert branch.controller.state.actions[before].card == expert

    points = _play_to_the_end(qtbot, branch, table)
    assert len(points) == 2
    _back(qtbot, branch)
    assert review.isVisible()

    # nothing kept of the player changed: the game in progress is the one left
    assert _kept(window) == kept
    assert GameRecord.of(window.controller.state) == record
    assert window.controller.deal_over
    review.close()


def _menu_action(summary: DealSummaryDialog, name: str) -> QAction:
    button = summary.try_again_button  # type: ignore[attr-defined]
    assert button.isVisible()
    return next(a for a in button.menu().actions() if a.objectName() == name)


def test_try_this_deal_again_from_the_end_of_deal_dialog(qtbot: QtBot, make_window: Callable,
                                                         driver_for: Callable) -> None:
    window = make_window("classic", level=Level.NOVICE)
    window.review_budget = BUDGET
    window.start_game(seed=5)
    summary = _finish_first_deal(qtbot, window, driver_for(window))
    record = GameRecord.of(window.controller.state)

    # from its start: the same deal, played on at once
    _menu_action(summary, "try-from-start").trigger()
    branch = _visible(qtbot, summary, BranchWindow)
    assert isinstance(branch, BranchWindow)
    assert not branch.asking and not branch.expert_button.isVisible()
    assert "Deal 1 again from its start" in branch.banner.text()
    _same_position(branch, record.new_state())
    table = driver_for(branch)
    _play_to_the_end(qtbot, branch, table)
    assert "In your game: Ann" in branch.banner.text()
    # back to the review: this deal's review opens over the dialog
    _back(qtbot, branch)
    review = _visible(qtbot, summary, ReviewWindow)
    assert isinstance(review, ReviewWindow) and review.deal == 1
    _reviewed(qtbot, review)
    costliest = review.review.deals[0].costliest(1)  # type: ignore[union-attr]
    review.close()

    # from the costliest decision: reviewed, then asked at that decision
    _menu_action(summary, "try-from-costliest").trigger()
    review = _visible(qtbot, summary, ReviewWindow)
    assert isinstance(review, ReviewWindow)
    branch = _visible(qtbot, review, BranchWindow)
    assert isinstance(branch, BranchWindow)
    assert branch.decision is not None and [branch.decision] == costliest
    assert branch.asking and "Find a better move than" in branch.banner.text()
    driver_for(branch).wait_for_human()
    _same_position(branch, replay_to(record, costliest[0].index))
    branch.back_action.trigger()  # Game > Back to the review
    qtbot.waitUntil(lambda: not branch.isVisible(), timeout=5000)
    assert review.isVisible()
    review.close()
    assert GameRecord.of(window.controller.state) == record and window.controller.deal_over


def test_a_move_the_review_did_not_weigh_is_weighed_first(qtbot: QtBot, make_window: Callable,
                                                          driver_for: Callable) -> None:
    window = make_window("classic", level=Level.NOVICE)
    window.review_budget = BUDGET
    window.start_game(seed=5)
    summary = _finish_first_deal(qtbot, window, driver_for(window))
    review = window.show_deal_review(1, parent=summary)
    assert review is not None
    _reviewed(qtbot, review)
    packs = window.controller.variant.packs
    # a costly card play where the player holds a card the review's search left aside
    found = None
    for row, move in enumerate(review.moves):
        weighed = {action_key(Action.parse(c.action, packs)) for c in move.candidates}
        others = [a for a in review.observations[move.index].legal
                  if a.card is not None and action_key(a) not in weighed]
        if move.lost > 0 and move.step == "play" and others:
            found = row, others[0]
            break
    assert found is not None, "no decision with a card the review did not weigh"
    row, tried = found
    review.list.setCurrentRow(row)
    qtbot.mouseClick(review.try_button, Qt.MouseButton.LeftButton)
    branch = _visible(qtbot, review, BranchWindow)
    assert isinstance(branch, BranchWindow)
    table = driver_for(branch)
    table.wait_for_human()
    before = len(branch.controller.state.actions)
    with qtbot.waitSignal(branch.verdict_given, timeout=REVIEW_TIMEOUT_MS) as verdict:
        table.click_card(tried.card)
        assert branch.scene.message.text.startswith("Weighing your move (")
    kind, cost = verdict.args[0].kind, verdict.args[0].cost
    assert kind in (AS_GOOD, WORSE)
    if kind == WORSE:  # told what it costs, and asked again
        assert cost > 0 and f"that would cost {round(cost)} points" in branch.banner.text()
        assert branch.asking and len(branch.controller.state.actions) == before
    else:  # played, and the deal goes on
        assert branch.banner.text().startswith("Well found: ")
        qtbot.waitUntil(lambda: len(branch.controller.state.actions) > before, timeout=10_000)
    _back(qtbot, branch)
    review.close()


def test_try_again_from_a_game_in_finished_games(qtbot: QtBot, finish_a_game: Callable,
                                                 wait_shown: Callable,
                                                 driver_for: Callable) -> None:
    window = finish_a_game()  # against the computer at Hard
    kept = _kept(window)
    assert kept[0] == b"" and len(kept[2]) == 1  # nothing in progress; one game finished
    glue(window).history_action.trigger()
    history = wait_shown(window, HistoryWindow, "history-window")
    assert isinstance(history, HistoryWindow)
    history.review_budget = BUDGET
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = wait_shown(history, ReviewWindow, "review-window")
    assert isinstance(review, ReviewWindow)
    _reviewed(qtbot, review)
    assert review.moves
    record = review.record
    move = review.moves[0]
    review.list.setCurrentRow(0)
    qtbot.mouseClick(review.try_button, Qt.MouseButton.LeftButton)
    branch = _visible(qtbot, review, BranchWindow)
    assert isinstance(branch, BranchWindow)
    driver_for(branch).wait_for_human()
    assert branch.controller.level(1) == Level.HARD  # the opponent at its level in that game
    _same_position(branch, replay_to(record, move.index))
    _play_to_the_end(qtbot, branch, driver_for(branch))
    _back(qtbot, branch)
    assert review.isVisible()
    review.close()
    assert _kept(window) == kept  # no autosave made, and only the game played counted


def test_the_practice_table_speaks_french(qtbot: QtBot, finished_in_french: MainWindow,
                                          driver_for: Callable) -> None:
    history = glue(finished_in_french).show_history()
    assert isinstance(history, HistoryWindow)
    history.table.selectRow(0)
    history.review_budget = BUDGET
    review = history.open_review()
    assert isinstance(review, ReviewWindow)
    _reviewed(qtbot, review)
    assert review.try_button.text() == "Rejouer à partir d'ici"
    review.list.setCurrentRow(0)
    qtbot.mouseClick(review.try_button, Qt.MouseButton.LeftButton)
    branch = _visible(qtbot, review, BranchWindow)
    assert isinstance(branch, BranchWindow)
    driver_for(branch).wait_for_human()
    assert branch.banner.text().startswith(f"La donne {review.deal} à nouveau depuis la levée ")
    assert "Entraînement : cela ne compte jamais" in branch.banner.text()
    assert branch.back_button.text() == "Retour à l'analyse"
    names = tuple(finished_in_french.controller.state.names)
    assert french_tests.english_left(branch, names) == []
    _back(qtbot, branch)
    review.close()


def test_only_the_players_own_seat_is_played_again(qtbot: QtBot, make_window: Callable,
                                                   driver_for: Callable,
                                                   wait_shown: Callable) -> None:
    window = make_window("classic", level=Level.NOVICE)
    window.start_game(seed=5)
    summary = _finish_first_deal(qtbot, window, driver_for(window))
    record = GameRecord.of(window.controller.state)
    # a review of the other seat's decisions: not a seat the player can take again
    review = ReviewWindow(record, 1, record.players, window.scene.renderer, budget=BUDGET,
                          parent=summary)
    review.show()
    _reviewed(qtbot, review)
    review.list.setCurrentRow(0)
    qtbot.mouseClick(review.try_button, Qt.MouseButton.LeftButton)
    refusal = wait_shown(review, QMessageBox, "branch-error")
    assert isinstance(refusal, QMessageBox)
    assert refusal.text() == "Only your own seat can be played again."
    assert review.findChildren(BranchWindow) == []
    refusal.accept()
    review.close()
