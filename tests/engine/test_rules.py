"""The trick rules written once (engine/rules.py): winners of two to four cards, the last
tricks' duties for two and more players (SPEC §1.2, §1.4)."""

from __future__ import annotations

import random

import pytest

from bezique_qt.engine import GameState, preset
from bezique_qt.engine.cards import CLUBS, HEARTS, SPADES, parse_card
from bezique_qt.engine.rules import (
    beats,
    count_brisques,
    deal_rules,
    draw_after_trick,
    finish_deal,
    follow_options,
    phase2_legal,
    score_trick,
    start_last_tricks,
    trick_rules,
    trick_winner,
    trick_winner_index,
    variant_rules,
)


def cards(text: str) -> list[int]:
    return [parse_card(t, 2) for t in text.split()]


@pytest.mark.parametrize(("played", "trump", "winner"), [
    ("7S1 AS1 TS1", HEARTS, 1),          # highest of the suit led
    ("7S1 AS1 7H1", HEARTS, 2),          # a trump takes it
    ("7S1 8H1 AH1 9H1", HEARTS, 2),      # the highest trump of several
    ("KS1 AS1 AS2 QS1", HEARTS, 1),      # identical winning cards: the first played
    ("KS1 AD1 AC1", HEARTS, 0),          # off-suit plain cards never win
    ("KS1 AD1 AC1 7S1", None, 0),        # no trump yet
])
def test_winner_of_three_and_four_cards(played: str, trump: int | None, winner: int) -> None:
    assert trick_winner_index(cards(played), trump) == winner


def test_rank_only_lets_a_higher_off_suit_card_win_while_no_trump_is_played() -> None:
    assert trick_winner_index(cards("9S1 KD1 AC1"), HEARTS, rank_only=True) == 2
    assert trick_winner_index(cards("9S1 7H1 AC1"), HEARTS, rank_only=True) == 1
    assert trick_winner_index(cards("9S1 7H1 AC1"), HEARTS, rank_only=True, phase2=True) == 1
    assert trick_winner_index(cards("9S1 KD1 AC1"), HEARTS, rank_only=True, phase2=True) == 0


def test_ten_ranks_between_nine_and_jack_in_the_last_tricks_when_low() -> None:
    ten, jack, nine = cards("TS1 JS1 9S1")
    assert beats(ten, jack, None, phase2=True, ten_low=True)
    assert not beats(ten, nine, None, phase2=True, ten_low=True)
    assert not beats(ten, jack, None, phase2=False, ten_low=True)


def test_two_card_winner_is_the_n_card_winner_for_every_pair() -> None:
    for trump in (None, SPADES, CLUBS):
        for ph, tl, ro in ((False, False, False), (True, True, False), (False, False, True)):
            r = trick_rules(trump, phase2=ph, ten_low=tl, rank_only=ro)
            for a in range(64):
                for b in range(64):
                    w = trick_winner(a, b, trump, phase2=ph, ten_low=tl, rank_only=ro)
                    assert w == r.winner([a, b]) == int(r.table[a & 31][b & 31])


def test_multi_player_duty_is_to_beat_the_best_card_so_far_even_a_partners() -> None:
    rules = dict(must_head=True, must_trump=True)
    # the partner's ace leads the trick: a king may not beat it, so any spade will do
    assert follow_options(cards("KS1 9S1 7D1"), cards("JS1 AS1"), HEARTS, **rules) == \
        cards("KS1 9S1")
    # the ten beats the best card so far (the king), the nine does not
    assert follow_options(cards("TS1 9S1"), cards("JS1 KS1"), HEARTS, **rules) == cards("TS1")
    # void: over-trump when able, and only with a trump that wins
    assert follow_options(cards("7H1 KH1 8D1"), cards("JS1 QH1"), HEARTS, **rules) == \
        cards("KH1")
    # void and unable to over-trump: anything (under-trumping is never due)
    assert follow_options(cards("7H1 8D1"), cards("JS1 QH1"), HEARTS, **rules) == \
        cards("7H1 8D1")
    # following suit under a trump already played: any card of the suit
    assert follow_options(cards("AS1 7S1 8H1"), cards("JS1 QH1"), HEARTS, **rules) == \
        cards("AS1 7S1")


def test_without_the_duties_only_following_suit_is_due() -> None:
    hand = cards("7S1 AH1 8D1")
    assert follow_options(hand, cards("KS1"), HEARTS, must_head=False, must_trump=False) == \
        cards("7S1")
    assert follow_options(hand, cards("KC1"), HEARTS, must_head=False, must_trump=False) == hand
    assert phase2_legal(hand, parse_card("KC1", 2), HEARTS, True, True) == cards("AH1")


