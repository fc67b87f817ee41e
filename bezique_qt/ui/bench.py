"""``bezique-qt bench --ui``: how quickly the card table starts, draws and answers.

Three figures, measured offscreen (no display needed), the last two at each of the tables of
:data:`TABLES` (two seats, three, and four in two partnerships) unless one game is asked for:

- **start-up to first frame**: from launching the program to the first paint of the table (a
  fresh process each time, with empty preference and data folders);
- **full-table repaint**: the table of a deal in progress, melds on the player's side and
  another's, rendered into a 1280×800 and a 1920×1080 image again and again (p50 and p99 at
  each size, and the processor time's p50, which the machine's load inflates little);
- **event-loop stalls while the Expert thinks**: a 5 ms timer in the window's event loop records
  the gaps between its ticks while the Expert chooses its moves in the worker process (the
  longest gap and p99). Gaps well above 5 ms are moments the window could not answer. At a
  table of three or four the Expert plays every other seat: the watch covers its first
  moves, whichever seats make them.

The machine's load average is printed at the start and before each table's watch: on a
shared machine the stalls grow with it.
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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

STARTUP_RUNS = 3
REPAINT_FRAMES = 60
REPAINT_SIZES = ((1280, 800), (1920, 1080))
TICK_MS = 5
COMPUTER_MOVES = 2  # a seat: at a table of four, six computer moves are watched
MAX_ANSWERS = 100  # the human's answers in one watch, at most (a watch always ends)
# The table's own cap on one computer action is 6 s; the watch gives up well after it.
MOVE_TIMEOUT_S = 60.0
# the tables measured by default: two seats, three, and four in two partnerships
TABLES = ("classic", "three_handed", "four_handed_partners")
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
                    size: tuple[int, int] = REPAINT_SIZES[0],
                    processor: list[float] | None = None) -> list[float]:
    """Milliseconds to render the whole table into an image of ``size``, per frame (the table
    laid out for a window of that size); ``processor``, when given, receives each frame's
    processor milliseconds (``time.process_time``: what a busy machine inflates little)."""
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
        started, cpu = time.perf_counter(), time.process_time()
        viewport.render(image)
        times.append((time.perf_counter() - started) * 1000.0)
        if processor is not None:
            processor.append((time.process_time() - cpu) * 1000.0)
    return times


def measure_stalls(window: Any, moves: int = COMPUTER_MOVES, seconds: float | None = None
                   ) -> dict[str, Any]:
    """Gaps (ms) between the ticks of a 5 ms timer while the Expert chooses ``moves`` actions
    (for any of the other seats; the human answering with a first legal action); ``seconds``
    ends the watch early."""
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
    watched = answered = 0
    try:
        while watched < moves and answered <= MAX_ANSWERS:
            left = MOVE_TIMEOUT_S if deadline is None else deadline - time.perf_counter()
            # the next computer move, the human answering whenever it is their turn (at a
            # table of three or four, several computer moves come between)
            if left <= 0 or not _run_until(
                    lambda: c.thinking or c.is_humans_turn() or c.deal_over,
                    min(left, MOVE_TIMEOUT_S)) or c.deal_over:
                break
            if not c.thinking:
                legal = c.legal_actions()
                choice = next((a for a in legal if a.kind == DONE), None) or next(
                    (a for a in legal if a.kind == PLAY), legal[0])
                c.try_action(choice)
                answered += 1
                continue
            started = time.perf_counter()
            left = MOVE_TIMEOUT_S if deadline is None else deadline - time.perf_counter()
            finished = _run_until(lambda: not c.thinking, max(0.0, left))
            thinking_s += time.perf_counter() - started
            if not finished:
                break
            watched += 1
    finally:
        timer.stop()
        c.shutdown()
    return {"gaps": gaps, "moves": watched, "thinking_seconds": thinking_s}


def measure_table(variant: str, *, frames: int = REPAINT_FRAMES, moves: int | None = None,
                  seconds: float | None = None) -> dict[str, Any]:
    """The repaint and the stalls at a table of ``variant`` (a preset's id: every other seat
    the Expert), as plain data; the window is closed again.  ``moves``: the computer moves
    watched (default :data:`COMPUTER_MOVES` for each other seat)."""
    from bezique_qt.engine import preset
    from bezique_qt.levels import Level
    from bezique_qt.ui.dialogs.game import GameSettings
    from bezique_qt.ui.window import MainWindow

    expert = Level.EXPERT
    window = MainWindow(settings=GameSettings(variant, expert, None, "You"), speed="normal")
    try:
        window.show()
        window.controller.computer_pause_ms = 0
        window.show_game(_deal_with_melds(variant=variant), expert, paused=True)
        window.scene.finish_animations()
        repaints = []
        for size in REPAINT_SIZES:
            cpu: list[float] = []
            repaints.append((size, measure_repaint(window, frames, size, cpu), cpu))
        window.resize(*REPAINT_SIZES[0])
        load = _load()
        seats = preset(variant).players
        stalls = measure_stalls(window, COMPUTER_MOVES * (seats - 1) if moves is None
                                else moves, seconds)
    finally:
        window.controller.shutdown()
        window.scene.finish_animations()
        window.close()
        window.deleteLater()
    gaps = stalls["gaps"]
    return {
        "variant": variant, "seats": seats,
        "load_average": load,
        "repaint_ms": [{"size": list(size), "frames": len(times),
                        "p50": round(percentile(times, 0.5), 2),
                        "p99": round(percentile(times, 0.99), 2),
                        "processor_p50": round(percentile(cpu, 0.5), 2)}
                       for size, times, cpu in repaints],
        "stall_ms": {"timer_ms": TICK_MS, "moves": stalls["moves"],
                     "thinking_seconds": round(stalls["thinking_seconds"], 2),
                     "ticks": len(gaps), "max": round(max(gaps, default=0.0), 1),
                     "p99": round(percentile(gaps, 0.99), 1)},
    }


def _load() -> list[float]:
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    return [round(x, 2) for x in load]


def run_ui_bench(*, seconds: float | None = None, startup_runs: int = STARTUP_RUNS,
                 frames: int = REPAINT_FRAMES, moves: int | None = None,
                 variants: Sequence[str] = TABLES) -> dict[str, Any]:
    """Measure the start-up, then the table at a game of each of ``variants`` in turn (by
    default a game for two, for three and for four partners); returns the figures as plain
    data."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started_load = _load()
    startup = measure_startup(startup_runs)
    from bezique_qt.ai.service import stop_worker
    from bezique_qt.ui.app import create_application

    create_application()
    try:
        tables = [measure_table(v, frames=frames, moves=moves, seconds=seconds)
                  for v in variants]
    finally:
        stop_worker()
    return {
        "platform": os.environ.get("QT_QPA_PLATFORM", ""),
        "load_average": started_load,
        "cores": os.cpu_count(),
        "startup_ms": {"median": round(statistics.median(startup), 1),
                       "runs": [round(x, 1) for x in startup]},
        "tables": tables,
    }


