"""The computer players as the table uses them: one entry point per question, no Qt.

The table asks two questions — "what does the computer play?" (:func:`compute_move`) and "what
would the computer suggest to me?" (:func:`compute_hint`) — and runs both in a worker process so
the window never waits. Both read only a player's :class:`Observation`.

The players themselves live in :mod:`bezique_qt.ai`. A small player of this module's own
(:func:`fallback_choose`: it scores the best meld it can and otherwise plays a random legal card)
is the table's safety net: it moves for the computer if the worker process fails.

This module must not import Qt: it is what the worker process loads.
"""

from __future__ import annotations

import logging
import multiprocessing.util
import os
import random
import signal
import time

from bezique_qt.ai import LEVELS, LevelBot, Reason, make_bot, parallel, suggest
from bezique_qt.ai import reasons as why
from bezique_qt.ai.ladder import SEARCHING_LEVELS
from bezique_qt.ai.workers import STOP_SECONDS, WorkerPool
from bezique_qt.engine import Action, Observation
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    GUESS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
)
from bezique_qt.engine.melds import meld_value
from bezique_qt.levels import Level

DEFAULT_LEVEL = Level.MEDIUM
# The longest the strongest levels may think about one action.
MAX_THINK_SECONDS = 6.0
# Six-pack: the packet the dealer lifts is most often the 24 cards aimed at (SPEC §5).
LIKELIEST_PACKET = 24

_log = logging.getLogger(__name__)


def levels() -> tuple[Level, ...]:
    """The opponent levels on offer, weakest first (the words shown for each are
    ``words.i18n.level_label``'s)."""
    return LEVELS


# Bots are kept between moves in the worker process: building one can take a moment.
_bots: dict[Level, LevelBot] = {}


# The searching levels spread each search over this many processes (the worker included):
# both cores of a two-core machine, so the Expert answers in about half the time.
SEARCH_WORKERS = max(1, min(2, os.cpu_count() or 1))


def _ai_bot(level: Level) -> LevelBot:
    if level not in LEVELS:
        _log.warning("there is no computer level %r; playing at %s", level,
                     DEFAULT_LEVEL.display_name)
        level = DEFAULT_LEVEL
    key = Level(level)
    if key not in _bots:
        workers = SEARCH_WORKERS if key in SEARCHING_LEVELS else 1
        _bots[key] = make_bot(key, seconds=MAX_THINK_SECONDS, workers=workers)
    return _bots[key]


# ------------------------------------------------------------------------------ the fallback
def _meld_points(observation: Observation, action: Action) -> int:
    assert action.meld is not None
    return meld_value(observation.variant, action.meld, observation.trump)


def packet_guess(observation: Observation) -> Action | None:
    """The non-dealer's guess of the dealer's packet (six-pack), when that is the question:
    the likeliest size. None when the player is not asked to guess."""
    sizes = [a.number for a in observation.legal if a.kind == GUESS and a.number is not None]
    if not sizes:
        return None
    return Action(GUESS, number=min(sizes, key=lambda n: abs(n - LIKELIEST_PACKET)))


def fallback_choose(observation: Observation, rng: random.Random) -> Action:
    """A plain player: scores the best meld it can, exchanges the seven, otherwise plays a
    random legal card. Used while :mod:`bezique_qt.ai` is not available."""
    legal = list(observation.legal)
    if not legal:
        raise ValueError("the observed player has nothing to do")
    guess = packet_guess(observation)
    if guess is not None:
        return guess
    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    for kind in (EXCHANGE, SHOW_SEVEN, CARTE_BLANCHE):
        if by_kind.get(kind):
            return by_kind[kind][0]
    scores = by_kind.get(SCORE, [])
    announces = by_kind.get(ANNOUNCE, [])
    if observation.act_scored == 0:
        best_score = max(scores, key=lambda a: _meld_points(observation, a), default=None)
        best_new = max(announces, key=lambda a: _meld_points(observation, a), default=None)
        if best_new is not None and (
            best_score is None
            or _meld_points(observation, best_new) > _meld_points(observation, best_score)
        ):
            return best_new
        if best_score is not None:
            return best_score
    if by_kind.get(DONE):
        return by_kind[DONE][0]
    if scores:  # announced something this act: one of them must be scored before drawing
        return max(scores, key=lambda a: _meld_points(observation, a))
    plays = by_kind.get(PLAY)
    if plays:
        return rng.choice(plays)
    return rng.choice(legal)


