"""Game records for the score-sheet tests, played here by seeded random play.

The players prefer declaring and scoring, so the sheets have melds, sevens, carte blanche and
the like to show. No Qt is imported here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bezique_qt.engine import GameRecord, GameState, Variant, preset

NAMES = ["Ann", "Bob"]
_DECLARING = ("score", "announce", "exchange", "show", "carte-blanche")


def play(variant: Variant, seed: int, *, stop: Callable[[GameState], bool] | None = None,
         names: list[str] | None = None) -> GameState:
    """Play from ``seed`` to the end of the game (or until ``stop(state)``), declaring and
    scoring whenever possible."""
    rng = random.Random(seed)
    state = GameState.new_game(variant, seed, names=names or NAMES)
    while not state.over and not (stop is not None and stop(state)):
        if state.deal_over:
            state.next_deal()
            continue
        legal = state.legal_actions()
        scores = [a for a in legal if a.kind == "score"]
        declaring = [a for a in legal if a.kind in _DECLARING]
        state.apply(rng.choice(scores or declaring or legal), undoable=False)
    return state


def ended_during_a_deal(variant: Variant) -> GameState:
    """A finished game whose last deal was cut short when a player reached the target."""
    for seed in range(200):
        state = play(variant, seed)
        last = state.deal_results[-1].deal if state.deal_results else 0
        if last != state.deal_index + 1:
            return state
    raise AssertionError("no game in 200 ended during a deal")


FINISHED = {"classic": ("classic", 3), "scaled": ("seed002_scaled", 4),
            "rubicon": ("rubicon", 6), "six_pack": ("six_pack", 3)}
"""The finished games the tests share, by fixture name: the preset and the seed played."""


def _finished_game(name: str) -> Any:
    """The session fixture ``name``: the game :data:`FINISHED` names, played once."""
    preset_id, seed = FINISHED[name]

    def game() -> GameState:
        return play(preset(preset_id), seed)

    return pytest.fixture(scope="session", name=name)(game)


classic = _finished_game("classic")
scaled = _finished_game("scaled")
rubicon = _finished_game("rubicon")
six_pack = _finished_game("six_pack")


@pytest.fixture(scope="session")
def unfinished() -> GameState:
    """A classic game stopped in the middle of its second deal."""
    return play(preset("classic"), 5,
                stop=lambda state: state.deal_index == 1 and state.trick_no >= 12)


@pytest.fixture(scope="session")
def cut_short() -> GameState:
    return ended_during_a_deal(preset("classic").with_switches(game_target=300))


@pytest.fixture(params=list(FINISHED))
def any_game(request: pytest.FixtureRequest) -> GameState:
    """Each of the finished games in turn."""
    state = request.getfixturevalue(request.param)
    assert isinstance(state, GameState)
    return state


@pytest.fixture
def play_game() -> Callable[..., GameState]:
    """:func:`play`, for tests that need a game of their own."""
    return play


@pytest.fixture
def save_record(tmp_path: Path) -> Callable[..., Path]:
    """Save a game's record in ``tmp_path`` and return the file."""

    def save(state: GameState, name: str = "game.json") -> Path:
        path = tmp_path / name
        path.write_text(GameRecord.of(state).dumps(), encoding="utf-8")
        return path

    return save
