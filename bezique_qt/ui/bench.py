"""``bezique-qt bench --ui``: how quickly the card table starts, draws and answers.

Three figures, measured offscreen (no display needed):

- **start-up to first frame**: from launching the program to the first paint of the table (a
  fresh process each time, with empty preference and data folders);
- **full-table repaint**: the table of a deal in progress, melds on both sides, rendered into a
  1280×800 and a 1920×1080 image again and again (p50 and p99 at each size);
- **event-loop stalls while the Expert thinks**: a 5 ms timer in the window's event loop records
  the gaps between its ticks while the Expert chooses its moves in the worker process (the
  longest gap and p99). Gaps well above 5 ms are moments the window could not answer.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

STARTUP_RUNS = 3
REPAINT_FRAMES = 60
REPAINT_SIZES = ((1280, 800), (1920, 1080))
TICK_MS = 5
COMPUTER_MOVES = 2
# The table's own cap on one computer action is 6 s; the watch gives up well after it.
MOVE_TIMEOUT_S = 60.0
_CHILD_FLAG = "--first-frame-child"


def percentile(values: list[float], fraction: float) -> float:
    """The ``fraction`` percentile of ``values`` (nearest rank; 0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index]


# ------------------------------------------------------------------------------ start-up
def _clean_environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name.lower())
    return env


def measure_startup(runs: int = STARTUP_RUNS) -> list[float]:
    """Milliseconds from launching the program to the first paint of its table, per run."""
    out: list[float] = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="bezique-bench-") as home:
            env = _clean_environment(Path(home))
            started = time.time()
            result = subprocess.run(
                [sys.executable, "-m", "bezique_qt.ui.bench", _CHILD_FLAG],
                env=env, capture_output=True, text=True, timeout=120, check=False)
        line = next((ln for ln in result.stdout.splitlines() if ln.startswith("{")), None)
        if result.returncode != 0 or line is None:
            raise RuntimeError("the program did not start: " + (result.stderr.strip()
                                                               or "no first frame")[-400:])
        out.append((json.loads(line)["first_frame"] - started) * 1000.0)
    return out


