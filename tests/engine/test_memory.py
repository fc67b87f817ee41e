"""The memory aid counts only what the player has seen (engine/memory.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bezique_qt.ai.bots import make_bot
from bezique_qt.ai.sampling import sample_world
from bezique_qt.engine import GameState, preset
from bezique_qt.engine.cards import ACE, SEVEN, TEN, make_card
from bezique_qt.engine.memory import memory_aid
from bezique_qt.engine.state import STEP_PLAY
from bezique_qt.levels import Level


def _positions(variant: str, seed: int, every: int = 5) -> list[GameState]:
    """Copies of a deal played by the Easy computer on every side, every ``every`` actions."""
    st = GameState.new_game(preset(variant), seed=seed)
    bot, rng = make_bot(Level.EASY), random.Random(seed)
    out = []
    while not st.deal_over:
        if len(st.actions) % every == 0:
            out.append(st.clone())
        st.apply(bot.choose(st.observation(st.to_act), rng))
    return out


@pytest.mark.parametrize("variant", ["classic", "rubicon", "three_handed"])
def test_the_counts_are_the_cards_the_player_has_seen(variant: str) -> None:
    packs = preset(variant).packs
    for st in _positions(variant, 3):
        obs = st.observation(0)
        aid = memory_aid(obs)
        # from the game itself: the cards played to tricks, in the player's hand and table
        played = Counter(c & 31 for c in st.played)
        mine = Counter(c & 31 for c in st.concealed[0] + st.table[0])
        assert aid.aces_out == tuple(packs - played[k] - mine[k]
                                     for k in (make_card(s, ACE) for s in range(4)))
        assert aid.tens_out == tuple(packs - played[k] - mine[k]
                                     for k in (make_card(s, TEN) for s in range(4)))
        if st.trump is None:
            assert aid.trumps_out is None and aid.sevens_seen is None
            continue
        trumps = [make_card(st.trump, r) for r in range(8)]
        assert aid.trumps_out == sum(packs - played[k] - mine[k] for k in trumps)
        assert aid.sevens_seen == _seen(st, make_card(st.trump, SEVEN))
        assert aid.beziques and all(
            (pair.queens, pair.jacks) == (_seen(st, pair.queen), _seen(st, pair.jack))
            for pair in aid.beziques)


def _seen(st: GameState, kind: int) -> int:
    """How many copies of ``kind`` player 0 has seen: played, in his hand, on a table,
    turned up, or known to be in another hand (taken for the seven, shown)."""
    seen = {c for c in st.played | set(st.concealed[0]) if c & 31 == kind}
    for q in range(st.players):
        seen.update(c for c in st.table[q] if c & 31 == kind)
        seen.update(c for c in st.known[q] if c & 31 == kind)
    if st.turnup is not None and st.turnup & 31 == kind:
        seen.add(st.turnup)
    return len(seen)


def test_the_same_observation_with_other_hidden_cards_gives_the_same_aid() -> None:
    positions = [st for st in _positions("classic", 8) if st.step == STEP_PLAY]
    checked = 0
    for st in positions[::4]:
        obs = st.observation(0)
        hands = set()
        for k in range(4):
            world = sample_world(obs, random.Random(k))
            hands.add((tuple(sorted(world.concealed[1])), tuple(world.stock)))
            assert memory_aid(world.observation(0)) == memory_aid(obs)
        checked += len(hands) > 1  # the hidden cards did differ
    assert checked >= 3


def test_a_set_position_counts_its_gone_cards_as_gone() -> None:
    """A position places the cards already played without their tricks: they are not out."""
    from bezique_qt.engine.position import position_from_json

    st = position_from_json({
        "variant": "classic", "trump": "D", "turnup": "7D2", "phase": 1, "step": "play",
        "stock": ["7C2", "8C1", "9C1", "7H1", "8H1", "9H1", "7S1", "8S1", "9S1"],
        "to_act": 0, "leader": 1, "dealer": 0, "trick": ["AC1"],
        "players": [{"concealed": ["AH1", "TH2", "AC2", "TC1", "TS2"],
                     "table": ["KS1", "KS2", "QS1"]},
                    {"concealed": ["7D1", "8D2", "9D1", "JC1", "JH1", "7C1", "AS1"]}]})
    aid = memory_aid(st.observation(0))
    # the A♠ in the other hand; three trumps there and the turn-up
    assert (aid.aces_out, aid.tens_out, aid.trumps_out) == ((1, 0, 0, 0), (0, 0, 0, 0), 4)
    assert aid.sevens_seen == 1  # the turn-up (the other seven is in the hidden hand)
