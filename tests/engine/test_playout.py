"""The fast playout path agrees with the checked engine.

Every action the fast path takes is replayed through ``GameState.apply`` (which checks it), and
the deal points and brisques must come out equal.  The engine leaves a declaration step open
when the winner could declare but the fast path chose not to: the replay then says ``done``.
"""

from __future__ import annotations

import random

import pytest

from bezique_qt.engine import GameState, IllegalAction, preset
from bezique_qt.engine.actions import DONE, PLAY, Action
from bezique_qt.engine.playout import playout_with_brisques
from bezique_qt.engine.state import STEP_DECLARE, STEP_PLAY

PRESETS = ["classic", "hoffmann_1909", "seed002_scaled", "one_pack_32", "rubicon", "six_pack",
           "eight_pack"]


def _no_game_end(vid: str):
    v = preset(vid)
    # the fast path plays one deal; keep the checked engine from ending the game mid-deal
    return v if v.single_deal else v.with_switches(game_target=10**9)


def _replay(state: GameState, log: list[Action]) -> None:
    for i, action in enumerate(log):
        if state.step == STEP_DECLARE and action.kind == PLAY:
            state.apply(Action(DONE))
        try:
            state.apply(action, undoable=False)
        except IllegalAction as e:  # pragma: no cover - the failure message is the point
            raise AssertionError(f"fast path action {i} {action} illegal: {e}") from None
    if state.step == STEP_DECLARE:
        state.apply(Action(DONE))


@pytest.mark.parametrize("vid", PRESETS)
def test_fast_path_matches_engine(vid: str) -> None:
    v = _no_game_end(vid)
    deals = 60 if v.packs <= 2 else 15
    for seed in range(deals):
        st = GameState.new_game(v, seed=seed, first_dealer=seed & 1)
        log: list[Action] = []
        pts, brisq = playout_with_brisques(st, random.Random(seed), log=log, declare_prob=1.0)
        assert st.trick_no == 0 and not st.actions, "the playout must not change its input"
        full = st.clone()
        _replay(full, log)
        assert full.deal_over, f"seed {seed}: engine deal not over after the fast path's log"
        assert tuple(full.deal_points) == pts, f"seed {seed}: points differ"
        assert tuple(full.brisques) == brisq, f"seed {seed}: brisques differ"


@pytest.mark.parametrize("vid", ["classic", "rubicon"])
def test_fast_path_from_mid_deal(vid: str) -> None:
    """Continuing from positions reached by checked random play, with melds on the table."""
    v = _no_game_end(vid)
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        st = GameState.new_game(v, seed=seed, first_dealer=0)
        stop = rng.randrange(10, 60)
        for _ in range(stop):
            if st.step not in (STEP_PLAY, STEP_DECLARE):
                break
            acts = st.legal_actions()
            ann = [a for a in acts if a.kind in ("announce", "score")]
            st.apply(rng.choice(ann) if ann and rng.random() < 0.8 else rng.choice(acts))
        if st.step not in (STEP_PLAY, STEP_DECLARE):
            continue
        log: list[Action] = []
        pts, brisq = playout_with_brisques(st, random.Random(seed), log=log)
        full = st.clone()
        _replay(full, log)
        assert (tuple(full.deal_points), tuple(full.brisques)) == (pts, brisq)
        checked += 1
    assert checked > 20


@pytest.mark.slow
@pytest.mark.parametrize("vid", PRESETS)
def test_fast_path_matches_engine_many(vid: str) -> None:
    v = _no_game_end(vid)
    for seed in range(1000 if v.packs <= 2 else 200):
        st = GameState.new_game(v, seed=seed, first_dealer=seed & 1)
        log: list[Action] = []
        pts, brisq = playout_with_brisques(st, random.Random(seed), log=log)
        full = st.clone()
        _replay(full, log)
        assert (tuple(full.deal_points), tuple(full.brisques)) == (pts, brisq), seed