def fallback_reason(observation: Observation, action: Action) -> Reason:
    """The reason for a fallback suggestion."""
    if action.kind == SCORE or action.kind == ANNOUNCE:
        return Reason(why.FALLBACK_WORTH, points=_meld_points(observation, action))
    if action.kind == EXCHANGE:
        return Reason(why.FALLBACK_EXCHANGE)
    if action.kind == DONE:
        return Reason(why.FALLBACK_DONE)
    if action.kind == GUESS:
        return Reason(why.FALLBACK_GUESS, count=LIKELIEST_PACKET)
    return Reason(why.FALLBACK_ANY)


# ------------------------------------------------------------------------------ entry points
def compute_move(observation: Observation, level: Level, seed: int,
                 min_seconds: float = 0.0) -> Action:
    """The computer's action for ``observation`` at ``level`` (runs in the worker process).

    ``seed`` makes the choice reproducible; ``min_seconds`` makes it take at least that long.
    """
    global _busy
    _busy = True
    try:
        _stop_if_ending()
        started = time.monotonic()
        rng = random.Random(seed)
        action = _ai_bot(level).choose(observation, rng)
        remaining = min_seconds - (time.monotonic() - started)
        if remaining > 0:
            time.sleep(remaining)
        return action
    finally:
        _busy = False


def compute_hint(observation: Observation, level: Level) -> tuple[Action, Reason]:
    """The computer's suggestion for the human and the reason for it."""
    global _busy
    _busy = True
    try:
        _stop_if_ending()
        action, reason = suggest(observation, Level(level), seconds=MAX_THINK_SECONDS)
        return action, reason
    finally:
        _busy = False


# ------------------------------------------------------------------------------ the worker
# In the worker process: a move or a hint is being computed; the window's process is ending.
_busy = False
_ending = False


def _stop_if_ending() -> None:
    if _ending:
        raise SystemExit(0)  # the executor sends it back as the result nobody waits for


def _stop_on_terminate(_signum: int, _frame: object) -> None:
    """In the worker process, on SIGTERM (the window's process is ending, see
    :func:`stop_worker`): abandon the move or hint under way, and any still queued.

    Nothing more happens here: a handler runs between any two steps of this process, perhaps
    in the middle of the executor's or the resource tracker's own work. The worker then ends
    the ordinary way (the window's process has sent it the executor's stop), and on the way
    out ends the search's processes (see :func:`prepare_worker`)."""
    global _ending
    _ending = True
    if _busy:
        _stop_if_ending()


# How much lower than the window's the worker's scheduling priority is: when the processor is
# busy the window still gets its turn at once and animates smoothly while the computer thinks.
WORKER_NICENESS = 10
# How often the worker checks that the window's process is still there (seconds).
WATCH_INTERVAL = 1.0
# How long the program, ending, waits for the worker process to stop cleanly.
WORKER_STOP_SECONDS = STOP_SECONDS


def prepare_worker() -> None:
    """Set up the worker process (after :mod:`.workers` has lowered its priority and set it to
    end if the window's process goes away): SIGTERM abandons the work under way."""
    signal.signal(signal.SIGTERM, _stop_on_terminate)
    # A worker process ending the ordinary way waits for its child processes: the search's
    # pool must be ended first, and its queues closed, or they would wait for each other, or
    # the pool's named semaphores would be left to the resource tracker (which warns about
    # "leaked semaphore objects"). Only multiprocessing's own exit hooks run before that
    # wait, in order of priority; the semaphores' clean-up has priority 0.
    multiprocessing.util.Finalize(None, parallel.shutdown, kwargs={"now": True},
                                  exitpriority=10)


# The one worker process the table's computer players run in (started on first use). One
# worker leaves the other core to the window, so animations stay smooth.
_pool = WorkerPool(1, setup=prepare_worker, niceness=WORKER_NICENESS,
                   watch_interval=WATCH_INTERVAL)


def worker_pool() -> WorkerPool:
    """The table's worker process (moves and hints are submitted to it)."""
    return _pool


def stop_worker() -> None:
    """Stop the worker process at once, abandoning any computation (the program is ending).
    The worker then ends the ordinary way, ending its search processes and releasing what it
    holds; one that does not within :data:`WORKER_STOP_SECONDS` is killed."""
    _pool.stop(now=True, timeout=WORKER_STOP_SECONDS)
