"""The review of a finished deal at a table of three or four: a deal played with clicks through
the real window, *Review this deal…* from the end-of-deal dialog, the decisions listed, and each
one's table drawn from the player's own view (every other seat on its row, nothing hidden)."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from bezique_qt.ai.review import MULTI_BUDGET, count_decisions
from bezique_qt.engine import Action, GameRecord, GameState
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.review import ReviewWindow
from bezique_qt.ui.windows.review_runner import ReviewRunner
from bezique_qt.words.game import describe_action

from .conftest import TableDriver
from .test_multi_handed_table import _legal_player
from .test_review_window import REVIEW_TIMEOUT_MS, _visible


def _table_shows(review: ReviewWindow, state: GameState) -> None:
    """The review's table is the seat's own view of ``state``: its hand and table, each other
    seat's table face up and concealed cards face down (those all have seen, face up), the
    trick so far, the turn-up; never a card the seat could not see."""
    table = review.table_view
    me, n = review.seat, state.variant.players
    assert sorted(table.face_up("hand")) == sorted(state.concealed[me])
    assert table.face_up("table") == list(state.table[me])
    assert table.face_up("trick") == list(state.trick)
    assert table.face_up("turn-up") == ([] if state.turnup is None else [state.turnup])
    hidden = set(state.stock)
    for q in range(n):
        if q == me:
            continue
        assert table.face_up(f"table {q}") == list(state.table[q])
        known = table.face_up(f"hand {q}")
        assert sorted(known) == sorted(state.known[q])
        assert len(known) + table.face_down(f"hand {q}") == len(state.concealed[q])
        hidden |= set(state.concealed[q]) - set(state.known[q])
    shown = [c for place in table.items_by_place for c in table.face_up(place)]
    assert not hidden & set(shown)


@pytest.mark.parametrize("variant", ["three_handed", "four_handed_partners"])
def test_a_deal_for_three_or_four_is_reviewed_from_the_end_of_deal_dialog(
        variant: str, qtbot: QtBot, make_window: Callable[..., MainWindow],
        driver_for: Callable[[MainWindow], TableDriver],
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(variant)
    # (the review's budget in these games, unless one is set: see ai/review.py)
    assert window.review_budget is None
    monkeypatch.setattr(window.controller, "_submit", _legal_player(5))
    window.review_budget = 16
    window.start_game(seed=5)
    driver = driver_for(window)
    with qtbot.waitSignal(window.controller.deal_finished, timeout=60_000):
        driver.play_rest_of_deal(checks=False)
    summary = _visible(qtbot, window, DealSummaryDialog)
    assert isinstance(summary, DealSummaryDialog)
    assert summary.deal_review_button.isVisible()
    state = window.controller.state
    record = GameRecord.of(state)
    expected = count_decisions(record, 0, 1)
    assert expected > 20

    assert ReviewRunner(record, 0, 1).budget == MULTI_BUDGET == 600
    qtbot.mouseClick(summary.deal_review_button, Qt.MouseButton.LeftButton)
    review = _visible(qtbot, summary, ReviewWindow)
    assert isinstance(review, ReviewWindow)
    with qtbot.waitSignal(review.review_ready, timeout=REVIEW_TIMEOUT_MS) as ready:
        pass
    result = ready.args[0]
    moves = result.deals[0].moves
    assert review.list.count() == len(moves) == expected
    assert [m.index for m in moves] == sorted(m.index for m in moves)
    assert f"Deal 1: {expected} decisions of Ann" in review.headline.text()
    # no exact solver for the last tricks of three or four: said in a sentence, and each
    # decision has its face-up view in the real deal
    assert "no exact solver plays the last tricks" in review.face_up_text.text()
    assert sorted(result.deals[0].face_up_moves) == [m.index for m in moves]
    # each row: the move and its class; the table as the player saw it, the move played
    # among the cards shown in the hand
    states = {}
    st = record.new_state()
    for i, text in enumerate(record.actions):
        states[i] = st.clone()
        st.apply(text, undoable=False)
    rows = [0, 1, len(moves) // 2, len(moves) - 1]
    rows += [next(r for r, m in enumerate(moves) if m.phase == 2)]
    for row in rows:
        review.list.setCurrentRow(row)
        m = moves[row]
        before = states[m.index]
        _table_shows(review, before)
        played = Action.parse(record.actions[m.index], before.variant.packs)
        words = describe_action(played)
        assert review.list.item(row).text().split(": ", 1)[1].startswith(words)
        assert f"You played:</b> {html.escape(words)}" in review.verdict.text()
        if m.step == "play":
            assert played.card in review.table_view.face_up("hand")
        assert review.face_up_move.text().startswith("At this decision, with every card known")
    # each other seat's row is named, a partner as such
    labels = {item.text() for item in review.table_view.scene().items()
              if isinstance(item, QGraphicsSimpleTextItem)}
    others = ["West", "East"] if state.variant.players == 3 else ["West", "North (partner)",
                                                                   "East"]
    assert set(others) <= labels and "Ann" in labels
    # stepping with the keyboard
    review.list.setCurrentRow(0)
    qtbot.keyClick(review, Qt.Key.Key_Right)
    assert review.list.currentRow() == 1
    review.close()
    summary.accept()


def test_a_finished_game_of_three_is_reviewed_from_finished_games(
        qtbot: QtBot, random_game: Callable[..., GameState], tmp_path: Path) -> None:
    from bezique_qt.persistence import GameInfo, open_statistics
    from bezique_qt.persistence.reviews import ReviewStore
    from bezique_qt.ui.windows.history import HistoryWindow

    game = random_game("three_handed", 3, names=["Ann", "Bo", "Cy"])
    stats, _messages = open_statistics()
    seat = 1
    stats.record_game(game, GameInfo(opponent_level="easy", seat_levels=("easy", "easy")),
                      seat=seat)
    history = HistoryWindow(stats)
    qtbot.addWidget(history)
    history.review_budget = 16
    history.review_store = ReviewStore(tmp_path / "reviews")
    history.show()
    finished = history.selected_game()
    assert finished is not None and finished.seat == seat
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = _visible(qtbot, history, ReviewWindow)
    assert isinstance(review, ReviewWindow)
    with qtbot.waitSignal(review.review_ready, timeout=REVIEW_TIMEOUT_MS):
        pass
    record = GameRecord.of(game)
    deals = game.deal_index + 1
    assert review.deal == deals and review.seat == seat
    assert review.list.count() == count_decisions(record, seat, deals) > 0
    headline = review.headline.text()
    assert headline.startswith(f"Deal {deals}: ") and "decisions of Bo" in headline
    assert history.review_store.load(finished.game_id, deals, seat, 16) == \
        review.review.to_json()  # type: ignore[union-attr]
    review.close()
    stats.close()
