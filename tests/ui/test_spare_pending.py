"""A finished game the data folder refuses to keep (full, read-only) while the statistics
refuse it too is kept in the spare folder, so quitting at once loses nothing (#22: the kill
loop's full-disk run lost such a game)."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord
from bezique_qt.persistence import GameInfo
from bezique_qt.ui.game_session import GameSession

from .test_finished_games_kept import (
    assert_counted_once,
    finished,
    started_session,
    statistics_locked,
)


def test_quitting_while_the_data_folder_refuses_loses_no_finished_game(
        qtbot: QtBot, nearly_finished: Callable) -> None:
    where, session, said = started_session()
    where.pending_dir.parent.mkdir(parents=True, exist_ok=True)
    where.pending_dir.write_text("not a folder")  # the data folder refuses the game
    info = GameInfo(opponent_level="easy")
    with statistics_locked():
        session.begin_game(info)
        assert session.finish(finished(nearly_finished)) is None
        assert "will be counted the next time" in said[-1]
        session.close()  # quit at once, the data folder still refusing
    where.pending_dir.unlink()

    assert_counted_once(where, info.game_id, where.spare_pending_dir, nothing_to_resume=True)


def test_an_autosave_of_a_game_kept_to_count_is_not_offered(
        qtbot: QtBot, nearly_finished: Callable) -> None:
    # the game was kept to count, but its autosave (an earlier position) could not be cleared
    record, _last = nearly_finished()
    info = GameInfo()
    store.write_autosave(record, info)
    store.keep_pending(GameRecord.of(finished(nearly_finished)), info)
    session = GameSession.start()
    assert session.resumable is None
    assert session.statistics is not None
    assert [g.game_id for g in store.finished_games(session.statistics)] == [info.game_id]
    assert not store.has_autosave()
    session.close()
