"""The compiled playout (``bezique_qt/ai/_fastplay.c``) against its reference in Python.

The searching levels finish tens of thousands of deals a move with the playout policy; the
compiled version must play exactly the same cards, draw the same random numbers and score the
same points, on every preset, in every mode the search uses.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from bezique_qt.ai import rollout
from bezique_qt.ai.search import _endgame_fn
from bezique_qt.engine import PRESETS, STEP_PLAY, GameState, preset

from .conftest import Positions

pytestmark = pytest.mark.skipif(
    os.environ.get("BEZIQUE_QT_PURE_PYTHON", "") not in ("", "0"),
    reason="the compiled playout is turned off (BEZIQUE_QT_PURE_PYTHON)")


@contextmanager
def _compiled(on: bool) -> Iterator[None]:
    saved = rollout.USE_COMPILED
    rollout.USE_COMPILED = on
    try:
        yield
    finally:
        rollout.USE_COMPILED = saved


def _run(st: GameState, seed: int, compiled: bool, **kw: Any) -> tuple[Any, ...]:
    """One playout from a copy of ``st``: its result, the first card when asked for, and the
    next number of the random generator (so both must have drawn the same numbers)."""
    rng = random.Random(seed)
    first: list[int] | None = [] if kw.pop("first", False) else None
    with _compiled(compiled):
        got = rollout.playout(st.clone(), rng, first_card=first, **kw)
    return got, first, rng.random()


def test_the_compiled_playout_is_built() -> None:
    # ./run-tests installs a C compiler; without one the program still runs (on the Python
    # playout), but this suite must not pass without testing the compiled one
    assert rollout._fastplay is not None, "bezique_qt.ai._fastplay was not built"
    assert rollout.USE_COMPILED


@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_compiled_and_python_playouts_agree(variant_id: str, positions: Positions) -> None:
    # the multi-pack deals are long: fewer of their positions (still every stage of the deal)
    seeds, stride = ((3, 4), 3) if preset(variant_id).packs <= 4 else ((3,), 12)
    states = [st for seed in seeds for st in positions(variant_id, seed, stride)
              if st.step == STEP_PLAY and not st.deal_over]
    assert len(states) >= 10
    compared = 0
    for j, st in enumerate(states):
        p = st.to_act
        endgame = _endgame_fn(st.observation(p), {}, 20_000)  # type: ignore[arg-type]
        for kw in ({}, {"first_drawer": 0}, {"first_drawer": 1}, {"first": True},
                   {"endgame": endgame, "first_drawer": p}):
            py = _run(st, j, False, **dict(kw))
            c = _run(st, j, True, **dict(kw))
            assert c == py, (variant_id, j, str(st.trump), kw)
            compared += 1
    assert compared == 5 * len(states)


def test_playouts_of_many_random_deals_agree() -> None:
    # fresh deals of the classic and Rubicon families from their first lead, many seeds: the
    # whole first phase (every declaration, the seven, the draws) and the last tricks
    for variant_id in ("classic", "rubicon", "hoffmann_1909", "seed002_scaled"):
        for seed in range(40):
            st = GameState.new_game(preset(variant_id), seed=seed)
            while st.step != STEP_PLAY:
                st.apply(rollout.policy_action(st, random.Random(seed)), undoable=False)
            assert _run(st, seed, True) == _run(st, seed, False), (variant_id, seed)


def test_bad_input_gets_a_clear_error() -> None:
    fast = rollout._fastplay
    assert fast is not None
    with pytest.raises(KeyError, match="policy field"):
        fast.make_policy({"classic": 1})
    with pytest.raises(TypeError):
        fast.make_policy([1, 2])
    pol = rollout._policy(preset("classic")).compiled()
    with pytest.raises(ValueError, match="21 fields"):
        fast.playout(pol, (1, 2, 3), random.random, None, None, False)
    st = GameState.new_game(preset("classic"), seed=1)
    bad = (st.concealed[0], st.table[0], st.concealed[1], st.table[1],
           [("NOT_A_MELD", (1, 2))], [], [], [], st.stock, st.turnup, st.trump, st.phase,
           st.leader, st.to_act, st.trick, st.deal_points, st.brisques, st.cb, st.cb_show,
           st.dix_exchanged, st.sevens_scored)
    with pytest.raises(ValueError, match="unknown meld type"):
        fast.playout(pol, bad, random.random, None, None, False)


_SWITCHES: dict[str, list[Any]] = {
    "trump_determination": ["turn_up", "first_marriage_or_sequence"],
    "dix_enabled": [True, False],
    "dix_scores_on": ["when_played", "when_played_if_wins", "declare_after_win"],
    "dix_exchange_timing": ["after_win_before_draw", "any_time_on_lead"],
    "dix_counts_as_declaration": [True, False],
    "bezique_cards": ["fixed_QS_JD", "alt_when_S_or_D_trump", "trump_queen_opposite_jack"],
    "declarations_scored_per_trick": [0, 1, 2],
    "last_stock_winner_declares_all": [True, False],
    "reuse_rule": ["classic", "rubicon_laws_strict", "rubicon_distinct_set"],
    "require_fresh_card": [True, False],
    "double_bezique_after_single": ["additive", "top_up_to_500"],
    "plain_sequence": [0, 150],
    "trump_quartets": [True, False],
    "trump_quintets": [True, False],
    "four_tens": [0, 50],
    "max_bezique_multiple": [1, 2, 3],
    "carte_blanche": ["none", "seed001", "rubicon", "six_pack"],
    "brisques_counted": ["end_of_deal", "when_won", "tiebreak_and_rubicon_only", "none"],
    "last_trick_bonus_trick": ["final", "last_stock_trick"],
    "phase2_must_head": [True, False],
    "phase2_must_trump": [True, False],
    "phase2_ten_ranks_low": [True, False],
    "phase1_rank_only": [True, False],
}


def test_playouts_agree_under_random_rule_switches() -> None:
    # rules the presets do not combine: the compiled policy must follow the Python one for any
    # switches a player may set
    from bezique_qt.engine.variants import variant_from

    rng = random.Random(11)
    variants = 0
    while variants < 30:
        base = rng.choice(["classic", "rubicon", "six_pack"])
        switches = {k: rng.choice(v) for k, v in _SWITCHES.items() if rng.random() < 0.5}
        try:
            v = variant_from(base, switches)
        except ValueError:
            continue  # a combination the rules refuse
        variants += 1
        st = GameState.new_game(v, seed=variants)
        n = 0
        while not st.deal_over:
            if st.step == STEP_PLAY and n % 8 == 0:
                for kw in ({}, {"first_drawer": n % 2}, {"first": True}):
                    assert _run(st, n, True, **dict(kw)) == _run(st, n, False, **dict(kw)), (
                        base, switches, n, kw)
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))], undoable=False)
            n += 1
