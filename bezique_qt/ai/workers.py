"""The worker processes the computer players run in: one pool for every use, no Qt.

The table's computer players (:mod:`.service`: one process, so the window keeps the other core),
the searching levels' root-parallel search (:mod:`.parallel`), ``bezique-qt match --jobs``
(:mod:`.match`) and the deal review each run their work in a :class:`WorkerPool`.

Its processes are started fresh (``spawn``), which is safe beside a running Qt application, and
each ends by itself if the process that started it goes away without stopping it (killed,
crashed): :func:`follow_parent`. :meth:`WorkerPool.stop` always closes the pool properly, so that
its queues' named semaphores are released when this process exits (Python's resource tracker
would otherwise warn about "leaked semaphore objects"). Only the public interfaces of
:mod:`concurrent.futures` and :mod:`multiprocessing` are used.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

__all__ = ["STOP_SECONDS", "WorkerPool", "follow_parent", "run_jobs"]

_log = logging.getLogger(__name__)

T = TypeVar("T")
R = TypeVar("R")

#: How long :meth:`WorkerPool.stop` with ``now`` waits for a worker to end before killing it.
STOP_SECONDS = 5.0

# A pool learns which processes are its workers by comparing this process's children before and
# after it submits (the executor starts its processes there, in the submitting thread); no two
# pools of this process start processes at the same time.
_starting = threading.Lock()


def follow_parent(parent_pid: int, interval: float = 0.5) -> None:
    """In a worker process: end when the process that started it is gone. A parent that ends
    without stopping its pool (killed, or itself ended by ``os._exit``) would otherwise leave its
    workers running on their own."""

    def watch() -> None:
        while True:
            time.sleep(interval)
            if os.getppid() != parent_pid:
                os._exit(0)

    threading.Thread(target=watch, daemon=True, name="parent-watch").start()


def _start_worker(parent_pid: int, interval: float, niceness: int,
                  setup: Callable[[], None] | None) -> None:
    """A worker process's first step: lower its priority, watch its parent, then ``setup``."""
    if niceness and hasattr(os, "nice"):
        try:
            os.nice(niceness)
        except OSError:  # not allowed here: the worker keeps its parent's priority
            pass
    follow_parent(parent_pid, interval)
    if setup is not None:
        setup()


class WorkerPool:
    """Up to ``workers`` processes, started on first use and again after :meth:`stop` or after
    they died.

    ``setup`` (a module-level function, as it is sent to the process) runs first in each worker;
    ``niceness`` lowers the workers' scheduling priority (so that the window gets its turn at
    once when both want the processor); ``watch_interval`` is how often, in seconds, a worker
    checks that its parent is still there.
    """

    def __init__(self, workers: int, *, setup: Callable[[], None] | None = None,
                 niceness: int = 0, watch_interval: float = 0.5) -> None:
        if workers < 1:
            raise ValueError(f"a pool needs at least one worker, not {workers}")
        self.workers = workers
        self._setup = setup
        self._niceness = niceness
        self._watch_interval = watch_interval
        self._executor: ProcessPoolExecutor | None = None
        self._started: dict[int | None, BaseProcess] = {}

    @property
    def processes(self) -> list[BaseProcess]:
        """The worker processes started so far (none before the first :meth:`submit`)."""
        return list(self._started.values())

    def submit(self, function: Callable[..., R], /, *args: Any) -> Future[R]:
        """Run ``function(*args)`` in a worker process. Workers that died (a crash, a kill) are
        replaced once; if that fails too, :class:`BrokenProcessPool` or :class:`RuntimeError`
        is raised."""
        with _starting:
            for attempt in (1, 2):
                if self._executor is None:
                    self._executor = ProcessPoolExecutor(
                        max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                        initializer=_start_worker,
                        initargs=(os.getpid(), self._watch_interval, self._niceness,
                                  self._setup))
                known = {process.pid for process in multiprocessing.active_children()}
                try:
                    future = self._executor.submit(function, *args)
                except (BrokenProcessPool, RuntimeError):
                    self._executor.shutdown(wait=False, cancel_futures=True)
                    self._executor, self._started = None, {}
                    if attempt == 2:
                        raise
                    _log.warning("a worker process stopped; starting a new one")
                    continue
                for process in multiprocessing.active_children():
                    if process.pid not in known:
                        self._started[process.pid] = process
                return future
        raise AssertionError("unreachable")

    def map(self, function: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """``function(item)`` for every item, computed in the workers, yielded in order. Work not
        yet started is cancelled if the results are abandoned."""
        futures = [self.submit(function, item) for item in items]

        def results() -> Iterator[R]:
            try:
                for future in futures:
                    yield future.result()
            finally:
                for future in futures:
                    future.cancel()

        return results()

    def stop(self, *, now: bool = False, timeout: float = STOP_SECONDS) -> None:
        """Stop the workers (the next :meth:`submit` starts new ones); work waiting for a worker
        is cancelled.

        Without ``now`` the work under way is finished first. With ``now`` (the program is
        ending) each worker is sent SIGTERM: a worker that handles it (the table's, see
        :mod:`.service`) abandons its work and ends the ordinary way, any other ends at once;
        one still running after ``timeout`` seconds is killed. Either way the pool is closed
        properly and its processes are reaped before this returns.
        """
        with _starting:
            executor, self._executor = self._executor, None
            processes, self._started = list(self._started.values()), {}
        if executor is None:
            return
        if not now:
            executor.shutdown(wait=True, cancel_futures=True)
            return
        # The executor's shutdown tells each worker to stop once its work is done and waits
        # for them; SIGTERM shortens that work.
        closing = threading.Thread(target=executor.shutdown,
                                   kwargs={"wait": True, "cancel_futures": True},
                                   name="worker-pool-stop", daemon=True)
        closing.start()
        for process in processes:
            process.terminate()
        closing.join(timeout)
        if closing.is_alive():
            # Read the processes' sentinels, not their exit codes: the executor reaps them.
            ended = set(wait([process.sentinel for process in processes], 0))
            for process in processes:
                if process.sentinel not in ended:
                    _log.warning("a worker process did not stop; ending it")
                    process.kill()
            closing.join(timeout)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()


def run_jobs(job: Callable[[T], R], tasks: list[T], jobs: int,
             progress: Callable[[int, int], None] | None = None) -> list[R]:
    """``job`` of every task, in the tasks' order: here when ``jobs`` is 1 or less, else in a
    :class:`WorkerPool` of ``jobs`` processes (each ends when the caller is gone).
    ``progress(done, total)`` is called after each result."""
    results: list[R] = []
    with WorkerPool(jobs) if jobs > 1 else contextlib.nullcontext() as pool:
        answers: Iterable[R] = pool.map(job, tasks) if pool is not None else map(job, tasks)
        for r in answers:
            results.append(r)
            if progress:
                progress(len(results), len(tasks))
    return results
