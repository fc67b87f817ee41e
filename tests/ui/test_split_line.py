"""Cards or play at the end of a deal: the end-of-deal dialog weighs the cards against the play
in worker processes while the player reads it, shows the split once ready, and stops the work
when it is closed first."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.ai.review import review_record
from bezique_qt.ai.split import split_record
from bezique_qt.engine import GameRecord
from bezique_qt.levels import Level
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog
from bezique_qt.ui.split_line import SplitLine, SplitRunner, add_split_line, kept_review
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.i18n import install_translators

BUDGET = 12
TIMEOUT_MS = 240_000


def _summary(qtbot: QtBot, window: MainWindow) -> DealSummaryDialog:
    found: list[DealSummaryDialog] = []

    def shown() -> bool:
        found[:] = [d for d in window.findChildren(DealSummaryDialog) if d.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=20_000)
    return found[-1]


def _finished_deal(qtbot: QtBot, make_window: Callable[..., MainWindow],
                   driver_for: Callable, tmp_path: Path
                   ) -> tuple[MainWindow, DealSummaryDialog, SplitLine]:
    window = make_window("classic", level=Level.MEDIUM)
    window.deal_split = True
    window.review_budget = BUDGET
    window.review_store = ReviewStore(tmp_path / "reviews")
    window.review_game_id = lambda: "game-1"
    window.start_game(seed=5)
    driver_for(window).play_rest_of_deal(checks=False)
    summary = _summary(qtbot, window)
    line = summary.findChild(SplitLine, "deal-split-line")
    assert isinstance(line, SplitLine)
    return window, summary, line


def test_the_split_is_shown_once_ready_and_equals_the_methods(
        qtbot: QtBot, make_window: Callable[..., MainWindow], driver_for: Callable,
        tmp_path: Path) -> None:
    window, summary, line = _finished_deal(qtbot, make_window, driver_for, tmp_path)
    assert line.isVisible()
    assert line.text() == "Weighing the cards against the play…"
    with qtbot.waitSignal(line.ready, timeout=TIMEOUT_MS) as ready:
        pass
    split = ready.args[0]
    record = GameRecord.of(window.controller.state)
    expected = split_record(record, deal=1, budget=BUDGET)
    assert split.to_json() == expected.to_json()
    deal = split.deal(1)
    assert deal is not None
    for seat in deal.seats:
        assert seat.result == pytest.approx(seat.luck + seat.skill)
    you = deal.seats[0]
    text = line.text()
    assert text.startswith(("You won by", "You lost by", "You drew"))
    assert f"your play cost {round(you.cost)}" in text or (
        round(you.cost) == 0 and "your play cost nothing" in text)
    assert f"Computer's play cost {round(deal.seats[1].cost)}" in text or (
        round(deal.seats[1].cost) == 0 and "Computer's play cost nothing" in text)
    summary.grab().save(str(tmp_path / "split.png"))
    summary.reject()


def test_closing_the_dialog_first_cancels_the_split(
        qtbot: QtBot, make_window: Callable[..., MainWindow], driver_for: Callable,
        tmp_path: Path) -> None:
    _window, summary, line = _finished_deal(qtbot, make_window, driver_for, tmp_path)
    runner = line.runner
    assert runner.running and runner.runner is not None
    with qtbot.waitSignal(runner.cancelled, timeout=5_000):
        summary.reject()
    assert not runner.running and not runner.runner.running
    assert line.split is None
    assert line.text() == "Weighing the cards against the play…"


def test_a_kept_review_of_the_players_seat_is_reused(qtbot: QtBot, tmp_path: Path,
                                                      make_window: Callable[..., MainWindow],
                                                      driver_for: Callable) -> None:
    window = make_window("classic", level=Level.MEDIUM)
    window.start_game(seed=5)
    driver_for(window).play_rest_of_deal(checks=False)
    summary = _summary(qtbot, window)
    assert summary.findChild(SplitLine) is None  # off for this window
    record = GameRecord.of(window.controller.state)
    store = ReviewStore(tmp_path / "reviews")
    store.save("game-1", 1, 0, BUDGET, review_record(record, 0, deal=1, budget=BUDGET,
                                                     face_up=False).to_json())
    kept = kept_review(store, "game-1", 1, 0, BUDGET)
    assert kept is not None
    runner = SplitRunner(record, 1, budget=BUDGET, reviews={0: kept})
    runner.start()
    assert runner.runner is not None and runner.runner.seat == 1  # only the other seat
    with qtbot.waitSignal(runner.cancelled, timeout=5_000):
        runner.cancel()
    summary.reject()


def test_the_split_in_french(qtbot: QtBot, make_window: Callable[..., MainWindow],
                             driver_for: Callable, tmp_path: Path, qapp: QApplication) -> None:
    window, summary, _line = _finished_deal(qtbot, make_window, driver_for, tmp_path)
    summary.reject()  # the table is played in English; the dialog is opened again in French
    record = GameRecord.of(window.controller.state)
    install_translators(qapp, "fr")
    try:
        dialog = DealSummaryDialog("Donne 1", "Donne 1", "", game_over=False)
        qtbot.addWidget(dialog)
        line = add_split_line(dialog, record, 1, 0, budget=BUDGET)
        assert line is not None
        dialog.open()
        assert line.text() == "On pèse les cartes contre le jeu…"
        with qtbot.waitSignal(line.ready, timeout=TIMEOUT_MS):
            pass
        text = line.text()
        assert text.startswith(("Vous avez gagné de", "Vous avez perdu de",
                                "Vous avez fait égalité")), text
        assert "les cartes" in text and "votre jeu" in text, text
        dialog.grab().save(str(tmp_path / "split-fr.png"))
        dialog.reject()
    finally:
        install_translators(qapp, "en")


@pytest.mark.parametrize("where", [[], ["--background"]])
def test_the_timing_script_gives_the_methods_split(tmp_path: Path, where: list[str]) -> None:
    # scripts/time_split.py, which docs/ai.md's timing names, runs the window's own path and
    # prints the same figures as the method for the same record and budget, in the review's
    # processes or in the background's (niced) ones
    import os
    import random
    import subprocess
    import sys

    from bezique_qt.engine import GameState, preset

    st = GameState.new_game(preset("classic"), seed=4)
    rng = random.Random(4)
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()))
    record = GameRecord.of(st)
    path = tmp_path / "deal.json"
    path.write_text(record.dumps(), encoding="utf-8")
    script = Path(__file__).resolve().parents[2] / "scripts" / "time_split.py"
    done = subprocess.run([sys.executable, str(script), *where, str(path), str(BUDGET)],
                          capture_output=True, text=True, timeout=600,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"budget {BUDGET}, deal 1: ready in ")
    seats = split_record(record, deal=1, budget=BUDGET).deals[0].seats
    assert len(lines) == 1 + len(seats)
    for line, seat in zip(lines[1:], seats, strict=True):
        assert line.strip().startswith(
            f"seat {seat.seat}: result {seat.result:+.1f} = luck {seat.luck:+.1f} "
            f"+ skill {seat.skill:+.1f}"), line