def _loads(values: list[float]) -> str:
    return " ".join(f"{x:.2f}" for x in values)


def format_ui_bench(result: dict[str, Any]) -> str:
    """The figures as the lines ``bench --ui`` prints: the start-up, then each table's."""
    s = result["startup_ms"]
    runs = ", ".join(f"{x:.0f}" for x in s["runs"])
    lines = [
        f"table benchmark ({result['platform']}; load average {_loads(result['load_average'])} "
        f"on {result['cores']} cores)",
        f"start-up to first frame: {s['median']:.0f} ms (median of {len(s['runs'])}: {runs})"]
    for table in result["tables"]:
        g = table["stall_ms"]
        lines += [
            f"{table['variant']}, {table['seats']} seats (load average "
            f"{_loads(table['load_average'])}):",
            *(f"  full-table repaint at {r['size'][0]}×{r['size'][1]}: p50 {r['p50']:.1f} ms, "
              f"p99 {r['p99']:.1f} ms ({r['frames']} frames; processor time p50 "
              f"{r['processor_p50']:.1f} ms)" for r in table["repaint_ms"]),
            f"  event-loop stall while the Expert thinks: max {g['max']:.1f} ms, p99 "
            f"{g['p99']:.1f} ms ({g['timer_ms']} ms timer, {g['ticks']} ticks, {g['moves']} "
            f"computer move{'s' if g['moves'] != 1 else ''}, {g['thinking_seconds']:.1f} s "
            "thinking)"]
    return "\n".join(lines)


def ui_bench_main(as_json: bool, seconds: float | None,
                  variants: Sequence[str] = TABLES) -> int:
    """``bezique-qt bench --ui [--json] [--seconds S] [--expert-variant V]``; ``S`` ends each
    table's Expert watch early, ``V`` measures the table of that game alone (by default: a
    game for two, three and four)."""
    try:
        result = run_ui_bench(seconds=seconds, variants=variants)
    except (RuntimeError, subprocess.TimeoutExpired) as error:
        print(f"bezique-qt bench --ui: {error}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=2) if as_json else format_ui_bench(result))
    return 0


if __name__ == "__main__" and _CHILD_FLAG in sys.argv:
    sys.exit(_first_frame_child())
