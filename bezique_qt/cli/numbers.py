"""The numbers the command line takes, each between a floor and a ceiling.

A count no run could use (a million simulations a move, a hundred thousand worker processes, a
timer longer than Qt can hold) is refused while the arguments are parsed, with a sentence that
names the option and its range and exit code 2, as argparse refuses any bad value.  Worker
processes beyond the computer's cores only slow each other down: :func:`capped_jobs` uses the
cores instead and says so on standard error.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from bezique_qt.engine.record import MAX_SEED_TEXT

__all__ = ["MAX_BUDGET", "MAX_DEAL_NUMBER", "MAX_DEMO_DEALS", "MAX_JOBS", "MAX_MATCH_DEALS",
           "MAX_MS", "MAX_RANDOM_DEALS", "MAX_SEED_DIGITS", "MAX_SEED_TEXT", "bounded_int",
           "capped_jobs", "cores", "match_seed", "text_seed"]

MAX_RANDOM_DEALS = 1_000_000
"""``bench --deals``: random deals (about a millisecond each)."""
MAX_MATCH_DEALS = 10_000
"""``match --deals`` and ``--games``: each is played twice by the computer levels."""
MAX_BUDGET = 100_000
"""Simulations a move or a reviewed decision (the Expert makes 1500)."""
MAX_JOBS = 256
"""Worker processes asked for; more than the cores are used as many as the cores."""
MAX_DEAL_NUMBER = 10_000
"""``review --deal``: far more deals than a game record can hold."""
MAX_DEMO_DEALS = 100_000
"""``--exit-after-deals`` of the demo."""
MAX_MS = 24 * 60 * 60 * 1000
"""``--exit-after-ms``: a day (Qt's timers hold at most about 24 days)."""
MAX_SEED_DIGITS = 30
"""``match --seed``: each deal's seed is the match seed times 100,000 plus the deal's number,
which a game record keeps below :data:`~bezique_qt.engine.record.MAX_SEED`."""


def _number(text: str) -> int | None:
    try:
        return int(text.strip())
    except ValueError:  # not a whole number, or too many digits for Python to read
        return None


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``, else a sentence with the
    range (``must be a whole number from 1 to 100000, not 0``)."""
    def whole_number(text: str) -> int:
        value = _number(text)
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from {low} to {high}, not {text}")
        return value
    return whole_number


def match_seed(text: str) -> int:
    """A match's seed: a whole number of at most :data:`MAX_SEED_DIGITS` digits."""
    value = _number(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text}")
    if len(str(abs(value))) > MAX_SEED_DIGITS:
        raise argparse.ArgumentTypeError(
            f"must be a whole number of at most {MAX_SEED_DIGITS} digits, not {text}")
    return value


def text_seed(text: str) -> str:
    """The window's ``--seed``: any text a game record keeps (at most
    :data:`~bezique_qt.engine.record.MAX_SEED_TEXT` characters), so that the game it shuffles
    is one the next start can resume."""
    if not text or len(text) > MAX_SEED_TEXT:
        raise argparse.ArgumentTypeError(
            f"must be 1 to {MAX_SEED_TEXT} characters long, not {len(text)}")
    return text


def cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not on Linux
        return max(1, os.cpu_count() or 1)


def capped_jobs(jobs: int, command: str) -> int:
    """``jobs``, or the number of cores when it is more (said on standard error)."""
    available = cores()
    if jobs <= available:
        return jobs
    print(f"bezique-qt {command}: --jobs {jobs} is more than the {available} cores of this "
          f"computer; {available} worker processes are used.", file=sys.stderr)
    return available
