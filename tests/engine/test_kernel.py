"""The deal kernel (engine/kernel.py): its re-use rules against the checked engine's, and its
loop for more than two seats.

The kernel's random playouts are replayed through the checked engine in test_playout.py; here
its single-announcement rules are compared with :class:`GameState`'s on every candidate meld of
declaration positions of every preset, and a deal of three seats is played to its end.
"""

from __future__ import annotations

import random

import pytest

from bezique_qt.engine import GameState, preset
from bezique_qt.engine import deal_melds as dm
from bezique_qt.engine import kernel as k
from bezique_qt.engine.actions import DONE, PLAY, SCORE, Action
from bezique_qt.engine.cards import TEN, full_deck, parse_card
from bezique_qt.engine.kernel import Deal
from bezique_qt.engine.melds import MARRIAGE, SEQUENCE, Meld, candidate_melds
from bezique_qt.engine.playout import RandomPolicy
from bezique_qt.engine.rules import deal_rules, draw_after_trick, score_trick_cards
from bezique_qt.engine.state import STEP_DECLARE, STEP_GUESS, STEP_PLAY

PRESETS = ["classic", "hoffmann_1909", "seed002_scaled", "one_pack_32", "rubicon", "six_pack",
           "eight_pack"]


def _declaration_positions(vid: str, deals: int) -> list[GameState]:
    """Declaration steps with nothing announced yet, reached by random legal play that
    declares often (so melds pile up, claims lapse and cards are re-used)."""
    v = preset(vid)
    v = v if v.single_deal else v.with_switches(game_target=10**9)
    out: list[GameState] = []
    for seed in range(deals):
        rng = random.Random(seed)
        st = GameState.new_game(v, seed=seed, first_dealer=seed & 1)
        while st.step in (STEP_GUESS, STEP_PLAY, STEP_DECLARE):
            if (st.step == STEP_DECLARE and not st.act_announced and not st.act_scored
                    and st.act_exchanged is None and not st.act_dix):
                out.append(st.clone())
            acts = st.legal_actions()
            melds = [a for a in acts if a.kind in ("announce", "score")]
            st.apply(rng.choice(melds) if melds and rng.random() < 0.9 else rng.choice(acts),
                     undoable=False)
    return out


@pytest.mark.parametrize("vid", PRESETS)
def test_the_kernels_reuse_rules_are_the_engines(vid: str) -> None:
    # every candidate meld of the hand: the kernel allows it exactly when the checked engine
    # gives no reason against announcing it; every claim kept to score: the same for scoring
    packs = preset(vid).packs
    positions = _declaration_positions(vid, {1: 100, 2: 20, 4: 12}.get(packs, 4))
    assert len(positions) >= 60
    checked = allowed = refused = claims = 0
    for st in positions:
        p = st.to_act
        assert p is not None
        d = Deal.from_state(st)
        for m in candidate_melds(st.variant, st.concealed[p] + st.table[p], st.trump):
            ok = dm.announce_ok(d, p, m.type, m.cards)
            assert ok == (not st.announce_reasons(p, m)), (vid, str(m), st.announce_reasons(p, m))
            checked += 1
            allowed += ok
            refused += not ok
        for m in st.pending[p]:
            assert dm.pending_ok(d, p, m) == (not st.score_reasons(p, m)), (vid, str(m))
            claims += 1
    assert checked >= 100 and allowed and refused
    if vid in ("rubicon", "six_pack", "eight_pack"):
        assert claims


def test_draws_go_round_from_the_winner() -> None:
    dr = deal_rules(preset("classic"))
    hands: list[list[int]] = [[], [], []]
    stock = [10, 11]  # drawn from the end
    turnup = draw_after_trick(dr, 2, stock, 12, hands, [0, 0, 0], [None, None, None])
    assert hands == [[10], [12], [11]]  # seat 2 first, then 0, then 1 takes the turn-up
    assert turnup is None and stock == []


def test_a_trick_of_three_scores_its_brisques() -> None:
    dr = deal_rules(preset("hoffmann_1909").with_switches(brisques_counted="when_won"))
    pts, brisq = [0, 0, 0], [0, 0, 0]
    score_trick_cards(dr, [7, 6, 0], 1, 1, None, pts, brisq)  # ace, ten, seven of spades
    assert brisq == [0, 2, 0] and pts == [0, 2 * dr.brisque_points, 0]


