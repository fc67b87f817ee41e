"""A player's view depends only on what that player may know.

Two states that differ only in hidden cards (the opponent's unknown concealed cards and the
face-down stock) must give the player equal observations and equal legal actions, and the events
of a move, as a player sees them, never name a card hidden from that player.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterable
from typing import Any

import pytest

from bezique_qt.engine import (
    PRESETS,
    STEP_DECLARE,
    Action,
    Event,
    GameState,
    Observation,
    preset,
)
from bezique_qt.engine import observation as observation_module
from bezique_qt.engine.actions import CARTE_BLANCHE, DONE, PLAY
from bezique_qt.engine.cards import (
    COURT_RANKS,
    card_str,
    full_deck,
    parse_card,
    parse_cards,
    rank_of,
    suit_of,
)
from bezique_qt.engine.events import CARD_DRAWN, CARDS_DEALT

from .conftest import declaring_choice

FIRST_DEALER = 1  # player 0 is the non-dealer: dealt first, leads first


def random_action(acts: list[Action], st: GameState, rng: random.Random) -> Action:
    """A random action from ``acts`` that declares now and then."""
    if st.step == STEP_DECLARE:
        chosen = declaring_choice(acts, st, rng, announce=0.6)
        if chosen is not None:
            return chosen
        if Action(DONE) in acts and rng.random() < 0.6:
            return Action(DONE)
    return rng.choice(acts)


def view_difference(a: Observation, b: Observation) -> list[str]:
    """Names of the observation fields that differ."""
    return [f.name for f in dataclasses.fields(Observation)
            if getattr(a, f.name) != getattr(b, f.name)]


def assert_same_view(a: GameState, b: GameState, viewer: int, context: str) -> None:
    oa, ob = a.observation(viewer), b.observation(viewer)
    assert oa.to_json() == ob.to_json(), f"observation text differs {context}"
    assert oa.legal == ob.legal, f"legal actions differ {context}"
    assert a.legal_actions() == b.legal_actions() or a.to_act != viewer, context
    diff = view_difference(oa, ob)
    assert not diff, f"observation fields {diff} differ {context}"


def secret_from(st: GameState, viewer: int, card: int) -> bool:
    """Is ``card`` hidden from ``viewer`` (face down in the stock or unknown in the opponent's
    concealed hand)?"""
    opp = 1 - viewer
    return card in st.stock or (card in st.concealed[opp] and card not in st.known[opp])


def swapped(deck: list[int], x: int, y: int) -> list[int]:
    out = deck[:]
    i, j = out.index(x), out.index(y)
    out[i], out[j] = out[j], out[i]
    return out


def run_twins(preset_id: str, deck_a: list[int], deck_b: list[int], viewer: int,
              secrets: Iterable[int], rng: random.Random, *, max_actions: int = 400) -> int:
    """Play the same actions in two deals whose decks differ only in ``secrets`` for as long
    as those cards stay hidden from ``viewer``; compare the viewer's observations whenever the
    viewer is to act.  Returns how many positions were compared."""
    variant = preset(preset_id)
    a = GameState.new_game(variant, 0, decks=[deck_a], first_dealer=FIRST_DEALER)
    b = GameState.new_game(variant, 0, decks=[deck_b], first_dealer=FIRST_DEALER)
    secrets = tuple(secrets)
    opp = 1 - viewer
    compared = 0
    for _ in range(max_actions):
        if a.deal_over or b.deal_over:
            break
        if not all(secret_from(a, viewer, c) and secret_from(b, viewer, c) for c in secrets):
            break
        if (a.step, a.to_act) != (b.step, b.to_act):
            # The opponent's declaration step is skipped when nothing can be declared, so one
            # world may ask for "done" where the other already drew.
            assert a.to_act == b.to_act == opp
            declaring = a if a.step == STEP_DECLARE else b
            assert declaring.step == STEP_DECLARE and not declaring.act_announced
            declaring.apply(Action(DONE))
            continue
        context = (f"[{preset_id} viewer {viewer} after {len(a.actions)} actions: "
                   f"{', '.join(map(str, a.actions[-4:]))}]")
        if a.to_act == viewer:
            assert_same_view(a, b, viewer, context)
            compared += 1
            action = random_action(a.legal_actions(), a, rng)
        else:
            other = set(b.legal_actions())
            common = [x for x in a.legal_actions() if x in other]
            if not common:
                break
            action = random_action(common, a, rng)
        a.apply(action)
        b.apply(action)
    return compared


@pytest.mark.parametrize("preset_id", list(PRESETS))
@pytest.mark.parametrize("viewer", [0, 1])
def test_opponents_hidden_card_swapped_with_the_stock_is_not_seen(preset_id: str,
                                                                    viewer: int) -> None:
    variant = preset(preset_id)
    total = 0
    for seed in range(6):
        deck = full_deck(variant.packs)
        rng = random.Random(seed)
        rng.shuffle(deck)
        probe = GameState.new_game(variant, 0, decks=[deck], first_dealer=FIRST_DEALER)
        x = rng.choice(probe.concealed[1 - viewer])
        y = deck[-1]  # the bottom of the stock, drawn last
        total += run_twins(preset_id, deck, swapped(deck, x, y), viewer, (x, y), rng)
    assert total >= 20, "too few positions compared"


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_reordering_the_stock_is_not_seen(preset_id: str) -> None:
    variant = preset(preset_id)
    for seed in range(4):
        deck = full_deck(variant.packs)
        rng = random.Random(seed)
        rng.shuffle(deck)
        dealt = 2 * variant.hand_size + variant.has_turn_up
        # swap two cards far down the stock
        x, y = deck[-1], deck[dealt + (len(deck) - dealt) // 2]
        for viewer in (0, 1):
            run_twins(preset_id, deck, swapped(deck, x, y), viewer, (x, y), random.Random(seed))


def _played_positions(preset_id: str, seed: int, stops: int) -> Iterable[GameState]:
    """Positions of a random deal in phase 1, some of them in a declaration step."""
    st = GameState.new_game(preset(preset_id), seed)
    rng = random.Random(seed)
    wanted = sorted(rng.sample(range(4, 2 * preset(preset_id).phase1_tricks), stops))
    while not st.deal_over and wanted and st.phase == 1:
        if len(st.actions) >= wanted[0]:
            wanted.pop(0)
            yield st
        st.apply(random_action(st.legal_actions(), st, rng))


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_states_differing_only_in_hidden_cards_look_the_same(preset_id: str) -> None:
    checked = 0
    for seed in range(10):
        for st in _played_positions(preset_id, seed, 3):
            viewer = st.to_act
            assert viewer is not None
            opp = 1 - viewer
            rng = random.Random(len(st.actions))
            unknown = [c for c in st.concealed[opp] if c not in st.known[opp]]
            if not unknown or not st.stock:
                continue
            # swap one unknown card of the opponent with a face-down stock card
            twin = st.clone()
            x, y = rng.choice(unknown), rng.choice(st.stock)
            i, j = twin.concealed[opp].index(x), twin.stock.index(y)
            twin.concealed[opp][i], twin.stock[j] = y, x
            assert_same_view(st, twin, viewer, f"[{preset_id} seed {seed} swap "
                                               f"{card_str(x)}/{card_str(y)}]")
            # reorder the whole stock
            twin = st.clone()
            rng.shuffle(twin.stock)
            assert_same_view(st, twin, viewer, f"[{preset_id} seed {seed} stock shuffled]")
            assert_same_view(st, twin, opp, f"[{preset_id} seed {seed} stock shuffled, "
                                            "other player]")
            checked += 1
    assert checked >= 10


def _event_cards(e: Event) -> set[int]:
    cards = set(e.cards)
    if e.card is not None:
        cards.add(e.card)
    if e.meld is not None:
        cards.update(e.meld.cards)
    return cards


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_events_never_show_a_card_hidden_from_the_viewer(preset_id: str) -> None:
    variant = preset(preset_id)
    draws_hidden = 0
    for seed in range(3):
        st = GameState.new_game(variant, seed)
        rng = random.Random(seed)
        while not st.over and st.deal_index < 2:
            if st.deal_over:
                events = st.next_deal()
            else:
                action = random_action(st.legal_actions(), st, rng)
                events = st.apply(action)
            for viewer in (0, 1):
                opp = 1 - viewer
                hidden = (set(st.concealed[opp]) - st.known[opp]) | set(st.stock)
                for e in events:
                    seen = e.for_player(viewer)
                    if e.kind in (CARD_DRAWN, CARDS_DEALT) and e.player != viewer:
                        assert seen.card is None and seen.cards == (), seen
                        draws_hidden += e.kind == CARD_DRAWN
                    elif e.player == viewer or e.kind not in (CARD_DRAWN, CARDS_DEALT):
                        assert seen == e
                    leaked = _event_cards(seen) & hidden
                    assert not leaked, (f"{preset_id} seed {seed}: event {seen} shows "
                                        f"{sorted(map(card_str, leaked))} to player {viewer}")
                    seen.to_json()
    assert draws_hidden > 50


def test_observation_is_a_snapshot_not_a_view_of_the_state() -> None:
    st = GameState.new_game(preset("classic"), 3)
    rng = random.Random(3)
    obs = st.observation(0)
    text = obs.to_json()
    for f in dataclasses.fields(Observation):
        value = getattr(obs, f.name)
        assert not isinstance(value, list | set | dict | GameState), f.name
    for _ in range(30):
        st.apply(random_action(st.legal_actions(), st, rng))
    assert obs.to_json() == text


# ------------------------------------------------------------------ carte blanche


def _deck_with_blank_hand(preset_id: str, seed: int, player: int) -> list[int]:
    """A deck whose deal gives ``player`` no court card (dealer = FIRST_DEALER)."""
    variant = preset(preset_id)
    for attempt in range(1000):
        deck = full_deck(variant.packs)
        random.Random(f"{seed}:{attempt}").shuffle(deck)
        st = GameState.new_game(variant, 0, decks=[deck], first_dealer=FIRST_DEALER)
        court = [c for c in st.concealed[player] if rank_of(c) in COURT_RANKS]
        dealt_end = 2 * variant.hand_size
        spare = [i for i in range(dealt_end, len(deck)) if rank_of(deck[i]) not in COURT_RANKS]
        for c, i in zip(court, spare, strict=False):
            j = deck.index(c)
            deck[i], deck[j] = deck[j], deck[i]
        st = GameState.new_game(variant, 0, decks=[deck], first_dealer=FIRST_DEALER)
        if not any(rank_of(c) in COURT_RANKS for c in st.concealed[player]):
            return deck
    raise AssertionError("no deck found")


def test_opponents_carte_blanche_hand_is_not_observed_before_it_is_shown() -> None:
    # Player 1 (the dealer) is dealt a hand without king, queen or jack in world A only; the
    # difference is one hidden card swapped with the bottom of the stock.  Player 0 leads
    # and must not be able to tell the two worlds apart before player 1 shows anything.
    deck_a = _deck_with_blank_hand("rubicon", 5, 1)
    a = GameState.new_game(preset("rubicon"), 0, decks=[deck_a], first_dealer=FIRST_DEALER)
    x = a.concealed[1][0]
    y = next(c for c in reversed(deck_a) if rank_of(c) in COURT_RANKS)
    deck_b = swapped(deck_a, x, y)
    b = GameState.new_game(preset("rubicon"), 0, decks=[deck_b], first_dealer=FIRST_DEALER)
    assert a.to_act == b.to_act == 0
    assert_same_view(a, b, 0, "[rubicon: opponent's carte blanche hand, first lead]")


def test_opponents_carte_blanche_draw_is_not_observed_before_it_is_shown() -> None:
    # Player 0 shows carte blanche and wins the first trick; the card player 0 then draws is
    # a court card in world A and a plain card in world B.  Player 1 must not see which.
    variant = preset("rubicon")
    deck_a = _deck_with_blank_hand("rubicon", 6, 0)
    first_draw = 2 * variant.hand_size
    if rank_of(deck_a[first_draw]) not in COURT_RANKS:
        k = next(i for i in range(first_draw + 2, len(deck_a))
                 if rank_of(deck_a[i]) in COURT_RANKS)
        deck_a[first_draw], deck_a[k] = deck_a[k], deck_a[first_draw]
    plain = next(c for c in reversed(deck_a) if rank_of(c) not in COURT_RANKS)
    deck_b = swapped(deck_a, deck_a[first_draw], plain)
    worlds = [GameState.new_game(variant, 0, decks=[d], first_dealer=FIRST_DEALER)
              for d in (deck_a, deck_b)]
    lead = worlds[0].concealed[0][0]
    follow = next((c for c in worlds[0].concealed[1] if suit_of(c) != suit_of(lead)), None)
    assert follow is not None, "player 1 should hold a card of another suit"
    for st in worlds:
        st.apply(Action(CARTE_BLANCHE))
        st.apply(Action(PLAY, card=lead))
        st.apply(Action(PLAY, card=follow))  # another suit, no trumps yet: the leader wins
        if st.step == STEP_DECLARE:
            st.apply(Action(DONE))
    a, b = worlds
    assert a.to_act == b.to_act == 0
    assert deck_a[first_draw] in a.concealed[0] and plain in b.concealed[0]
    # player 0 leads a card held in both worlds without showing the new one
    again = next(c for c in a.concealed[0] if c in b.concealed[0])
    for st in worlds:
        st.apply(Action(PLAY, card=again))
    assert_same_view(a, b, 1, "[rubicon: opponent's draw during carte blanche]")


# ------------------------------------------------------------------ the seven of trumps


def test_a_shown_seven_that_is_exchanged_is_no_longer_known_in_the_hand() -> None:
    # Hoyle 1909: a seven of trumps is shown for its score, then exchanged for the turn-up.
    # The seven lies as the turn-up afterwards; only the card taken is known to be in the hand.
    stock = parse_cards("8H2 9H2 7D2 8D2 9D2 7C2")
    st = GameState.from_position(
        preset("hoffmann_1909"), trump=0, turnup=parse_card("JS2"), stock=stock, to_act=0,
        step=STEP_DECLARE,
        hands=[{"concealed": parse_cards("7S1 AC1 TC1 9D1 8D1 JC1 KH1")},
               {"concealed": parse_cards("AS1 TS1 KS1 QD1 JD1 8C1 7C1")}])
    st.apply("show 7S1")
    assert st.observation(1).opponent_known == (parse_card("7S1"),)
    st.apply("exchange 7S1")
    assert st.turnup == parse_card("7S1")
    obs = st.observation(1)
    assert obs.opponent_known == (parse_card("JS2"),)
    assert obs.turnup == parse_card("7S1")
    assert st.known[0] <= set(st.concealed[0])


# ------------------------------------------------------------------ following the game by events


class TableFromEvents:
    """What a player's table shows, kept up to date from that player's events only (the way
    the Qt model follows the game)."""

    def __init__(self, viewer: int, hand_size: int) -> None:
        self.viewer = viewer
        self.hand_size = hand_size
        self.reset()

    def reset(self) -> None:
        self.hand: set[int] = set()
        self.opponent_concealed = 0
        self.tables: list[set[int]] = [set(), set()]
        self.turnup: int | None = None
        self.trick: list[int] = []
        self.points = [0, 0]
        self.trump: int | None = None
        self.phase = 1

    def _gain(self, player: int, card: int | None) -> None:
        if player == self.viewer:
            assert card is not None, "own card hidden from its owner"
            self.hand.add(card)
        else:
            self.opponent_concealed += 1

    def follow(self, e: Event) -> None:
        me = e.player == self.viewer
        if e.kind == "deal_started":
            self.reset()
        elif e.kind == CARDS_DEALT:
            if me:
                self.hand = set(e.cards)
            else:
                assert e.cards == ()
                self.opponent_concealed = self.hand_size
        elif e.kind == "turn_up":
            self.turnup = e.card
            self.trump = None if e.card is None else suit_of(e.card)
        elif e.kind == "card_played":
            assert e.player is not None and e.card is not None
            if e.card in self.tables[e.player]:
                self.tables[e.player].discard(e.card)
            elif me:
                self.hand.remove(e.card)
            else:
                self.opponent_concealed -= 1
            self.trick.append(e.card)
        elif e.kind == "trick_won":
            assert tuple(self.trick) == e.cards
            self.trick = []
        elif e.kind == "meld_announced":
            assert e.player is not None and e.meld is not None
            for c in e.meld.cards:
                if c in self.tables[e.player]:
                    continue
                if me:
                    self.hand.remove(c)
                else:
                    self.opponent_concealed -= 1
                self.tables[e.player].add(c)
        elif e.kind == CARD_DRAWN:
            assert e.player is not None
            self._gain(e.player, e.card)
        elif e.kind == "turn_up_taken":
            assert e.player is not None and e.card == self.turnup
            self._gain(e.player, e.card)
            self.turnup = None
        elif e.kind == "seven_exchanged":
            seven, taken = e.cards
            assert taken == self.turnup
            if me:
                self.hand.remove(seven)
                self.hand.add(taken)
            self.turnup = seven
        elif e.kind == "trump_fixed":
            self.trump = "SHDC".index(e.text)
        elif e.kind == "phase_changed":
            self.phase = 2
            self.hand |= self.tables[self.viewer]
            self.opponent_concealed += len(self.tables[1 - self.viewer])
            self.tables = [set(), set()]
        elif e.kind == "points":
            assert e.player is not None
            self.points[e.player] += e.points

    def check(self, st: GameState, context: str) -> None:
        opp = 1 - self.viewer
        assert self.hand == set(st.concealed[self.viewer]), f"own hand {context}"
        assert self.opponent_concealed == len(st.concealed[opp]), f"opponent's hand {context}"
        assert self.tables == [set(st.table[0]), set(st.table[1])], f"tables {context}"
        assert self.turnup == st.turnup, f"turn-up {context}"
        assert self.trick == st.trick, f"trick {context}"
        assert self.trump == st.trump, f"trumps {context}"
        assert self.phase == st.phase, f"phase {context}"
        assert self.points == st.deal_points, f"points {context}"


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_events_seen_by_a_player_are_enough_to_follow_the_game(preset_id: str) -> None:
    variant = preset(preset_id)
    for seed in range(3):
        st = GameState.new_game(variant, seed)
        rng = random.Random(seed)
        tables = [TableFromEvents(p, variant.hand_size) for p in (0, 1)]
        # the first deal's events happened in new_game(): start from what it dealt
        for t in tables:
            t.hand = set(st.concealed[t.viewer])
            t.opponent_concealed = len(st.concealed[1 - t.viewer])
            t.turnup = st.turnup
            t.trump = st.trump
            t.points = st.deal_points[:]
        while not st.over and st.deal_index < 2:
            if st.deal_over:
                events = st.next_deal()
            else:
                events = st.apply(random_action(st.legal_actions(), st, rng))
            context = f"[{preset_id} seed {seed} after {len(st.actions)} actions]"
            for t in tables:
                for e in events:
                    t.follow(e.for_player(t.viewer))
                t.check(st, context)


def test_the_winners_declaration_step_does_not_tell_whether_he_holds_a_meld() -> None:
    """The loser sees the same thing whether the winner could declare or not."""
    from bezique_qt.engine.cards import parse_cards

    def after_trick(winner_hand: str, stock: str) -> GameState:
        st = GameState.from_position(
            preset("classic"), trump=0, step="play", to_act=0,
            hands=[{"concealed": parse_cards("7C1 8C1 9C1")},
                   {"concealed": parse_cards(winner_hand)}],
            stock=parse_cards(stock), turnup=parse_cards("TS1")[0])
        st.apply("play 7C1")
        st.apply("play AC1")
        return st

    with_meld = after_trick("AC1 KH1 QH1 8D1", "9D1 9D2 8D2 7D2")
    without = after_trick("AC1 9D1 9D2 8D1", "KH1 QH1 8D2 7D2")
    assert with_meld.observation(0).to_json() == without.observation(0).to_json()
    assert with_meld.step == without.step == "declare"


# ------------------------------------------------------------------ the checks have teeth


def _shows_hand(obs: Observation, st: GameState, player: int) -> Observation:
    return dataclasses.replace(obs, opponent_known=tuple(sorted(st.concealed[1 - player])))


def _shows_stock_order(obs: Observation, st: GameState, player: int) -> Observation:
    return dataclasses.replace(obs, unseen=tuple(st.stock))


@pytest.mark.parametrize("leak", [_shows_hand, _shows_stock_order])
@pytest.mark.parametrize("check", [
    lambda: test_opponents_hidden_card_swapped_with_the_stock_is_not_seen("classic", 0),
    lambda: test_opponents_hidden_card_swapped_with_the_stock_is_not_seen("rubicon", 1),
    lambda: test_states_differing_only_in_hidden_cards_look_the_same("classic"),
])
def test_the_checks_catch_an_observation_that_shows_hidden_cards(
        leak: Any, check: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    real = observation_module.observe
    monkeypatch.setattr(observation_module, "observe",
                        lambda st, player: leak(real(st, player), st, player))
    with pytest.raises(AssertionError, match="differ"):
        check()


def test_the_stock_check_catches_an_observation_that_shows_the_stock_order(
        monkeypatch: pytest.MonkeyPatch) -> None:
    real = observation_module.observe
    monkeypatch.setattr(observation_module, "observe",
                        lambda st, player: _shows_stock_order(real(st, player), st, player))
    with pytest.raises(AssertionError, match="differ"):
        test_reordering_the_stock_is_not_seen("classic")


def test_the_observation_carries_only_the_deals_commitment() -> None:
    """No player's view holds the deal's seed or salt (either would give the stock order away)
    before the deal is over; every player sees the same commitment."""
    for preset_id in ("classic", "three_handed", "four_handed_partners"):
        st = GameState.new_game(preset(preset_id))
        seal = st.seal()
        assert seal is not None
        rng = random.Random(1)
        for _ in range(40):
            for player in range(st.variant.players):
                obs = st.observation(player)
                assert obs.commitment == seal.commitment
                views = [repr(obs), json.dumps(obs.to_json()),
                         *(repr(getattr(obs, f.name)) for f in dataclasses.fields(obs))]
                for view in views:
                    assert str(seal.seed) not in view and seal.salt not in view
            st.apply(rng.choice(st.legal_actions()))
