"""The one table from a level to its computer player (:data:`PLAYERS`).

Each :class:`~bezique_qt.levels.Level` plays by one entry: the rule of thumb it follows (Novice's
any-card play, or the hints with or without card counting and the exact last tricks), or the
search it runs with its budgets of simulations.  :func:`bots.make_bot` builds its players from
it, and so do the worker processes that run a share of a search (:mod:`.parallel`): a level is
never spelled out a second time.
"""

from __future__ import annotations

from dataclasses import dataclass

from bezique_qt.levels import Level

from .search import ISMCTS, MonteCarloSearch

__all__ = ["PLAYERS", "Hints", "Player", "SEARCHING_LEVELS", "searcher"]


@dataclass(frozen=True)
class Hints:
    """The rule-of-thumb player's settings (``heuristic.HeuristicPlayer``)."""

    memory: bool
    noise: float
    solver: bool


@dataclass(frozen=True)
class Player:
    """How one level plays: by ``hints`` (None: Novice's any legal card), or by ``search`` with
    ``budget`` simulations a decision (``multi_budget`` in the games for three and four, whose
    playouts are longer and run in Python)."""

    hints: Hints | None = None
    search: type[MonteCarloSearch] | None = None
    budget: int = 0
    multi_budget: int = 0


PLAYERS: dict[Level, Player] = {
    Level.NOVICE: Player(),
    Level.EASY: Player(Hints(memory=False, noise=0.25, solver=False)),
    Level.MEDIUM: Player(Hints(memory=True, noise=0.0, solver=True)),
    Level.HARD: Player(search=MonteCarloSearch, budget=600, multi_budget=200),
    Level.EXPERT: Player(search=ISMCTS, budget=1500, multi_budget=400),
}

SEARCHING_LEVELS: tuple[Level, ...] = tuple(
    level for level, player in PLAYERS.items() if player.search is not None)
"""The levels that search (a budget of simulations, workers)."""


def searcher(level: Level, iterations: int, seconds: float | None) -> MonteCarloSearch:
    """The search ``level`` runs (``iterations`` simulations, ``seconds`` at most); raises
    ValueError for a level that does not search."""
    search = PLAYERS[level].search
    if search is None:
        raise ValueError(f"the level {level.display_name} does not search")
    return search(iterations=iterations, seconds=seconds)
