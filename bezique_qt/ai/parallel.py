"""Spreading one search over several processes (root parallelisation).

Each worker runs the same search on the same observation with its own random seed and a share
of the simulations; the root statistics are added up and the usual rule picks the move.  Workers
receive the observation (plain, rebuildable data) and return plain dictionaries.  The pool
(:mod:`.workers`) uses fresh interpreter processes (``spawn``), safe beside a running Qt
application.
"""

from __future__ import annotations

import atexit
import random
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from bezique_qt.engine import Observation
from bezique_qt.levels import Level

from .common import unique_actions
from .heuristic import Decision
from .ladder import searcher
from .search import MonteCarloSearch, RootStats, quick_decision
from .workers import WorkerPool

__all__ = ["parallel_decider", "search_pool", "shutdown"]

_pool: WorkerPool | None = None


def search_pool(count: int) -> WorkerPool:
    """The processes that run a search's other shares (at least ``count``; started on first
    use, shared by every search of this process)."""
    global _pool
    if _pool is None or _pool.workers < count:
        if _pool is not None:
            _pool.stop()
        _pool = WorkerPool(count)
        atexit.register(shutdown)
    return _pool


def shutdown(*, now: bool = False) -> None:
    """Stop the worker processes (they are started again when needed).

    ``now``: end them at once, abandoning the searches they are running (the process that
    started them is ending).  Either way the pool is closed properly, so its queues' named
    semaphores are released when this process exits.
    """
    global _pool
    pool, _pool = _pool, None
    if pool is not None:
        pool.stop(now=now)


def _search_job(level: Level, iterations: int, seconds: float | None, obs: Observation,
                seed: int) -> dict[str, Any]:
    return searcher(level, iterations, seconds).search(obs, seed, iterations, seconds).to_plain()


def parallel_decider(level: Level, search: MonteCarloSearch, budget: int,
                     seconds: float | None, workers: int
                     ) -> Callable[[Observation, random.Random], Decision]:
    """A ``decide`` function that runs ``search`` in ``workers`` processes (this one
    included); the other processes build ``level``'s search from the table of players."""

    def decide(obs: Observation, rng: random.Random) -> Decision:
        d = quick_decision(obs, search.solver_nodes)
        if d is not None:
            return d
        seeds = [rng.getrandbits(63) for _ in range(workers)]
        share = max(1, budget // workers)
        pool = search_pool(workers - 1)
        futures: list[Future[dict[str, Any]]] = [
            pool.submit(_search_job, level, share, seconds, obs, s) for s in seeds[1:]]
        stats = search.search(obs, seeds[0], share, seconds)
        for f in futures:
            stats.merge(RootStats.from_plain(f.result()))
        return search.pick(obs, unique_actions(obs.legal), stats)

    return decide
