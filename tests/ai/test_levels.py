"""Every level plays whole deals of every two-player preset with legal actions only, and says
why it plays what it plays."""

from __future__ import annotations

import random

import pytest

from bezique_qt.ai import LEVELS, Reason, make_bot, reasons, suggest
from bezique_qt.engine import PRESETS, GameState, preset
from bezique_qt.engine.actions import ANNOUNCE, EXCHANGE, PLAY, SCORE

# simulations per move for the searching levels: enough to exercise the search, fast to run
SMALL = 12


def play_deal(variant_id: str, levels: tuple[str, str], seed: int,
              budget: int = SMALL) -> GameState:
    st = GameState.new_game(preset(variant_id), seed=seed)
    bots = (make_bot(levels[0], budget=budget), make_bot(levels[1], budget=budget))
    rngs = (random.Random(seed), random.Random(seed + 1))
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        obs = st.observation(p)
        d = bots[p].decide(obs, rngs[p])
        assert d.action in obs.legal or st.is_legal(d.action), (variant_id, str(d.action))
        assert d.reason
        st.apply(d.action, undoable=False)
    return st


@pytest.mark.parametrize("variant_id", list(PRESETS))
@pytest.mark.parametrize("levels", [("novice", "easy"), ("medium", "novice")])
def test_heuristic_levels_play_whole_deals(variant_id: str, levels: tuple[str, str]) -> None:
    st = play_deal(variant_id, levels, seed=1)
    assert st.deal_over


@pytest.mark.parametrize("variant_id", ["classic", "hoffmann_1909", "seed002_scaled",
                                        "one_pack_32", "rubicon"])
def test_searching_levels_play_whole_deals(variant_id: str) -> None:
    st = play_deal(variant_id, ("hard", "expert"), seed=2)
    assert st.deal_over


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", ["six_pack", "eight_pack"])
def test_searching_levels_play_multi_pack_deals(variant_id: str) -> None:
    st = play_deal(variant_id, ("hard", "expert"), seed=2, budget=6)
    assert st.deal_over


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", list(PRESETS))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_several_deals(variant_id: str, level: str) -> None:
    for seed in range(3):
        play_deal(variant_id, (level, "medium"), seed=seed, budget=20)


def test_novice_scores_the_highest_meld() -> None:
    # play until somebody may declare, then compare Novice's score with every option
    rng = random.Random(4)
    for seed in range(30):
        st = GameState.new_game(preset("classic"), seed=seed)
        bot = make_bot("novice")
        while not st.deal_over:
            obs = st.observation(st.to_act)  # type: ignore[arg-type]
            action = bot.choose(obs, rng)
            melds = [a for a in obs.legal if a.kind in (SCORE, ANNOUNCE) and obs.act_scored == 0
                     and not obs.act_announced]
            if melds and action.kind in (SCORE, ANNOUNCE):
                from bezique_qt.engine.melds import meld_value
                best = max(meld_value(obs.variant, a.meld, obs.trump)  # type: ignore[arg-type]
                           for a in melds)
                assert meld_value(obs.variant, action.meld, obs.trump) == best  # type: ignore
                return
            st.apply(action, undoable=False)
    pytest.fail("no declaration met")


def test_easy_and_medium_exchange_the_seven() -> None:
    seen = 0
    for seed in range(40):
        st = GameState.new_game(preset("classic"), seed=seed)
        bots = (make_bot("easy"), make_bot("medium"))
        rng = random.Random(seed)
        while not st.deal_over:
            p = st.to_act
            assert p is not None
            obs = st.observation(p)
            action = bots[p].choose(obs, rng)
            if any(a.kind == EXCHANGE for a in obs.legal) and obs.step == "declare" and (
                    obs.act_scored or not any(a.kind in (SCORE, ANNOUNCE) for a in obs.legal)):
                assert action.kind == EXCHANGE
                seen += 1
            st.apply(action, undoable=False)
        if seen >= 3:
            return
    assert seen


@pytest.mark.parametrize("level", LEVELS)
def test_suggest_names_a_legal_move_and_a_reason(level: str) -> None:
    st = GameState.new_game(preset("classic"), seed=9)
    obs = st.observation(st.to_act)  # type: ignore[arg-type]
    action, reason = suggest(obs, level, budget=SMALL)
    assert action in obs.legal
    assert isinstance(reason, Reason) and reason.code in reasons.CODES


