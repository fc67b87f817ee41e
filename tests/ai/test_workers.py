"""The one worker-process pool: start, submit, cancel, stop cleanly, replace dead workers."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bezique_qt.ai.workers import WorkerPool

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


def test_work_runs_in_the_pool_s_own_processes_which_stop_cleanly() -> None:
    pool = WorkerPool(2)
    assert pool.processes == []
    pids = {pool.submit(os.getpid).result(timeout=60) for _ in range(4)}
    assert os.getpid() not in pids
    assert pids <= {process.pid for process in pool.processes}
    assert len(pool.processes) <= 2
    processes = pool.processes
    pool.stop()
    assert pool.processes == []
    assert all(process.exitcode == 0 for process in processes)
    # started again by the next piece of work
    assert pool.submit(os.getpid).result(timeout=60) not in pids
    pool.stop()


def test_map_keeps_the_order_of_its_items() -> None:
    with WorkerPool(2) as pool:
        assert list(pool.map(abs, [-3, 1, -2, 5])) == [3, 1, 2, 5]


def test_stopping_now_abandons_busy_work_and_waiting_work() -> None:
    pool = WorkerPool(1)
    busy = pool.submit(time.sleep, 60)
    waiting = [pool.submit(time.sleep, 60) for _ in range(3)]
    (worker,) = pool.processes
    started = time.monotonic()
    pool.stop(now=True, timeout=5.0)
    assert time.monotonic() - started < 5.0
    assert worker.exitcode == -signal.SIGTERM
    assert busy.done()
    assert all(future.done() for future in waiting)


def test_a_worker_that_died_is_replaced() -> None:
    pool = WorkerPool(1)
    first = pool.submit(os.getpid).result(timeout=60)
    os.kill(first, signal.SIGKILL)
    # the executor notices the death; the next submit starts a new worker
    deadline = time.monotonic() + 30
    while True:
        try:
            second = pool.submit(os.getpid).result(timeout=60)
            break
        except Exception:  # the one submitted before the pool saw the death fails
            assert time.monotonic() < deadline
    assert second != first
    pool.stop()


def test_a_program_stopping_its_pool_leaves_no_semaphore_behind(tmp_path: Path) -> None:
    code = """
import time
from bezique_qt.ai.workers import WorkerPool
pool = WorkerPool(2)
pool.submit(time.sleep, 60)
pool.submit(abs, -1).result(timeout=60)
pool.stop(now=True)
"""
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "leaked" not in result.stderr and "Traceback" not in result.stderr, result.stderr


def test_no_module_reaches_into_the_executor_s_private_state() -> None:
    package = Path(__file__).resolve().parents[2] / "bezique_qt"
    for path in package.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "_processes\"" not in text and "._processes" not in text, path
        assert "_executor_manager_thread" not in text, path