def test_the_checked_game_plays_by_these_rules_in_the_last_tricks() -> None:
    """GameState's legal cards in the last tricks are those of engine/rules on random deals."""
    for name in ("classic", "rubicon", "hoffmann_1909", "seed002_scaled"):
        v = preset(name)
        rng = random.Random(name)
        for seed in range(4):
            st = GameState.new_game(v, seed=seed)
            while not st.deal_over:
                if st.phase == 2 and st.trick and st.to_act is not None:
                    r2 = variant_rules(v, st.trump)[1]
                    hand = st.hand(st.to_act)
                    assert sorted(st.playable(st.to_act)) == sorted(
                        phase2_legal(hand, st.trick[0], st.trump, v.phase2_must_head,
                                     v.phase2_must_trump, v.phase2_ten_ranks_low))
                    assert st.playable(st.to_act) == r2.follow_options(hand, st.trick)
                actions = st.legal_actions()
                st.apply(actions[rng.randrange(len(actions))], undoable=False)


def test_draws_give_the_turn_up_to_the_loser_last_and_spoil_or_show_a_carte_blanche() -> None:
    dr = deal_rules(preset("rubicon"))
    stock = cards("7S1")
    hands: list[list[int]] = [[], []]
    cb, cb_show = [0, 2], [None, None]
    turnup = draw_after_trick(dr, 1, stock, parse_card("9H1", 2), hands, cb, cb_show)
    # the winner (1) draws the last face-down card, the loser the turn-up
    assert (turnup, stock, hands) == (None, [], [cards("9H1"), cards("7S1")])
    assert cb_show == [None, parse_card("7S1", 2)] and cb == [0, 2]
    draw_after_trick(dr, 0, cards("KD1 8D1"), None, hands, cb, cb_show)
    assert cb == [0, 3]  # a king drawn ends the carte blanche


def test_a_trick_scores_its_brisques_where_they_count_as_won() -> None:
    for name in ("classic", "hoffmann_1909", "rubicon"):
        v = preset(name)
        dr = deal_rules(v)
        pts, brisq = [0, 0], [0, 0]
        score_trick(dr, parse_card("AS1", 2), parse_card("TS1", 2), 1, 1, HEARTS, pts, brisq)
        assert brisq == [0, 2]
        expect = 2 * v.brisque_points if v.brisques_counted == "when_won" else 0
        assert pts == [0, expect]
        total, won = finish_deal(dr, pts, brisq)
        assert won == (0, 2)
        at_end = v.brisques_counted in ("end_of_deal", "when_won")
        assert total == (0, 2 * v.brisque_points if at_end else 0)


def test_the_end_of_stock_takes_table_cards_back_and_ends_claims_and_carte_blanche() -> None:
    tabs = [set(cards("KS1 QS1")), set()]
    pending, cb, cb_show = start_last_tricks(tabs, [2, 0])
    assert tabs == [set(), set()] and pending == [[], []]
    assert cb == [3, 0] and cb_show == [None, None]


def test_a_deal_copy_is_the_deal_and_shares_nothing_with_it() -> None:
    st = GameState.new_game(preset("classic"), seed=5)
    st.apply(st.legal_actions()[0])
    before = st.signature()
    d = st.deal_copy()
    assert d.hands == [st.hand(0), st.hand(1)] and d.stock == st.stock
    assert (d.trump, d.phase, d.leader, d.to_act, d.trick) == (
        st.trump, st.phase, st.leader, st.to_act, st.trick)
    for part in (d.hands[0], d.hands[1], d.stock, d.trick, d.points, d.brisques, d.cb):
        part.append(1)
    d.tabs[0].add(1)
    d.pending[0].append(None)  # type: ignore[arg-type]
    d.sevens_scored.add(1)
    assert st.signature() == before
    assert st.hand(0) == d.hands[0][:-1]


def test_the_brisques_counted_at_the_end_go_to_a_sink_in_turn_from_the_first() -> None:
    # the checked engine enters each player's brisques through a sink (an event each), from
    # the dealer's left; the kernel passes none and has them added to its points
    dr = deal_rules(preset("classic"))
    assert dr.brisques_at_end
    brisq = [3, 0, 5]
    pts = [10, 20, 30]
    entered: list[tuple[int, int, int]] = []
    count_brisques(dr, brisq, 2, pts, lambda p, points, n: entered.append((p, points, n)))
    assert entered == [(2, 5 * dr.brisque_points, 5), (0, 3 * dr.brisque_points, 3)]
    assert pts == [10, 20, 30]
    count_brisques(dr, brisq, 2, pts)
    assert pts == [10 + 3 * dr.brisque_points, 20, 30 + 5 * dr.brisque_points]
