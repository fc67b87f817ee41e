"""A finished game that cannot be counted at once is never lost: it is kept where the next
game's autosaves do not write, and counted once when the statistics can be written."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import Action, GameState, replay
from bezique_qt.persistence import GameInfo, Statistics
from bezique_qt.ui.game_session import GameSession
from bezique_qt.ui.session import session_of

LOCKED = ("Could not record the game in your statistics: another copy of Bezique is using "
          "them. Nothing was changed.")


@contextmanager
def statistics_locked() -> Iterator[list[str]]:
    """Every attempt to count a game fails as a locked database makes it fail; yields the
    ids of the games tried (only this is undone at the end: the test's folders stay)."""
    tried: list[str] = []

    def locked(_stats: Statistics, _state: GameState, info: GameInfo, **_kwargs: Any) -> int:
        tried.append(info.game_id)
        raise store.StatisticsError(LOCKED)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Statistics, "record_game", locked)
        yield tried


def counted_ids() -> list[str]:
    stats, _messages = store.open_statistics()
    with stats:
        return [game.game_id for game in store.finished_games(stats)]


def test_a_game_the_locked_statistics_refused_is_counted_once_after_the_next_game(
        qtbot: QtBot, open_app_window: Callable, nearly_finished: Callable,
        resume_offered: Callable, driver_for: Callable) -> None:
    record, last = nearly_finished()
    info = GameInfo(opponent_level="novice")
    store.write_autosave(record, info)
    with statistics_locked():
        window = open_app_window()
        resume_offered(window, "Resume")
        session = session_of(window).session
        with qtbot.waitSignal(session.message, timeout=10_000) as said:
            assert window.controller.try_action(
                Action.parse(last, window.controller.variant.packs)) is None
        assert window.controller.game_over
        assert LOCKED in said.args[0] and "will be counted the next time" in said.args[0]

        # the next game: its autosaves replace autosave.json and autosave.prev.json
        window.start_game(seed=11)
        driver_for(window).play_a_little(clicks=3)
        saved, _messages = store.load_autosave()
        assert saved is not None and saved.info.game_id != info.game_id
        window.close()

    # the other copy of Bezique has let go of the statistics
    assert counted_ids() == []
    again = open_app_window()
    assert counted_ids() == [info.game_id]
    assert not list(store.default_locations().pending_dir.glob("*.json"))
    again.close()
    open_app_window().close()
    assert counted_ids() == [info.game_id]  # once


def finished(nearly_finished: Callable) -> GameState:
    record, last = nearly_finished()
    state = replay(record)
    state.apply(Action.parse(last, state.variant.packs))
    assert state.over
    return state


def started_session() -> tuple[store.Locations, GameSession, list[str]]:
    """A session started in the default locations, and the list its messages go to."""
    where = store.default_locations()
    session = GameSession.start(where)
    said: list[str] = []
    session.message.connect(said.append)
    return where, session, said


def assert_counted_once(where: store.Locations, game_id: str, kept_in: Path, *,
                        nothing_to_resume: bool = False) -> None:
    """The game kept in the folder ``kept_in`` is counted at the next start, and only once;
    ``kept_in`` is empty afterwards (with ``nothing_to_resume``, no game is offered either)."""
    for _ in range(2):
        session = GameSession.start(where)
        assert not nothing_to_resume or session.resumable is None
        assert session.statistics is not None
        assert [g.game_id for g in store.finished_games(session.statistics)] == [game_id]
        session.close()
    assert not list(kept_in.iterdir())


def test_a_game_that_cannot_be_kept_either_is_kept_when_the_disk_allows(
        qtbot: QtBot, nearly_finished: Callable) -> None:
    where, session, said = started_session()
    # no pending folder can be made, the spare one neither: a file stands where each should be
    blockers = (where.pending_dir, where.spare_pending_dir)
    for blocker in blockers:
        blocker.parent.mkdir(parents=True, exist_ok=True)
        blocker.write_text("not a folder")
    info = GameInfo(opponent_level="easy")
    with statistics_locked() as tried:
        session.begin_game(info)
        assert session.finish(finished(nearly_finished)) is None
        assert "not counted yet" in said[-1] and LOCKED in said[-1]
        assert tried == [info.game_id]

        # the next game is autosaved over the finished one; each move tries again
        state = GameState.new_game(finished(nearly_finished).variant, seed=3,
                                   names=["Ann", "Computer"])
        session.begin_game(GameInfo())
        for _ in range(3):
            state.apply(state.legal_actions()[0])
            session.game_changed(state)
        saved, _messages = store.load_autosave(where)
        assert saved is not None and saved.info.game_id != info.game_id
        assert not any("now safe" in s for s in said)

        for blocker in blockers:  # room again
            blocker.unlink()
        state.apply(state.legal_actions()[0])
        session.game_changed(state)
        assert said[-1] == "The finished game that could not be kept is now safe."
        assert [p.stem for p in where.pending_dir.glob("*.json")] == [info.game_id]
        # the moves tried to keep its file, never the statistics (which may be slow to refuse)
        assert tried == [info.game_id]
        session.close()

    assert_counted_once(where, info.game_id, where.pending_dir)


