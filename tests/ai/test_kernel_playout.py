"""The computer's playout on the engine's deal kernel against the playout it replaced.

``reference_playout.py`` holds the old playout frozen as it was; the searching levels'
fixed-budget records depend on the playouts, so the new one must play the same cards, draw the
same random numbers and score the same points, on every preset, in every mode the search uses
(the draws kept fixed for either player, the first card only, the last tricks solved).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bezique_qt.ai import playout_declarations, rollout
from bezique_qt.ai.search import _endgame_fn
from bezique_qt.engine import PRESETS, STEP_DECLARE, STEP_PLAY, GameState, preset

from .conftest import Positions
from .reference_playout import reference_playout


def _run(st: GameState, seed: int, new: bool, **kw: Any) -> tuple[Any, ...]:
    """One playout from a copy of ``st`` by the new or the old code: its result, the first card
    when asked for, and the next number of the random generator."""
    rng = random.Random(seed)
    first: list[int] | None = [] if kw.pop("first", False) else None
    st = st.clone()
    if new:
        got = rollout.playout(st, rng, first_card=first, **kw)
    else:
        if st.step == STEP_DECLARE:
            playout_declarations.finish_declaration(st, kw.get("first_drawer"))
        got = reference_playout(st, rng, kw.get("endgame"), first, kw.get("first_drawer"))
    return got, first, rng.random()


def _modes(st: GameState) -> list[dict[str, Any]]:
    p = st.to_act
    endgame = _endgame_fn(st.observation(p), {}, 20_000)  # type: ignore[arg-type]
    return [{}, {"first_drawer": 0}, {"first_drawer": 1}, {"first": True},
            {"endgame": endgame, "first_drawer": p}]


@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_kernel_playout_equals_the_old_playout(variant_id: str, positions: Positions) -> None:
    seeds, stride = ((3, 4, 5), 2) if preset(variant_id).packs <= 4 else ((3, 4), 24)
    states = [st for seed in seeds for st in positions(variant_id, seed, stride)
              if st.step in (STEP_PLAY, STEP_DECLARE) and not st.deal_over]
    assert len(states) >= 20
    compared = 0
    for j, st in enumerate(states):
        for kw in _modes(st):
            assert _run(st, j, True, **dict(kw)) == _run(st, j, False, **dict(kw)), (
                variant_id, j, kw)
            compared += 1
    assert compared == 5 * len(states)


@pytest.mark.parametrize("variant_id", ["classic", "rubicon", "hoffmann_1909", "seed002_scaled",
                                        "one_pack_32", "six_pack"])
def test_kernel_playouts_of_many_fresh_deals_equal_the_old(variant_id: str) -> None:
    # fresh deals from their first lead, many seeds: the whole first phase (every declaration,
    # the seven, the draws) and the last tricks
    for seed in range(40 if preset(variant_id).packs <= 4 else 10):
        st = GameState.new_game(preset(variant_id), seed=seed)
        while st.step != STEP_PLAY:
            st.apply(rollout.policy_action(st, random.Random(seed)), undoable=False)
        for kw in ({}, {"first_drawer": seed % 2}):
            assert _run(st, seed, True, **kw) == _run(st, seed, False, **kw), (variant_id, seed)
