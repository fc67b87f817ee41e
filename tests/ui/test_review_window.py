"""The review of a finished deal at the table: opened from the end-of-deal dialog, computed in
worker processes with a progress bar, stepped through with the keyboard, and cancellable."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from bezique_qt.ai.review import count_decisions
from bezique_qt.engine import GameRecord, GameState
from bezique_qt.levels import Level
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog
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


def _table_shows(review: ReviewWindow, state: GameState) -> None:
    """The review's table shows the seat's own view of ``state``: its hand and table, the
    opponent's table and known cards face up, the rest of the opponent's hand face down."""
    table = review.table_view
    me, opp = review.seat, 1 - review.seat
    assert sorted(table.face_up("hand")) == sorted(state.concealed[me])
    assert table.face_up("table") == list(state.table[me])
    assert table.face_up("opponent table") == list(state.table[opp])
    assert table.face_up("trick") == list(state.trick)
    assert table.face_up("turn-up") == ([] if state.turnup is None else [state.turnup])
    known = table.face_up("opponent hand")
    assert set(known) <= set(state.known[opp]) & set(state.concealed[opp])
    assert len(known) + table.face_down("opponent hand") == len(state.concealed[opp])
    shown = [c for place in table.items_by_place for c in table.face_up(place)]
    hidden = (set(state.concealed[opp]) - set(state.known[opp])) | set(state.stock)
    assert not hidden & set(shown)


def test_review_this_deal_from_the_end_of_deal_dialog(qtbot: QtBot, make_window: Callable,
                                                       driver_for: Callable,
                                                       tmp_path: Path) -> None:
    window = make_window("classic", level=Level.MEDIUM)
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
    # the deal's figure is a sum of each decision's expected loss, said as such: in Rubicon it
    # can run to thousands, far more than the deal itself could have cost
    total = round(result.deals[0].total_lost)
    assert f"add up to {total} points" in review.headline.text()
    assert "not what the deal cost" in review.headline.text()
    assert "You played:" in review.verdict.text()
    assert review.hand.pixmap() is not None and not review.hand.pixmap().isNull()
    # the table shows what the player saw at each decision, and nothing hidden
    states = {}
    st = record.new_state()
    for i, text in enumerate(record.actions):
        states[i] = st.clone()
        st.apply(text, undoable=False)
    for row in range(min(12, len(result.deals[0].moves))):
        review.list.setCurrentRow(row)
        _table_shows(review, states[result.deals[0].moves[row].index])
    review.list.setCurrentRow(0)
    # stepping with the keyboard and the buttons
    qtbot.keyClick(review, Qt.Key.Key_Right)
    assert review.list.currentRow() == 1
    _table_shows(review, states[result.deals[0].moves[1].index])
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
    # the face-up view of each decision, apart from the fair verdict (never in it)
    faces = result.deals[0].face_up_moves
    assert sorted(faces) == [m.index for m in result.deals[0].moves]
    for row in range(min(4, review.list.count())):
        review.list.setCurrentRow(row)
        f = faces[result.deals[0].moves[row].index]
        text = review.face_up_move.text()
        assert text.startswith("At this decision, with every card known")
        assert (f"{round(f.gain)} points better" in text) == (f.gain > 0)
        assert "every card known" not in review.verdict.text()
    review.list.setCurrentRow(0)
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
                                           wait_shown: Callable, tmp_path: Path) -> None:
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
    # the score sheet's Print and Export carry the kept review after the sheet
    window.review_budget = 24
    window.review_game_id = lambda: game.game_id
    session.sheet_dock.show()  # the sheet is filled while it is shown
    qtbot.waitUntil(lambda: session.sheet_view.sheet() is not None)
    sheet = session.sheet_view.printable()
    assert sheet is not None and [r.to_json() for r in sheet.reviews] == [
        review.review.to_json()]
    html_path = tmp_path / "sheet.html"
    assert session.sheet_view.export("html", html_path)
    exported = html_path.read_text(encoding="utf-8")
    deal = review.review.deals[0]
    assert f"Deal {deal.deal}: {len(deal.moves)} decisions" in exported
    window.review_budget = 1500  # no review kept at that budget: the sheet alone
    assert session.sheet_view.printable().reviews == ()
    # and so does the finished game's score sheet window
    sheet_window = history.open_sheet()
    assert sheet_window is not None
    printed = sheet_window.view.printable()
    assert printed is not None and [r.to_json() for r in printed.reviews] == [
        review.review.to_json()]
    sheet_window.close()


def test_the_review_of_your_own_deal_speaks_of_your_decisions(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    """Reviewing the default player "You": "Reviewing your decisions…", then "Deal 1: N of
    your decisions" (not "You's decisions", "decisions of You", or "décisions de Vous")."""
    import random

    from bezique_qt.engine import preset
    from bezique_qt.ui.table.card_art import CardRenderer

    state = GameState.new_game(preset("one_pack_32"), seed=3, names=["You", "Ann"])
    rng = random.Random(3)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    record = GameRecord.of(state)
    review = ReviewWindow(record, 0, record.players, CardRenderer(), budget=24,
                          store=ReviewStore(tmp_path / "reviews"), game_id="game-1")
    qtbot.addWidget(review)
    assert review.headline.text() == ("Reviewing your decisions in deal 1, as the Expert sees "
                                      "them from your own cards…")
    with qtbot.waitSignal(review.review_ready, timeout=REVIEW_TIMEOUT_MS):
        review.show()
    decisions = count_decisions(record, 0, 1)
    assert review.headline.text().startswith(f"Deal 1: {decisions} of your decisions. ")
