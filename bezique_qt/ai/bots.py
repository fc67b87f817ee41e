"""The ladder of computer opponents, from Novice to Expert.

============  ===================================================================================
level         method
============  ===================================================================================
novice        any legal card at random; always scores the highest meld it can
easy          the classic hints (keep bezique and sequence cards, throw away low cards, win led
              brisques cheaply, take tricks late in the stock), no card counting, some randomness
medium        the hints with full card counting; the exact solver in the last tricks
hard          determinized Monte Carlo: sampled worlds, heuristic playouts; exact last tricks
expert        Information-Set MCTS with declarations in the tree and heuristic playouts; the
              exact solver near and after the end of the stock
============  ===================================================================================

In the games for three and four players Hard and Expert search too, from their own
observation: every other hand is invented (:mod:`.sampling`), the playouts run on the engine's
deal kernel for three or four seats, a partner's points count as the player's own (the side's
points less the other side's), and each for himself a player values a deal as his points less
the mean of the others'.  The exact last-tricks solver is two-handed (who holds which unseen
card stays hidden with more hands): in the last tricks the searches compare every card allowed
in sampled deals played out, the sampler keeping to the suits each player is known to lack.
Their playouts being slower there, their default budgets are smaller
(:data:`DEFAULT_MULTI_BUDGETS`).

Every bot is ``choose(observation, rng) -> Action``: it receives one player's
:class:`Observation` and a random generator, never the game state.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from bezique_qt.engine import Action, Observation
from bezique_qt.engine.actions import PLAY
from bezique_qt.engine.copies import keeping_copy
from bezique_qt.levels import LEVEL_NAMES, LEVELS, Level, level_list

from .heuristic import Decision, HeuristicPlayer, novice_choice
from .reasons import Reason
from .sampling import sample_world
from .search import ISMCTS, MonteCarloSearch, RootStats

__all__ = [
    "DEFAULT_BUDGETS", "DEFAULT_MULTI_BUDGETS", "LEVELS", "LEVEL_NAMES", "Bot", "Level",
    "LevelBot", "level_list", "level_named", "make_bot", "suggest",
]


def level_named(text: str) -> Level:
    """The level for ``text`` written in any case (``Expert``, `` EXPERT``: ``expert``).

    Raises ValueError with a sentence naming the levels when there is no such level."""
    return Level.named(text)


# simulations per decision when no budget is given
DEFAULT_BUDGETS = {Level.HARD: 600, Level.EXPERT: 1500}
# ... in the games for three and four, whose playouts are longer and run in Python
DEFAULT_MULTI_BUDGETS = {Level.HARD: 200, Level.EXPERT: 400}

PLAYER_COUNTS = frozenset({2, 3, 4})
"""The numbers of players whose games every level plays, every seat (at three or four, Hard
and Expert as Medium: see :meth:`LevelBot.decide`)."""


class Bot(Protocol):
    """What the table and the match runner need from a computer player."""

    level: Level

    def choose(self, observation: Observation, rng: random.Random) -> Action: ...

    def decide(self, observation: Observation, rng: random.Random) -> Decision: ...


class _Searcher(Protocol):
    def decide(self, obs: Observation, rng: random.Random) -> Decision: ...

    def search(self, obs: Observation, seed: int, iterations: int, seconds: float | None
               ) -> RootStats: ...

    def pick(self, obs: Observation, actions: list[Action], stats: RootStats) -> Decision: ...


@dataclass
class LevelBot:
    """One level of the ladder.  ``budget`` is simulations per decision (Hard, Expert);
    ``seconds`` an optional time limit; ``workers`` > 1 spreads a search over processes;
    ``explain``: a search's reason tells what its simulated deals show (``ai/outcomes.py``),
    which costs a little time and changes no choice."""

    level: Level
    budget: int | None = None
    seconds: float | None = None
    workers: int = 1
    explain: bool = False

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown level {self.level!r}; choose one of {', '.join(LEVELS)}")
        self.level = Level(self.level)
        self._impl: Callable[[Observation, random.Random], Decision] = self._build()
        # the games for three and four: the same levels, the searches with their own budget
        self._multi: Callable[[Observation, random.Random], Decision] = (
            self._build(multi=True) if self.level in (Level.HARD, Level.EXPERT)
            and self.budget is None else self._impl)

    def _build(self, multi: bool = False) -> Callable[[Observation, random.Random], Decision]:
        if self.level == Level.NOVICE:
            return novice_choice
        if self.level == Level.EASY:
            return HeuristicPlayer(memory=False, noise=0.25, solver=False).decide
        if self.level == Level.MEDIUM:
            return HeuristicPlayer(memory=True, noise=0.0, solver=True).decide
        budget = self.budget or (DEFAULT_MULTI_BUDGETS if multi else DEFAULT_BUDGETS)[self.level]
        searcher: _Searcher
        if self.level == Level.HARD:
            searcher = MonteCarloSearch(iterations=budget, seconds=self.seconds)
        else:
            searcher = ISMCTS(iterations=budget, seconds=self.seconds)
        searcher.outcomes = self.explain
        if self.workers > 1:
            from .parallel import parallel_decider
            return parallel_decider(self.level, searcher, budget, self.seconds, self.workers)
        return searcher.decide

    @property
    def name(self) -> str:
        return LEVEL_NAMES[self.level]

    def decide(self, observation: Observation, rng: random.Random) -> Decision:
        """The action this level plays, with its reason."""
        if observation.to_act != observation.player or not observation.legal:
            raise ValueError("it is not this player's turn")
        if observation.variant.players != 2:
            return self._multi(observation, rng)
        return self._impl(observation, rng)

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        return self.decide(observation, rng).action


def make_bot(level: Level, *, budget: int | None = None, seconds: float | None = None,
             workers: int = 1, explain: bool = False) -> LevelBot:
    """The bot of ``level`` (``novice`` … ``expert``); ``explain``: see :class:`LevelBot`."""
    return LevelBot(level, budget, seconds, workers, explain)


def suggest(observation: Observation, level: Level = Level.MEDIUM, *,
            rng: random.Random | None = None, budget: int | None = None,
            seconds: float | None = None) -> tuple[Action, Reason]:
    """The move ``level`` would make here and why (a :class:`Reason`: a code and the facts it
    names, worded where it is shown; a search's tells what its simulated deals show)."""
    bot = make_bot(level, budget=budget, seconds=seconds, explain=True)
    d = bot.decide(observation, rng if rng is not None else random.Random(0))
    return prefer_keeping_copy(observation, d.action, d.reason)


def prefer_keeping_copy(observation: Observation, action: Action, reason: Reason
                        ) -> tuple[Action, Reason]:
    """``action`` and ``reason``, but a card play changed to another copy of the card lying
    in the same place (both on the table, or both in hand) when that copy cancels no claim
    kept to score, or breaks no meld, that the chosen one would: the two are otherwise
    equal, and a search's or a rule of thumb's choice between them is a coin's."""
    if action.kind != PLAY or action.card is None:
        return action, reason
    world = sample_world(observation, random.Random(0))  # (the costs hide nothing unseen)
    other = keeping_copy(world, action.card, same_place=True)
    if other is None:
        return action, reason
    chosen = Action(PLAY, card=other)
    return chosen, dataclasses.replace(
        reason, card=other if reason.card == action.card else reason.card,
        action=chosen if reason.action == action else reason.action)
