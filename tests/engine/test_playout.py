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
from bezique_qt.engine.state import STEP_DECLARE, STEP_GUESS, STEP_PLAY
from bezique_qt.engine.variants import CHOICES

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


@pytest.mark.parametrize("vid", PRESETS)
def test_fast_path_from_mid_deal(vid: str) -> None:
    """Continuing from positions reached by checked random play, with melds on the table (and
    claims kept to score, which lapse in the fast path as in the engine)."""
    v = _no_game_end(vid)
    rng = random.Random(5)
    checked = 0
    deals = 40 if v.packs <= 4 else 25
    for seed in range(deals):
        st = GameState.new_game(v, seed=seed, first_dealer=0)
        stop = rng.randrange(10, 60)
        for _ in range(stop):
            if st.step not in (STEP_GUESS, STEP_PLAY, STEP_DECLARE):
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
    assert checked > deals // 2


# rules the presets do not combine (the switches a player may set): each with the values the
# engine offers for it, a few counts for the numbers
_COUNTS: dict[str, list[object]] = {
    "declarations_scored_per_trick": [0, 1, 2], "plain_sequence": [0, 150],
    "max_bezique_multiple": [1, 2, 3]}
_SWITCHES: dict[str, list[object]] = {
    name: _COUNTS[name] if name in _COUNTS
    else list(CHOICES[name]) if name in CHOICES else [True, False]
    for name in ("trump_determination", "dix_enabled", "dix_scores_on", "dix_exchange_timing",
                 "dix_counts_as_declaration", "bezique_cards", "declarations_scored_per_trick",
                 "last_stock_winner_declares_all", "reuse_rule", "require_fresh_card",
                 "double_bezique_after_single", "plain_sequence", "trump_quartets",
                 "trump_quintets", "max_bezique_multiple", "carte_blanche", "brisques_counted",
                 "last_trick_bonus_trick", "phase2_must_head", "phase2_must_trump",
                 "phase2_ten_ranks_low", "phase1_rank_only")}


def test_fast_path_matches_engine_under_rule_switches() -> None:
    from bezique_qt.engine.variants import variant_from

    rng = random.Random(3)
    variants = 0
    while variants < 40:
        base = rng.choice(["classic", "rubicon", "six_pack", "one_pack_32"])
        switches = {k: rng.choice(x) for k, x in _SWITCHES.items() if rng.random() < 0.5}
        try:
            v = variant_from(base, {**switches, "game_target": 10**9})
        except ValueError:
            continue  # a combination the rules refuse
        variants += 1
        for seed in range(6 if v.packs <= 2 else 2):
            st = GameState.new_game(v, seed=seed, first_dealer=seed & 1)
            log: list[Action] = []
            pts, brisq = playout_with_brisques(st, random.Random(seed), log=log,
                                               declare_prob=1.0)
            full = st.clone()
            _replay(full, log)
            assert full.deal_over, (base, switches, seed)
            assert (tuple(full.deal_points), tuple(full.brisques)) == (pts, brisq), (
                base, switches, seed)


@pytest.mark.slow
@pytest.mark.parametrize("vid", PRESETS)
def test_fast_path_matches_engine_many(vid: str) -> None:
    v = _no_game_end(vid)
    for seed in range(2000 if v.packs <= 2 else 1000):
        st = GameState.new_game(v, seed=seed, first_dealer=seed & 1)
        log: list[Action] = []
        pts, brisq = playout_with_brisques(st, random.Random(seed), log=log)
        full = st.clone()
        _replay(full, log)
        assert (tuple(full.deal_points), tuple(full.brisques)) == (pts, brisq), seed
