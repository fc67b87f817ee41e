"""Spreading one search over several processes (root parallelisation).

Each worker runs the same search on the same observation with its own random seed and a share
of the simulations; the root statistics are added up and the usual rule picks the move.  Workers
receive the observation (plain, rebuildable data) and return plain dictionaries.  The pool uses
fresh interpreter processes (``spawn``), which is safe beside a running Qt application.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from bezique_qt.engine import Observation

from .common import unique_actions
from .heuristic import Decision
from .search import ISMCTS, MonteCarloSearch, RootStats, quick_decision

__all__ = ["follow_parent", "parallel_decider", "shutdown"]

_pool: ProcessPoolExecutor | None = None
_pool_size = 0


def _executor(workers: int) -> ProcessPoolExecutor:
    global _pool, _pool_size
    if _pool is None or _pool_size < workers:
        if _pool is not None:
            _pool.shutdown(wait=True)
        _pool = ProcessPoolExecutor(max_workers=workers,
                                    mp_context=multiprocessing.get_context("spawn"),
                                    initializer=follow_parent, initargs=(os.getpid(),))
        _pool_size = workers
        atexit.register(shutdown)
    return _pool


def follow_parent(parent_pid: int, interval: float = 0.5) -> None:
    """In a worker process: end when the process that started it is gone.  A parent that ends
    without shutting the pool down (killed, or itself ended by ``os._exit``) would otherwise
    leave its workers running on their own."""

    def watch() -> None:
        while True:
            time.sleep(interval)
            if os.getppid() != parent_pid:
                os._exit(0)

    threading.Thread(target=watch, daemon=True, name="parent-watch").start()


def shutdown(*, now: bool = False) -> None:
    """Stop the worker processes (they are started again when needed).

    ``now``: end them at once, abandoning the searches they are running (the process that
    started them is ending).  Either way the pool is closed properly, so its queues' named
    semaphores are released when this process exits.
    """
    global _pool, _pool_size
    pool, _pool, _pool_size = _pool, None, 0
    if pool is None:
        return
    if now:
        # The executor has no public way to stop a busy worker.
        for process in list((getattr(pool, "_processes", None) or {}).values()):
            process.terminate()
    pool.shutdown(wait=True, cancel_futures=True)


def _searcher(level: str, iterations: int, seconds: float | None) -> ISMCTS | MonteCarloSearch:
    if level == "hard":
        return MonteCarloSearch(iterations=iterations, seconds=seconds)
    return ISMCTS(iterations=iterations, seconds=seconds)


def _search_job(level: str, iterations: int, seconds: float | None, obs: Observation,
                seed: int) -> dict[str, Any]:
    return _searcher(level, iterations, seconds).search(obs, seed, iterations, seconds).to_plain()


def parallel_decider(level: str, searcher: ISMCTS | MonteCarloSearch, budget: int,
                     seconds: float | None, workers: int
                     ) -> Callable[[Observation, random.Random], Decision]:
    """A ``decide`` function that runs ``searcher`` in ``workers`` processes (this one
    included)."""

    def decide(obs: Observation, rng: random.Random) -> Decision:
        d = quick_decision(obs, searcher.solver_nodes)
        if d is not None:
            return d
        seeds = [rng.getrandbits(63) for _ in range(workers)]
        share = max(1, budget // workers)
        pool = _executor(workers - 1)
        futures: list[Future[dict[str, Any]]] = [
            pool.submit(_search_job, level, share, seconds, obs, s) for s in seeds[1:]]
        stats = searcher.search(obs, seeds[0], share, seconds)
        for f in futures:
            stats.merge(RootStats.from_plain(f.result()))
        return searcher.pick(obs, unique_actions(obs.legal), stats)

    return decide
