"""Quitting stops the computer's worker process and its search processes cleanly: no process is
killed, and Python's resource tracker finds no "leaked semaphore objects" at the end."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.ai import service
from bezique_qt.ai.service import WORKER_STOP_SECONDS, stop_worker, worker_pool
from bezique_qt.engine import GameState, preset
from bezique_qt.levels import Level

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(),
                                reason="reads the process tree from /proc (Linux)")


def children_of(pid: int) -> set[int]:
    """The processes whose parent is ``pid``."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # pid (comm) state ppid …; comm may hold spaces and parentheses
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.add(int(entry.name))
    return found


def running(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def expert_question() -> object:
    game = GameState.new_game(preset("classic"), seed=3, names=["Ann", "Computer"])
    seat = game.to_act
    assert seat is not None
    return game.observation(seat)


def worker_with_search_processes() -> tuple[object, set[int]]:
    """Start the worker, let the Expert choose a move (its search spreads over a second process)
    and return the worker process and its search processes."""
    stop_worker()  # a fresh worker, whatever earlier tests left
    pool = worker_pool()
    pool.submit(service.compute_move, expert_question(), Level.EXPERT, 1).result(timeout=120)
    workers = pool.processes
    assert len(workers) == 1
    searchers = children_of(workers[0].pid)
    if service.SEARCH_WORKERS > 1:
        assert searchers, "the Expert's search did not start its second process"
    return workers[0], searchers


def test_an_idle_worker_ends_by_itself_with_its_search_processes() -> None:
    worker, searchers = worker_with_search_processes()
    started = time.monotonic()
    stop_worker()
    assert time.monotonic() - started < WORKER_STOP_SECONDS
    assert worker.exitcode == 0  # type: ignore[attr-defined]  # not -15 (SIGTERM) nor -9
    assert not any(running(pid) for pid in searchers)


def test_a_busy_worker_abandons_its_search_and_ends_by_itself() -> None:
    worker, searchers = worker_with_search_processes()
    # A move that would take a minute: the program ends while the computer thinks.
    busy = worker_pool().submit(service.compute_move, expert_question(), Level.EXPERT, 2, 60.0)
    started = time.monotonic()
    stop_worker()
    assert time.monotonic() - started < WORKER_STOP_SECONDS
    assert worker.exitcode == 0  # type: ignore[attr-defined]
    assert not any(running(pid) for pid in searchers)
    assert busy.cancelled() or busy.done()


def test_quitting_the_program_leaks_nothing(tmp_path: Path) -> None:
    """The real program, two Expert players thinking in turn, closed after a few seconds."""
    command = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    args = [command] if command else [sys.executable, "-m", "bezique_qt"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [*args, "--demo", "--speed", "none", "--level", "Expert", "--variant", "classic",
         "--seed", "1", "--exit-after-ms", "4000"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "leaked" not in result.stderr, result.stderr
    assert "Traceback" not in result.stderr, result.stderr


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or sys.platform == "win32",
                    reason="POSIX signals")
def test_a_terminate_signal_closes_the_program_the_ordinary_way(qtbot: QtBot,
                                                                tmp_path: Path) -> None:
    """A logout or ``kill`` (SIGTERM) while the Expert thinks: the window closes as with
    Game > Quit (its place is saved) and the computer's processes stop cleanly."""
    command = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    args = [command] if command else [sys.executable, "-m", "bezique_qt"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    program = subprocess.Popen(
        [*args, "--demo", "--speed", "none", "--level", "Expert", "--variant", "classic",
         "--seed", "1"],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # the Expert is searching: the worker has started its search processes
        qtbot.waitUntil(lambda: any(children_of(worker) for worker in children_of(program.pid)),
                        timeout=60_000)
        program.send_signal(signal.SIGTERM)
        _out, err = program.communicate(timeout=60)
    finally:
        if program.poll() is None:
            program.kill()
            program.communicate()
    assert program.returncode == 0, err
    assert "leaked" not in err and "Traceback" not in err, err
    prefs, _messages = store.load_preferences()
    assert prefs.window_geometry  # saved by the window's close