def _first_frame_child() -> int:
    """In the launched process: open the program's window and report the first paint."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    from bezique_qt.ai.service import stop_worker
    from bezique_qt.ui.app import create_application, create_main_window

    app = create_application()
    window = create_main_window(None)
    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.time())
                QTimer.singleShot(0, app.quit)
            return False

    watcher = FirstPaint()
    window.view.viewport().installEventFilter(watcher)
    window.show()
    QTimer.singleShot(30_000, app.quit)
    app.exec()
    window.close()
    stop_worker()
    if not painted:
        return 1
    print(json.dumps({"first_frame": painted[0]}), flush=True)
    return 0


# ------------------------------------------------------------------------------ in process
def _run_until(predicate: Callable[[], bool], timeout_s: float) -> bool:
    """Run the event loop until ``predicate`` holds or ``timeout_s`` passes."""
    from PySide6.QtCore import QEventLoop, QTimer

    if predicate():
        return True
    loop = QEventLoop()
    check = QTimer()
    check.setInterval(10)
    check.timeout.connect(lambda: loop.quit() if predicate() else None)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    check.start()
    deadline.start(max(1, round(timeout_s * 1000)))
    loop.exec()
    check.stop()
    deadline.stop()
    return predicate()


def _deal_with_melds(seed: int = 1, variant: str = "classic") -> Any:
    """A deal of ``variant`` in progress with scored melds on the human's side and another's,
    the human to play."""
    from bezique_qt.ai import service
    from bezique_qt.engine import GameState, Step, preset

    rules = preset(variant)
    names = ["You", "Computer"] if rules.players == 2 else ["You", "West", "North", "East"][
        :rules.players]
    for s in range(seed, seed + 200):
        state = GameState.new_game(rules, seed=s, names=names, first_dealer=1)
        rng = random.Random(s)
        while not state.deal_over and state.stock_size() > 6:
            others = range(1, rules.players)
            if (state.scored[0] and state.table[0]
                    and any(state.scored[p] and state.table[p] for p in others)
                    and state.step == Step.PLAY and state.to_act == 0 and not state.trick
                    and state.trick_no >= 8):
                return state
            assert state.to_act is not None  # someone acts until the deal is over
            seen = state.observation(state.to_act)
            state.apply(service.fallback_choose(seen, rng), undoable=False)
    raise RuntimeError("no deal with melds on both sides was found")


def measure_repaint(window: Any, frames: int = REPAINT_FRAMES,
                    size: tuple[int, int] = REPAINT_SIZES[0]) -> list[float]:
    """Milliseconds to render the whole table into an image of ``size``, per frame (the table
    laid out for a window of that size)."""
    from PySide6.QtGui import QImage

    viewport = window.view.viewport()
    width, height = size
    extra = window.size() - viewport.size()
    window.resize(width + extra.width(), height + extra.height())
    _run_until(lambda: viewport.width() == width and viewport.height() == height, 2.0)
    window.scene.renderer.resizing = False  # the sharp card art a still window shows
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    viewport.render(image)  # the card art is drawn into the cache once, as on screen
    times: list[float] = []
    for _ in range(frames):
        started = time.perf_counter()
        viewport.render(image)
        times.append((time.perf_counter() - started) * 1000.0)
    return times


def measure_stalls(window: Any, moves: int = COMPUTER_MOVES, seconds: float | None = None
                   ) -> dict[str, Any]:
    """Gaps (ms) between the ticks of a 5 ms timer while the Expert chooses ``moves`` actions
    (the human's side answering with its first legal action); ``seconds`` ends the watch
    early."""
    from PySide6.QtCore import QTimer

    from bezique_qt.ai.service import worker_pool
    from bezique_qt.engine.actions import DONE, PLAY

    c = window.controller
    worker_pool().submit(os.getpid).result()  # the worker is started before the watch
    c.paused = False
    window.start_game(seed=11, first_dealer=0)  # the human deals: the Expert leads at once
    gaps: list[float] = []
    thinking_s = 0.0
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        if c.thinking:
            gaps.append((now - last[0]) * 1000.0)
        last[0] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    last[0] = time.perf_counter()
    timer.start()
    deadline = None if seconds is None else time.perf_counter() + seconds
    watched = 0
    try:
        while watched < moves:
            left = MOVE_TIMEOUT_S if deadline is None else deadline - time.perf_counter()
            if left <= 0 or not _run_until(lambda: c.thinking, min(left, MOVE_TIMEOUT_S)):
                break
            started = time.perf_counter()
            left = MOVE_TIMEOUT_S if deadline is None else deadline - time.perf_counter()
            finished = _run_until(lambda: not c.thinking, max(0.0, left))
            thinking_s += time.perf_counter() - started
            if not finished:
                break
            watched += 1
            if not _run_until(lambda: c.is_humans_turn() or c.deal_over, 10.0) or c.deal_over:
                break
            legal = c.legal_actions()
            choice = next((a for a in legal if a.kind == DONE), None) or next(
                (a for a in legal if a.kind == PLAY), legal[0])
            c.try_action(choice)
    finally:
        timer.stop()
        c.shutdown()
    return {"gaps": gaps, "moves": watched, "thinking_seconds": thinking_s}


def run_ui_bench(*, seconds: float | None = None, startup_runs: int = STARTUP_RUNS,
                 frames: int = REPAINT_FRAMES, moves: int = COMPUTER_MOVES,
                 variant: str = "classic") -> dict[str, Any]:
    """Measure the table at a game of ``variant`` (a preset's id: every other seat the
    Expert); returns the figures as plain data."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    startup = measure_startup(startup_runs)
    from bezique_qt.ai.service import stop_worker
    from bezique_qt.levels import Level
    from bezique_qt.ui.app import create_application
    from bezique_qt.ui.dialogs.game import GameSettings
    from bezique_qt.ui.window import MainWindow

    create_application()
    expert = Level.EXPERT
    window = MainWindow(settings=GameSettings(variant, expert, None, "You"), speed="normal")
    try:
        window.show()
        window.controller.computer_pause_ms = 0
        window.show_game(_deal_with_melds(variant=variant), expert, paused=True)
        window.scene.finish_animations()
        repaints = [(size, measure_repaint(window, frames, size)) for size in REPAINT_SIZES]
        window.resize(*REPAINT_SIZES[0])
        stalls = measure_stalls(window, moves, seconds)
    finally:
        window.controller.shutdown()
        window.scene.finish_animations()
        window.close()
        stop_worker()
    gaps = stalls["gaps"]
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    return {
        "variant": variant,
        "platform": os.environ.get("QT_QPA_PLATFORM", ""),
        "load_average": [round(x, 2) for x in load],
        "cores": os.cpu_count(),
        "startup_ms": {"median": round(statistics.median(startup), 1),
                       "runs": [round(x, 1) for x in startup]},
        "repaint_ms": [{"size": list(size), "frames": len(times),
                        "p50": round(percentile(times, 0.5), 2),
                        "p99": round(percentile(times, 0.99), 2)} for size, times in repaints],
        "stall_ms": {"timer_ms": TICK_MS, "moves": stalls["moves"],
                     "thinking_seconds": round(stalls["thinking_seconds"], 2),
                     "ticks": len(gaps), "max": round(max(gaps, default=0.0), 1),
                     "p99": round(percentile(gaps, 0.99), 1)},
    }


def format_ui_bench(result: dict[str, Any]) -> str:
    """The figures as the lines ``bench --ui`` prints."""
    s, g = result["startup_ms"], result["stall_ms"]
    load = " ".join(f"{x:.2f}" for x in result["load_average"])
    runs = ", ".join(f"{x:.0f}" for x in s["runs"])
    return "\n".join([
        f"table benchmark, {result.get('variant', 'classic')} ({result['platform']}; load "
        f"average {load} on {result['cores']} cores)",
        f"start-up to first frame: {s['median']:.0f} ms (median of {len(s['runs'])}: {runs})",
        *(f"full-table repaint at {r['size'][0]}×{r['size'][1]}: p50 {r['p50']:.1f} ms, "
          f"p99 {r['p99']:.1f} ms ({r['frames']} frames)" for r in result["repaint_ms"]),
        f"event-loop stall while the Expert thinks: max {g['max']:.1f} ms, p99 {g['p99']:.1f} "
        f"ms ({g['timer_ms']} ms timer, {g['ticks']} ticks, {g['moves']} computer move"
        f"{'s' if g['moves'] != 1 else ''}, {g['thinking_seconds']:.1f} s thinking)",
    ])


def ui_bench_main(as_json: bool, seconds: float | None, variant: str = "classic") -> int:
    """``bezique-qt bench --ui [--json] [--seconds S] [--expert-variant V]``; ``S`` ends the
    Expert watch early, ``V`` is the game on the table (a table of three or four, say)."""
    try:
        result = run_ui_bench(seconds=seconds, variant=variant)
    except (RuntimeError, subprocess.TimeoutExpired) as error:
        print(f"bezique-qt bench --ui: {error}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=2) if as_json else format_ui_bench(result))
    return 0


if __name__ == "__main__" and _CHILD_FLAG in sys.argv:
    sys.exit(_first_frame_child())
