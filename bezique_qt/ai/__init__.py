"""Computer opponents for Bezique (no Qt): a ladder of levels that see only a player's view.

Typical use::

    import random
    from bezique_qt.ai import Level, make_bot, suggest

    bot = make_bot(Level.MEDIUM)
    action = bot.choose(game.observation(1), random.Random(7))
    action, reason = suggest(game.observation(0), Level.HARD)

A bot receives one player's :class:`~bezique_qt.engine.Observation` and an injected
``random.Random``; it never sees the game state.  Hidden cards are invented in one place,
:func:`sample_world`.
"""

from .bots import DEFAULT_BUDGETS, LEVEL_NAMES, LEVELS, Bot, Level, LevelBot, make_bot, suggest
from .heuristic import Decision
from .reasons import Reason
from .sampling import WorldSampler, observation_key, sample_world
from .solver import EndgameSolver

__all__ = [
    "Bot", "DEFAULT_BUDGETS", "Decision", "EndgameSolver", "LEVELS", "LEVEL_NAMES", "Level",
    "LevelBot", "Reason", "WorldSampler", "make_bot", "observation_key", "sample_world", "suggest",
]
