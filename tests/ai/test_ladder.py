"""One table from a level to its computer player: the bots of this process and the worker
processes that run a share of a search both build their players from ``ai.ladder.PLAYERS``."""

from __future__ import annotations

import random

import pytest

from bezique_qt.ai import ladder, make_bot, parallel
from bezique_qt.ai.bots import DEFAULT_BUDGETS, DEFAULT_MULTI_BUDGETS
from bezique_qt.ai.search import ISMCTS, MonteCarloSearch
from bezique_qt.engine import GameState, preset
from bezique_qt.levels import Level


def test_every_level_has_one_entry() -> None:
    assert list(ladder.PLAYERS) == list(Level)
    assert ladder.SEARCHING_LEVELS == (Level.HARD, Level.EXPERT)
    assert DEFAULT_BUDGETS == {Level.HARD: 600, Level.EXPERT: 1500}
    assert DEFAULT_MULTI_BUDGETS == {Level.HARD: 200, Level.EXPERT: 400}
    with pytest.raises(ValueError, match="does not search"):
        ladder.searcher(Level.MEDIUM, 10, None)


def test_the_bots_and_the_workers_read_the_same_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard given Expert's search in the table: the bot of this process and the share of a
    search a worker process runs (``parallel._search_job``) both search as Expert does."""
    hard = ladder.PLAYERS[Level.HARD]
    assert type(make_bot(Level.HARD)._impl.__self__) is MonteCarloSearch
    monkeypatch.setitem(ladder.PLAYERS, Level.HARD,
                        ladder.Player(search=ISMCTS, budget=hard.budget,
                                      multi_budget=hard.multi_budget))
    assert type(make_bot(Level.HARD)._impl.__self__) is ISMCTS
    state = GameState.new_game(preset("classic"), seed=11)
    obs = state.observation(state.to_act)
    job = parallel._search_job(Level.HARD, 40, None, obs, 5)
    assert job == ISMCTS(iterations=40).search(obs, 5, 40, None).to_plain()
    assert job != MonteCarloSearch(iterations=40).search(obs, 5, 40, None).to_plain()
    assert make_bot(Level.HARD, budget=40).choose(obs, random.Random(1)) in obs.legal
