"""The engine's short ways give what the long ways give.

A search clones a state and lists the card plays in nearly every step of every simulation, so
:meth:`GameState.clone` sets each field directly and :meth:`GameState.legal_actions` has a
short way for a card play.  These tests hold them to the long ways, in random games of every
preset that declare now and then (so that copies of a card lie in hand and on the table, in
melds or not, seen by the opponent or not): the clone to what a snapshot restores, the
listing to every action listed unmerged and then merged by each card's signature.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bezique_qt.engine import ALL_PRESETS, STEP_PLAY, Action, GameState, preset
from bezique_qt.engine.actions import CARTE_BLANCHE, EXCHANGE, GUESS, PLAY
from bezique_qt.engine.declaring import declared_melds, meld_index
from bezique_qt.engine.fields import GameFields
from bezique_qt.engine.legality import card_sig, play_specials

from .conftest import declaring_choice
from .test_invariants import carte_blanche_decks


def _positions(preset_id: str, games: int, seed: int = 0) -> Iterator[GameState]:
    """Every position of ``games`` random deals of a preset (declaring half the time)."""
    v = preset(preset_id)
    for g in range(games):
        rng = random.Random(f"{preset_id}:{seed}:{g}")
        st = GameState.new_game(v, seed=seed * 1000 + g)
        while not st.deal_over:
            yield st
            acts = st.legal_actions()
            a = declaring_choice(acts, st, rng, 0.5) or rng.choice(acts)
            st.apply(a, undoable=False)


def _merged_the_long_way(st: GameState) -> list[Action]:
    """The card play's legal actions as the general listing builds them: the specials (the
    seven's exchange merged by kind), then every playable card merged by its signature."""
    p = st.to_act
    assert p is not None
    out: list[Action] = []
    seen: set[Any] = set()
    for a in play_specials(st, p):
        if a.kind == EXCHANGE:
            assert a.card is not None
            if ("x", a.card & 31) in seen:
                continue
            seen.add(("x", a.card & 31))
        out.append(a)
    index = meld_index(declared_melds(st, p))
    for c in sorted(st.playable(p)):
        key = ("p", card_sig(st, p, c, index))
        if key not in seen:
            seen.add(key)
            out.append(Action(PLAY, card=c))
    return out


@pytest.mark.parametrize("preset_id", list(ALL_PRESETS))
def test_card_play_listing_is_the_merged_listing(preset_id: str) -> None:
    merged = kept_apart = 0
    for st in _positions(preset_id, 6 if preset(preset_id).packs <= 2 else 2):
        if st.step != STEP_PLAY:
            continue
        listed = st.legal_actions()
        assert listed == _merged_the_long_way(st)
        plays = [a.card for a in listed if a.kind == PLAY]
        held = st.playable(st.to_act)  # type: ignore[arg-type]
        merged += len(held) - len(plays)
        kept_apart += len(plays) - len({c & 31 for c in plays})  # type: ignore[operator]
    if preset(preset_id).packs >= 2:
        # the games exercised both ways copies go: merged, and kept apart (one in a meld, say)
        assert merged > 0 and kept_apart > 0


@pytest.mark.parametrize("preset_id", ["rubicon", "six_pack"])
def test_card_play_listing_with_carte_blanche(preset_id: str) -> None:
    v = preset(preset_id)
    st = GameState.new_game(v, 0, decks=[carte_blanche_decks(v, 0, (0,))], first_dealer=1)
    if v.dealer_guess_bonuses:  # six-pack: the guess of the dealer's packet comes first
        st.apply(Action(GUESS, number=24))
    rng = random.Random(0)
    offered = 0
    while not st.deal_over:
        acts = st.legal_actions()
        if st.step == STEP_PLAY:
            assert acts == _merged_the_long_way(st)
            offered += sum(a.kind == CARTE_BLANCHE for a in acts)
        a = next((a for a in acts if a.kind == CARTE_BLANCHE), None) or rng.choice(acts)
        st.apply(a, undoable=False)
    assert offered >= 2  # shown at the start, and again for a drawn card


def _containers(value: Any) -> Iterator[Any]:
    """The lists and sets in a field, and those inside its lists."""
    if isinstance(value, (list, set, dict)):
        yield value
        if isinstance(value, list):
            for x in value:
                yield from _containers(x)


@pytest.mark.parametrize("preset_id", ["classic", "rubicon", "three_handed",
                                       "four_handed_partners"])
def test_clone_is_a_full_independent_copy(preset_id: str) -> None:
    shared = {"variant", "decks", "_undo", "sink"}
    for i, st in enumerate(_positions(preset_id, 2)):
        if i % 7:
            continue
        twin = st.clone()
        for name in GameFields.__slots__:
            if name not in shared:
                assert getattr(twin, name) == getattr(st, name), name
                mine = {id(x) for x in _containers(getattr(st, name))}
                assert not mine & {id(x) for x in _containers(getattr(twin, name))}, name
        assert twin.variant is st.variant and twin.decks is st.decks
        assert twin._undo == [] and twin.sink is None
        assert twin.signature() == st.signature()
        # playing on in the copy leaves the original as it was
        before = st.signature()
        rng = random.Random(i)
        for _ in range(6):
            if twin.deal_over:
                break
            twin.apply(rng.choice(twin.legal_actions()))
        assert st.signature() == before


def test_clone_keeps_the_undo_stack_when_asked() -> None:
    st = GameState.new_game(preset("classic"), seed=5)
    for _ in range(4):
        st.apply(st.legal_actions()[0])
    twin = st.clone(keep_undo=True)
    assert twin.can_undo() and not st.clone().can_undo()
    for _ in range(4):
        twin.undo()
        st.undo()
        assert twin.signature() == st.signature()


def test_kept_candidate_melds_are_those_of_the_hand_variant_and_trump() -> None:
    from bezique_qt.engine.melds import candidate_melds
    from bezique_qt.engine.rule_cache import candidates_for

    # the same hands asked about under two variants and every trump, in turn
    hands = [st.concealed[0] + st.table[0] for st in _positions("rubicon", 1)][::5]
    variants = [preset("rubicon"), preset("classic")]
    found = 0
    for _round in range(2):
        for hand in hands:
            for v in variants:
                for trump in (None, 0, 1, 2, 3):
                    got = candidates_for(v, hand, trump)
                    assert got == candidate_melds(v, hand, trump)
                    found += bool(got)
    assert found > 20