def test_medium_solves_the_last_tricks() -> None:
    rng = random.Random(2)
    st = GameState.new_game(preset("classic"), seed=5)
    bots = (make_bot("medium"), make_bot("medium"))
    while st.phase == 1:
        st.apply(bots[st.to_act].choose(st.observation(st.to_act), rng))  # type: ignore
    _, reason = suggest(st.observation(st.to_act), "medium")  # type: ignore[arg-type]
    assert reason.code in (reasons.SOLVED, reasons.ONLY_LEGAL_CARD, reasons.ONLY_LEGAL_CHOICE)


def test_a_bot_refuses_to_move_out_of_turn() -> None:
    st = GameState.new_game(preset("classic"), seed=1)
    waiting = 1 - st.to_act  # type: ignore[operator]
    with pytest.raises(ValueError):
        make_bot("easy").choose(st.observation(waiting), random.Random(1))


def test_unknown_level() -> None:
    with pytest.raises(ValueError):
        make_bot("grandmaster")


def test_play_actions_come_from_the_hand() -> None:
    st = GameState.new_game(preset("classic"), seed=3)
    obs = st.observation(st.to_act)  # type: ignore[arg-type]
    for level in LEVELS:
        a = make_bot(level, budget=SMALL).choose(obs, random.Random(0))
        assert a.kind == PLAY and a.card in obs.my_hand


def test_a_search_spread_over_two_processes() -> None:
    from bezique_qt.ai.parallel import shutdown

    st = GameState.new_game(preset("classic"), seed=12)
    obs = st.observation(st.to_act)  # type: ignore[arg-type]
    try:
        for level in ("hard", "expert"):
            bot = make_bot(level, budget=40, workers=2)
            a = bot.choose(obs, random.Random(5))
            b = bot.choose(obs, random.Random(5))
            assert a in obs.legal and a == b
    finally:
        shutdown()


HOUSE_RULES = [
    {"dix_counts_as_declaration": True}, {"dix_exchange_timing": "any_time_on_lead"},
    {"bezique_cards": "trump_queen_opposite_jack"}, {"phase1_rank_only": True},
    {"last_trick_bonus_trick": "last_stock_trick"}, {"phase2_ten_ranks_low": True},
    {"carte_blanche": "seed001"}, {"declarations_scored_per_trick": 0},
]


@pytest.mark.parametrize(("switches", "levels"), [
    (sw, ("medium", "hard") if i % 2 else ("easy", "expert")) for i, sw in enumerate(HOUSE_RULES)
])
def test_house_rules_are_played_legally(switches: dict[str, object],
                                        levels: tuple[str, str]) -> None:
    v = preset("classic").with_switches(**switches)
    st = GameState.new_game(v, seed=3)
    bots = (make_bot(levels[0], budget=6), make_bot(levels[1], budget=6))
    rng = random.Random(3)
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        st.apply(bots[p].choose(st.observation(p), rng), undoable=False)


def test_search_processes_end_when_their_parent_is_gone() -> None:
    """A process that ends abruptly mid-search (the table's worker is ended with os._exit)
    leaves no search process running on its own."""
    import os
    import select
    import subprocess
    import sys

    code = """
import multiprocessing, os
from bezique_qt.ai.parallel import _search_job, search_pool
from bezique_qt.engine import GameState, preset
st = GameState.new_game(preset("classic"), seed=4)
pool = search_pool(1)
pool.submit(_search_job, "expert", 10**7, None, st.observation(st.to_act), 1)
print(" ".join(str(p.pid) for p in multiprocessing.active_children()), flush=True)
os._exit(0)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    pids = [int(p) for p in out.stdout.split()]
    assert pids, out.stderr
    left = []
    for pid in pids:
        try:
            fd = os.pidfd_open(pid)
        except ProcessLookupError:
            continue  # already gone
        try:
            # readable once the process has ended
            ended, _w, _x = select.select([fd], [], [], 15.0)
        finally:
            os.close(fd)
        if not ended:
            left.append(pid)
            os.kill(pid, 9)
    assert not left, "search processes outlived their parent"
