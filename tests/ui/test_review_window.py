"""The review of a finished deal at the table: opened from the end-of-deal dialog, computed in
worker processes with a progress bar, stepped through with the keyboard, and cancellable."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from bezique_qt.ai.review import count_decisions
from bezique_qt.engine import GameRecord
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.dialogs.game import DealSummaryDialog
from bezique_qt.ui.windows.history import HistoryWindow
from bezique_qt.ui.windows.review import ReviewWindow

from . import test_statistics_window as statistics_tests

# a game finished in the real window, its statistics and Finished games filled
finish_a_game = statistics_tests.finish_a_game
glue = statistics_tests.glue

REVIEW_TIMEOUT_MS = 120_000


def _visible(qtbot: QtBot, parent: object, kind: type) -> object:
    found: list[object] = []

    def shown() -> bool:
        found[:] = [d for d in parent.findChildren(kind) if d.isVisible()]  # type: ignore
        return bool(found)

    qtbot.waitUntil(shown, timeout=20_000)
    return found[-1]


def test_review_this_deal_from_the_end_of_deal_dialog(qtbot: QtBot, make_window: Callable,
                                                       driver_for: Callable,
                                                       tmp_path: Path) -> None:
    window = make_window("classic", level="Medium")
    window.review_budget = 24
    window.review_store = ReviewStore(tmp_path / "reviews")
    window.review_game_id = lambda: "game-1"
    window.start_game(seed=5)
    driver_for(window).play_rest_of_deal(checks=False)
    summary = _visible(qtbot, window, DealSummaryDialog)
    assert isinstance(summary, DealSummaryDialog)
    assert summary.deal_review_button.isVisible()
    record = GameRecord.of(window.controller.state)
    expected = count_decisions(record, 0, 1)

    qtbot.mouseClick(summary.deal_review_button, Qt.MouseButton.LeftButton)
    review = _visible(qtbot, summary, ReviewWindow)
    assert isinstance(review, ReviewWindow)
    assert review.progress.isVisible() and review.cancel_button.isVisible()
    with qtbot.waitSignal(review.review_ready, timeout=REVIEW_TIMEOUT_MS) as ready:
        pass
    result = ready.args[0]
    assert review.review is result
    assert not review.progress.isVisible()
    assert len(result.deals) == 1 and result.deals[0].deal == 1
    assert review.list.count() == len(result.deals[0].moves) == expected
    assert review.list.currentRow() == 0
    assert "expected points lost" in review.headline.text()
    assert "You played:" in review.verdict.text()
    assert review.hand.pixmap() is not None and not review.hand.pixmap().isNull()
    # stepping with the keyboard and the buttons
    qtbot.keyClick(review, Qt.Key.Key_Right)
    assert review.list.currentRow() == 1
    qtbot.keyClick(review, Qt.Key.Key_Right)
    qtbot.keyClick(review, Qt.Key.Key_Left)
    assert review.list.currentRow() == 1
    qtbot.mouseClick(review.previous_button, Qt.MouseButton.LeftButton)
    assert review.list.currentRow() == 0 and not review.previous_button.isEnabled()
    # each line names the move and its class, in the order of the record
    first = result.deals[0].moves[0]
    assert review.list.item(0).text().startswith(f"Trick {first.trick_no}")
    face = result.deals[0].face_up
    assert face is not None and f"{face.best:+d}" in review.face_up_text.text()
    assert not review.from_store
    # printing: the print dialog opens (and is cancelled); the document holds every decision
    dialog = review.print_review()
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.reject()
    doc = review.document()
    assert doc is not None
    printed = doc.toPlainText()
    assert f"Deal 1: {expected} decisions" in printed
    assert "Face up (all cards known, not the fair evaluation)" in printed
    for m in result.deals[0].moves:
        assert m.played_words in printed
    review.close()

    # the review was kept with the game: opened again, it is read back, not computed
    stored = window.review_store.load("game-1", 1, 0, 24)
    assert stored is not None and stored == result.to_json()
    again = window.show_deal_review(1, parent=summary)
    assert again is not None and again.from_store and again.runner is None
    assert again.review is not None and again.review.to_json() == result.to_json()
    assert again.list.count() == expected and not again.progress.isVisible()
    again.close()

    # a second review, at the full budget, cancelled while it runs
    window.review_budget = 1500
    second = window.show_deal_review(1, parent=summary)
    assert second is not None and second.runner is not None
    with qtbot.waitSignal(second.runner.cancelled, timeout=5000):
        qtbot.mouseClick(second.cancel_button, Qt.MouseButton.LeftButton)
    assert second.review is None
    assert "cancelled" in second.headline.text()
    assert not second.runner.running
    second.close()
    summary.accept()


def test_review_a_deal_from_finished_games(qtbot: QtBot, finish_a_game: Callable,
                                           wait_shown: Callable) -> None:
    window = finish_a_game()
    session = glue(window)
    session.history_action.trigger()
    history = wait_shown(window, HistoryWindow, "history-window")
    assert isinstance(history, HistoryWindow)
    history.review_budget = 24
    assert history.review_button.isEnabled()
    game = history.selected_game()
    assert game is not None
    deals = game.replay().deal_index + 1
    with qtbot.waitSignal(history.review_button.clicked):
        qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = wait_shown(history, ReviewWindow, "review-window")
    assert isinstance(review, ReviewWindow)
    assert review.deal == deals and review.deal_choice.count() == deals
    if review.review is None:
        with qtbot.waitSignal(review.review_ready, timeout=REVIEW_TIMEOUT_MS):
            pass
    assert review.review is not None
    assert review.list.count() == count_decisions(game.record(), game.seat, deals)
    # kept with the finished game, under its id
    store = history.review_store
    assert store is not None
    assert store.load(game.game_id, deals, game.seat, 24) == review.review.to_json()
    review.close()
