"""Positions for the computer-player tests: states met along real deals of every preset."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

import pytest

from bezique_qt.ai import make_bot
from bezique_qt.engine import GameState, preset

Positions = Callable[[str, int, int], list[GameState]]


def _positions(variant_id: str, seed: int, stride: int) -> list[GameState]:
    """Copies of the state every ``stride`` actions of one deal between Medium and Novice
    (so declarations, exchanges and the last tricks all occur)."""
    return [st.clone() for st in _deal_states(variant_id, seed)[::stride]]


@functools.cache
def _deal_states(variant_id: str, seed: int) -> tuple[GameState, ...]:
    """The state before each action of the deal ``seed`` between Medium and Novice, played
    once per test process: the deal does not depend on the stride, and Medium's deals of the
    multi-pack games take seconds to play."""
    st = GameState.new_game(preset(variant_id), seed=seed)
    bots = (make_bot("medium"), make_bot("novice"))
    rng = random.Random(seed)
    out: list[GameState] = []
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        out.append(st.clone())
        st.apply(bots[p].choose(st.observation(p), rng), undoable=False)
    return tuple(out)


@pytest.fixture(scope="session")
def positions() -> Positions:
    return _positions