def test_statistics_kept_in_memory_keep_the_game_for_a_later_start(
        qtbot: QtBot, nearly_finished: Callable) -> None:
    where = store.default_locations()
    # the statistics cannot be opened: a folder stands where the file should be
    where.statistics_file.mkdir(parents=True)
    session = GameSession.start(where)
    assert session.statistics is not None and not session.statistics.persistent
    info = GameInfo()
    session.begin_game(info)
    assert session.finish(finished(nearly_finished)) is not None  # counted for this session
    session.close()
    where.statistics_file.rmdir()

    session = GameSession.start(where)
    assert session.statistics is not None and session.statistics.persistent
    assert [g.game_id for g in store.finished_games(session.statistics)] == [info.game_id]
    session.close()
    assert not list(where.pending_dir.iterdir())


# ---------------------------------------------------------------------------- real disks
# Run in a private mount namespace where $DIR is a small tmpfs holding the player's data
# folder: a session finishes a game while the disk is full or read-only, plays on, gets its
# disk back, and ends; then two later starts count the game, once.
_DISK_RUN = '''
import json, os, random, subprocess, sys
from bezique_qt import persistence as store
from bezique_qt.engine import GameState, preset
from bezique_qt.ui.game_session import GameSession

how, root = sys.argv[1], os.environ["DIR"]
where = store.Locations.under(root)
if how == "read-only":  # read-only from the start: nothing can be written all game long
    os.makedirs(where.data_dir)
    subprocess.run(["mount", "-o", "remount,ro", root], check=True)
said = []
session = GameSession.start(where)
session.message.connect(said.append)
game = GameState.new_game(preset("one_pack_32"), seed=4, names=["Ann", "Computer"])
info = store.GameInfo()
session.begin_game(info)
rng = random.Random(4)
while not game.over:
    if game.deal_over:
        game.next_deal()
    else:
        game.apply(rng.choice(game.legal_actions()))
    if not game.over:
        session.game_changed(game)
if how == "full":  # the disk fills up just before the last action
    try:
        with open(os.path.join(root, "filler"), "wb", buffering=0) as f:
            while True:
                f.write(bytes(4096))
    except OSError:
        pass
session.game_changed(game)  # the end of the game: it cannot be counted or kept
after = GameState.new_game(preset("one_pack_32"), seed=5, names=["Ann", "Computer"])
session.begin_game(store.GameInfo())
for _ in range(2):
    after.apply(after.legal_actions()[0])
    session.game_changed(after)
if how == "full":
    os.remove(os.path.join(root, "filler"))
else:
    subprocess.run(["mount", "-o", "remount,rw", root], check=True)
after.apply(after.legal_actions()[0])
session.game_changed(after)  # room again: the finished game is kept
session.close()
counts = []
for _ in range(2):
    later = GameSession.start(where)
    counts.append([g.game_id for g in store.finished_games(later.statistics)])
    later.close()
print(json.dumps({"said": said, "counts": counts, "game": info.game_id,
                  "pending": sorted(p.name for p in where.data_dir.glob("pending/*"))}))
'''


@pytest.mark.parametrize("how", ["full", "read-only"])
def test_a_full_or_read_only_disk_at_the_end_of_a_game_loses_nothing(
        how: str, tmp_path: Path) -> None:
    if sys.platform != "linux" or shutil.which("unshare") is None:
        pytest.skip("needs Linux mount namespaces (unshare)")
    disk = tmp_path / "disk"
    disk.mkdir()
    env = dict(os.environ, DIR=str(disk), CODE=_DISK_RUN)
    result = subprocess.run(
        ["unshare", "--map-root-user", "--mount", "sh", "-ec",
         'mount -t tmpfs -o size=512k tmpfs "$DIR"; "$0" -c "$CODE" "$1"', sys.executable, how],
        env=env, capture_output=True, text=True, timeout=180, check=False)
    if result.returncode != 0 and "mount" in result.stderr and "Traceback" not in result.stderr:
        pytest.skip(f"cannot mount a private tmpfs here: {result.stderr.strip()}")
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.splitlines()[-1])
    assert seen["counts"] == [[seen["game"]], [seen["game"]]]  # counted, and only once
    cause = "the disk is full" if how == "full" else "read-only"
    assert any("not counted yet" in s and cause in s for s in seen["said"]), seen["said"]
    assert "The finished game that could not be kept is now safe." in seen["said"]
    assert seen["pending"] == []
    assert not any(disk.iterdir())
