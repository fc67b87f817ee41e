"""A game won by the dealer's turned-up seven ends as the next deal is dealt, after the
summary of the deal before: when the statistics cannot count it then, the copy kept for
counting is counted at the next start, not set aside as damaged."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import Action, GameRecord
from bezique_qt.persistence import GameInfo
from bezique_qt.ui.session import session_of

from .test_finished_games_kept import LOCKED, counted_ids, statistics_locked

RECORD = (Path(__file__).parents[1] / "engine" / "data" / "game-won-by-turned-up-seven"
          / "record.json")


def test_the_game_the_locked_statistics_refused_is_counted_at_the_next_start(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable,
        resume_offered: Callable) -> None:
    from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog

    record = GameRecord.loads(RECORD.read_text(encoding="utf-8"))
    # the third deal's last trick, Ada (seat 0) to lead her last card, the computer to follow
    last = record.actions[-2]
    record.actions = record.actions[:-2]
    info = GameInfo(opponent_level="novice")
    store.write_autosave(record, info)
    with statistics_locked() as tried:
        window = open_app_window()
        resume_offered(window, "Resume")
        controller = window.controller
        assert controller.try_action(Action.parse(last, controller.variant.packs)) is None
        summary = wait_shown(window, DealSummaryDialog, "deal-summary-dialog")
        assert isinstance(summary, DealSummaryDialog)
        assert summary.headline.text() == "Deal 3: Ada 90, Computer 140."
        session = session_of(window).session
        with qtbot.waitSignal(session.message, timeout=10_000) as said:
            summary.accept()  # the next deal: Computer deals and turns up the seven of trumps
        assert controller.game_over and controller.winner == 1
        assert LOCKED in said.args[0] and "will be counted the next time" in said.args[0]
        assert tried == [info.game_id]
        window.close()

    assert counted_ids() == []
    again = open_app_window()
    assert counted_ids() == [info.game_id]
    assert not list(store.default_locations().pending_dir.iterdir()), "nothing set aside"
    again.close()
    stats, _ = store.open_statistics()
    with stats:
        [game] = store.finished_games(stats)
    assert (game.result, game.player_score, game.opponent_score) == ("lost", 280, 400)