def _three_seat_deal(seed: int) -> Deal:
    """A classic pack dealt to three seats: 8 cards each, a turn-up, a stock of 38."""
    v = preset("classic")
    deck = full_deck(v.packs)
    random.Random(seed).shuffle(deck)
    d = Deal(v, 3)
    d.hands = [deck[0:8], deck[8:16], deck[16:24]]
    k.count_hands(d)
    k.set_trump(d, (deck[24] >> 3) & 3)
    d.turnup = deck[24]
    d.stock = deck[25:63]
    d.leader = d.to_act = seed % 3
    d.side = [0, 1, 0]
    return d


class _Recording(RandomPolicy):
    """The random policy, noting who is asked for a card and how many cards the trick holds."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, declare_prob=1.0)
        self.turns: list[tuple[int, int]] = []

    def choose_card(self, d: Deal, p: int, options: list[int]) -> int:
        self.turns.append((p, len(d.trick)))
        if d.trick:
            assert len(options) <= len(d.hands[p])
        return super().choose_card(d, p, options)


def test_three_seats_play_deals_to_their_end() -> None:
    melds = 0
    for seed in range(30):
        melds += _three_seat_deal_played(seed)
    assert melds > 30  # the winners declare along the way


def _three_seat_deal_played(seed: int) -> int:
    """Play one three-seat deal with the random policy, check it, return the melds scored."""
    d = _three_seat_deal(seed)
    first = d.to_act
    cards = sorted(c for h in d.hands for c in h) + sorted(d.stock) + [d.turnup]
    log: list[Action] = []
    d.log = log
    pol = _Recording(random.Random(seed))
    k.play(d, pol)
    pts, brisq = k.result(d)
    assert len(pts) == 3 and not any(d.hands) and not d.stock and d.turnup is None
    plays = [a for a in log if a.kind == PLAY]
    assert sorted(a.card for a in plays) == sorted(cards)  # every card played once
    assert sum(brisq) == sum(1 for c in cards if (c & 7) >= TEN)
    # each trick before the last ones is followed by one declaration act: 13 rounds of draws
    assert sum(1 for a in log if a.kind == DONE) == 13
    assert k.side_points(d) == [pts[0] + pts[2], pts[1]]
    # tricks of three cards, played clockwise (increasing seat) from the leader
    turns = pol.turns
    assert len(turns) == 63 and turns[0] == (first, 0)
    for i, (p, n) in enumerate(turns):
        assert n == i % 3
        if n:
            assert p == (turns[i - 1][0] + 1) % 3
    return sum(1 for a in log if a.kind == SCORE)


class _Flags(RandomPolicy):
    """The random policy, checking at every card that the deal's flat arrays (C arrays when the
    kernel is compiled) say what its lists and sets say."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, declare_prob=1.0)
        self.checked = 0
        self.seen_bits = 0

    def choose_card(self, d: Deal, p: int, options: list[int]) -> int:
        counts, seen, ontab, donem = list(d.counts), list(d.seen), list(d.ontab), list(d.donem)
        for q in range(d.n):
            kinds = [0] * 32
            for c in d.hands[q]:
                kinds[c & 31] += 1
            assert counts[q * 32:q * 32 + 32] == kinds, (q, d.hands[q])
            at = q * k.MAXCARD
            assert {c for c in range(k.MAXCARD) if ontab[at + c]} == d.tabs[q]
            assert donem[q] == sum({1 << k.TYPE_ID[t] for t in d.done[q]})
            # every meld scored or pending holds its cards' bits (they are never taken back)
            for t, cs in d.scored[q] + [(m.type, m.cards) for m in d.pending[q]]:
                assert all(seen[at + c] & (1 << k.TYPE_ID[t]) for c in cs), (t, cs)
            self.seen_bits += sum(1 for x in seen[at:at + k.MAXCARD] if x)
        self.checked += 1
        return super().choose_card(d, p, options)


@pytest.mark.parametrize("variant_id", ["classic", "rubicon", "six_pack"])
def test_the_deal_arrays_follow_its_hands_tables_and_melds(variant_id: str) -> None:
    v = preset(variant_id)
    for seed in range(4):
        st = GameState.new_game(v, seed=seed)
        d = Deal.from_state(st)
        pol = _Flags(random.Random(seed))
        k.play(d, pol)
        assert pol.checked >= 2 * 24 and pol.seen_bits > 0
        assert not any(d.hands) and not any(d.counts)


