"""Positions for the computer-player tests: states met along real deals of every preset."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from bezique_qt.ai import make_bot
from bezique_qt.engine import GameState, preset

Positions = Callable[[str, int, int], list[GameState]]


def _positions(variant_id: str, seed: int, stride: int) -> list[GameState]:
    """Copies of the state every ``stride`` actions of one deal between Medium and Novice
    (so declarations, exchanges and the last tricks all occur)."""
    st = GameState.new_game(preset(variant_id), seed=seed)
    bots = (make_bot("medium"), make_bot("novice"))
    rng = random.Random(seed)
    out: list[GameState] = []
    n = 0
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        if n % stride == 0:
            out.append(st.clone())
        st.apply(bots[p].choose(st.observation(p), rng), undoable=False)
        n += 1
    return out


@pytest.fixture(scope="session")
def positions() -> Positions:
    return _positions