def _second_announcements(vid: str, deals: int) -> list[tuple[GameState, int, Deal, Meld]]:
    """Acts that may score several melds: the last stock trick of the games whose winner then
    scores everything, played from random hands.  For each first meld the rules allow there,
    the checked engine after announcing and scoring it, the seat, and the kernel's deal after
    the same."""
    v = preset(vid)
    out: list[tuple[GameState, int, Deal, Meld]] = []
    for seed in range(deals):
        rng = random.Random(seed)
        deck = full_deck(v.packs)
        rng.shuffle(deck)
        h = v.hand_size
        if seed % 2:
            # every other deal the first hand holds a sequence of the turn-up's suit (the
            # marriage in it too), so that an act can hold melds sharing cards
            turnup = deck[2 * h + 1]
            seq = [c for c in range(32) if c >> 3 == (turnup >> 3) & 3 and c & 7 >= 3]
            if turnup in seq:
                continue
            deck = seq + [c for c in deck if c not in seq and c != turnup]
            deck.insert(2 * h + 1, turnup)
        turnup = deck[2 * h + 1]
        trump = (turnup >> 3) & 3 if v.trump_determination == "turn_up" else None
        st = GameState.from_position(
            v, trump=trump, step=STEP_PLAY, to_act=0, leader=0, stock=[deck[2 * h]],
            turnup=turnup, hands=[{"concealed": deck[:h]}, {"concealed": deck[h:2 * h]}])
        while st.step == STEP_PLAY:
            acts = st.legal_actions()
            st.apply(acts[rng.randrange(len(acts))], undoable=False)
        if not (st.step == STEP_DECLARE and st.act_last_stock):
            continue
        p = st.to_act
        assert p is not None
        for m in candidate_melds(v, st.concealed[p] + st.table[p], st.trump):
            if st.announce_reasons(p, m):
                continue
            after = st.clone()
            after.apply(Action("announce", meld=m), undoable=False)
            after.apply(Action("score", meld=m), undoable=False)
            d = Deal.from_state(st)
            d.act_open = True
            dm.score_meld(d, p, m.type, m.cards, False)
            out.append((after, p, d, m))
    return out


@pytest.mark.parametrize("vid", ["seed002_scaled", "one_pack_32"])
def test_the_kernels_rules_inside_one_act_are_the_engines(vid: str) -> None:
    # After one meld of an act that may score several, every candidate meld: the kernel allows
    # it exactly when the checked engine gives no reason against announcing it (V2 and F2
    # included: an earlier announcement of the act must stay legal beside the new one).
    checked = refused_by_act = 0
    for after, p, d, first in _second_announcements(vid, 1500):
        listed = after.legal_melds(p)  # the checked engine's own listing, as quick as it can
        for m in candidate_melds(after.variant, after.concealed[p] + after.table[p],
                                 after.trump):
            if m == first:
                continue
            reasons = after.announce_reasons(p, m)
            assert (m in listed) == (not reasons), (vid, str(first), str(m), reasons)
            assert dm.announce_ok(d, p, m.type, m.cards) == (not reasons), (vid, str(first),
                                                                          str(m), reasons)
            checked += 1
            refused_by_act += bool(k.act_reasons(d.act, d.act_laid, [], d.played, d.strict,
                                                 m.type, m.cards))
    assert checked >= 150 and refused_by_act, (checked, refused_by_act)


def test_a_marriage_then_its_sequence_in_one_act_is_refused_either_way() -> None:
    # SPEC §2.4 V2 in the kernel: clubs trumps, K♣ Q♣ A♣ 10♣ J♣ in hand, an act that may score
    # several melds. A marriage then the sequence over its king and queen: the sequence is
    # refused (the marriage would be its inferior combination); the other way round the
    # marriage is refused (R2). Without the act's rules the first order was allowed.
    v = preset("seed002_scaled")
    cards = [parse_card(c) for c in ("KC1", "QC1", "AC1", "TC1", "JC1", "7S1", "8S1", "9S1")]
    other = [parse_card(c) for c in ("7H1", "8H1", "9H1", "JH1", "QH1", "KH1", "7D1", "8D1")]
    st = GameState.from_position(v, trump=3, step=STEP_PLAY, phase=1, to_act=0, leader=0,
                                 hands=[{"concealed": cards}, {"concealed": other}],
                                 stock=[parse_card("7C1"), parse_card("8C1")])
    marriage = (MARRIAGE, tuple(sorted(cards[:2])))
    sequence = (SEQUENCE, tuple(sorted(cards[:5])))
    for first, second in ((marriage, sequence), (sequence, marriage)):
        d = Deal.from_state(st)
        d.act_open = True
        assert dm.announce_ok(d, 0, *first)
        dm.score_meld(d, 0, first[0], first[1], False)
        assert not dm.announce_ok(d, 0, *second), (first, second)
        # alone, in an act of its own, the second is allowed
        assert dm.announce_ok(Deal.from_state(st), 0, *second)
