"""The cases of the rules' ``VECTORS.md`` that ``tests/data/cases-public.json`` does not carry.

V13 (the loser cannot declare), V49–V54 (the seven of trumps), V55–V56 (the end of the stock and
the number of tricks) and V57–V60 (carte blanche), as positions (:meth:`GameState.from_position`)
or small deals from explicit deck orders (:meth:`GameState.new_game`), through the public API.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bezique_qt.engine import Action, GameState, IllegalAction, compute_rubicon, preset
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import CARTE_BLANCHE, EXCHANGE, PLAY, SHOW_SEVEN
from bezique_qt.engine.cards import SUITS, full_deck, parse_card, parse_cards
from bezique_qt.engine.melds import Meld
from bezique_qt.engine.state import STEP_DECLARE, STEP_GUESS, STEP_PLAY
from bezique_qt.engine.variants import Variant

CLUBS, HEARTS, DIAMONDS = SUITS.index("C"), SUITS.index("H"), SUITS.index("D")


# ---------------------------------------------------------------------------- helpers
def cards(text: str, packs: int = 8) -> list[int]:
    return parse_cards(text, packs)


def card(text: str) -> int:
    return parse_card(text)


def deck_order(variant: Variant, non_dealer: Sequence[int], dealer: Sequence[int],
               turnup: int | None = None, stock_top: Sequence[int] = ()) -> list[int]:
    """A deck (top card first) that deals these hands, turn-up and first stock cards.

    The convention is the one :meth:`GameState.new_game` documents: packets from the top,
    non-dealer first (3-2-3 for eight cards, threes or single cards otherwise), then the
    turn-up, then the stock, drawn from its first card.
    """
    n = variant.hand_size
    assert len(non_dealer) == n and len(dealer) == n
    if variant.deal_pattern == "3-2-3" and n == 8:
        packets = [3, 2, 3]
    elif variant.deal_pattern == "threes" and n % 3 == 0:
        packets = [3] * (n // 3)
    else:
        packets = [1] * n
    used = [*non_dealer, *dealer, *([turnup] if turnup is not None else []), *stock_top]
    assert len(set(used)) == len(used)
    rest = [c for c in full_deck(variant.packs) if c not in set(used)]
    deck: list[int] = []
    nd, d = list(non_dealer), list(dealer)
    for k in packets:
        deck += nd[:k] + d[:k]
        nd, d = nd[k:], d[k:]
    if turnup is not None:
        deck.append(turnup)
    return deck + list(stock_top) + rest


def deal(variant: Variant, non_dealer: Sequence[int], dealer: Sequence[int],
         turnup: int | None = None, stock_top: Sequence[int] = ()) -> GameState:
    """A new game whose first deal is forced; player 1 deals, so player 0 leads."""
    st = GameState.new_game(variant, decks=[deck_order(variant, non_dealer, dealer, turnup,
                                                       stock_top)], first_dealer=1)
    assert sorted(st.concealed[0]) == sorted(non_dealer)
    assert sorted(st.concealed[1]) == sorted(dealer)
    assert st.turnup == turnup
    return st


def position(variant: Variant, trump: int | None, hand0: dict[str, list], hand1: dict[str, list],
             stock: Sequence[int] = (), turnup: int | None = None, *, to_act: int = 0,
             phase: int = 1, dix_exchanged: bool = False) -> GameState:
    """A phase position with ``to_act`` on lead."""
    return GameState.from_position(variant, trump=trump, hands=[hand0, hand1], to_act=to_act,
                                   step=STEP_PLAY, stock=stock, turnup=turnup, phase=phase,
                                   dix_exchanged=dix_exchanged)


def kinds(st: GameState) -> set[str]:
    return {a.kind for a in st.legal_actions(merge_copies=False)}


def trick(st: GameState, lead: str, follow: str) -> list[ev.Event]:
    """Play one trick; returns its events.  A winner with nothing to declare finishes the
    declaration act at once, so the draws are made."""
    out = st.apply(f"play {lead}")
    out += st.apply(f"play {follow}")
    if st.step == STEP_DECLARE and [str(a) for a in st.legal_actions()] == ["done"]:
        out += st.apply("done")
    return out


def points(st: GameState) -> list[int]:
    return list(st.deal_points)


# ---------------------------------------------------------------------------- V13
def test_v13_the_loser_cannot_declare() -> None:
    v = preset("classic")
    st = position(v, HEARTS, {"concealed": cards("AS1 8C1 9C1 7D2 8D2 9D2 8S1 9S1")},
                  {"concealed": cards("KS1 QS1 7D1 8H1 9H1 JC1 TC1 8S2")},
                  stock=cards("8C2 9C2 7C1 7C2"), turnup=card("9H2"))
    st.apply("play AS1")
    # B, holding an undeclared K♠ Q♠, may only follow
    assert kinds(st) == {PLAY}
    st.apply("play 7D1")
    assert st.tricks[-1][2] == 0
    # the declaration act belongs to the winner alone (here with nothing to declare: only
    # 'done'); then the winner draws first, then the loser
    assert st.step == STEP_DECLARE and st.to_act == 0
    assert [str(a) for a in st.legal_actions()] == ["done"]
    with pytest.raises(IllegalAction):
        st.apply("announce MARRIAGE KS1 QS1")
    events = st.apply("done")
    drawn = [e.player for e in events if e.kind == ev.CARD_DRAWN]
    assert drawn == [0, 1]
    assert st.step == STEP_PLAY and st.to_act == 0
    assert st.table[1] == [] and st.pending[1] == [] and st.deal_points == [0, 0]
    assert {card("KS1"), card("QS1")} <= set(st.concealed[1])
    with pytest.raises(IllegalAction):
        st.apply("announce MARRIAGE KS1 QS1")


def test_v13_the_winner_declares_alone() -> None:
    v = preset("classic")
    st = position(v, HEARTS, {"concealed": cards("AS1 KD1 QD1 7D2 8D2 9D2 8S1 9S1")},
                  {"concealed": cards("KS1 QS1 7D1 8H1 9H1 JC1 TC1 8S2")},
                  stock=cards("8C2 9C2 7C1 7C2"), turnup=card("9H2"))
    trick(st, "AS1", "7D1")
    assert st.step == STEP_DECLARE and st.to_act == 0
    announced = {a.meld for a in st.legal_actions(merge_copies=False) if a.kind == "announce"}
    assert announced == {Meld.of("MARRIAGE", cards("KD1 QD1"))}
    with pytest.raises(IllegalAction) as e:
        st.apply("announce MARRIAGE KS1 QS1")
    assert e.value.code == "V1"


# ---------------------------------------------------------------------------- V49
@pytest.mark.parametrize("preset_id", ["classic", "hoffmann_1909"])
def test_v49_seven_turned_up(preset_id: str) -> None:
    v = preset(preset_id)
    st = deal(v, cards("7D2 AS1 AS2 9S1 8H1 9H1 8C1 9C1"), cards("7S1 8S1 7H1 7H2 7C1 8C2 9C2 JC1"),
              turnup=card("7D1"), stock_top=cards("8S2 9S2 8H2 9H2"))
    assert st.trump == DIAMONDS
    assert st.deal_points == [0, 10]  # the dealer scores the seven turned up
    if v.dix_scores_on == "when_played":
        # the other seven of trumps scores when played in phase 1, won or lost
        st.apply("play 7D2")
        assert st.deal_points == [10, 10]
        return
    # declare_after_win: shown after winning a trick; it cannot be exchanged for a seven
    trick(st, "9S1", "7S1")  # no brisque: hoffmann_1909 scores brisques as they are won
    assert st.step == STEP_DECLARE and st.to_act == 0
    assert kinds(st) == {SHOW_SEVEN, "done"}
    with pytest.raises(IllegalAction):
        st.apply("exchange 7D2")
    st.apply("show 7D2")
    assert st.deal_points == [10, 10]
    assert SHOW_SEVEN not in kinds(st)


def test_v49_no_exchange_when_a_seven_is_turned_up() -> None:
    st = deal(preset("classic"), cards("7D2 AS1 AS2 9S1 8H1 9H1 8C1 9C1"),
              cards("7S1 8S1 7H1 7H2 7C1 8C2 9C2 JC1"), turnup=card("7D1"),
              stock_top=cards("8S2 9S2 8H2 9H2"))
    st.apply("play AS1")
    st.apply("play 7S1")
    # nothing to declare and no exchange: the act offers only 'done'
    assert st.step == STEP_DECLARE and [str(a) for a in st.legal_actions()] == ["done"]
    with pytest.raises(IllegalAction):
        st.apply("exchange 7D2")
    st.apply("done")
    assert st.step == STEP_PLAY and st.to_act == 0
    assert EXCHANGE not in kinds(st)
    with pytest.raises(IllegalAction):
        st.apply("exchange 7D2")
    assert card("7D2") in st.concealed[0] and st.turnup == card("7D1")


# ---------------------------------------------------------------------------- V50
def _v50_position(**switches: object) -> GameState:
    v = preset("classic").with_switches(**switches)
    return position(v, CLUBS, {"concealed": cards("7C1 QC1 KS1 QS1 AS1 AD1 8H1 9H1")},
                    {"concealed": cards("7D1 8D1 9D1 7S1 8S1 9S1 JH1 TH1")},
                    stock=cards("8C1 9C1 8C2 9C2 7H1 7H2"), turnup=card("KC1"))


def test_v50_exchange_the_seven() -> None:
    st = _v50_position()
    trick(st, "AS1", "7D1")
    assert st.step == STEP_DECLARE
    assert Action(EXCHANGE, card=card("7C1")) in st.legal_actions()
    st.apply("exchange 7C1")
    assert card("KC1") in st.concealed[0] and card("7C1") not in st.concealed[0]
    assert st.turnup == card("7C1")
    assert st.deal_points == [10, 0]
    # the king just taken cannot be declared this turn ...
    with pytest.raises(IllegalAction) as e:
        st.apply("announce MARRIAGE KC1 QC1")
    assert "§2.8" in e.value.reasons
    # ... but another meld may be (dix_counts_as_declaration = false)
    st.apply("announce MARRIAGE KS1 QS1")
    st.apply("score MARRIAGE KS1 QS1")
    assert st.deal_points == [30, 0]
    st.apply("done")
    # the next trick won: the royal marriage with that king is legal
    trick(st, "AD1", "8D1")
    assert st.step == STEP_DECLARE and st.to_act == 0
    st.apply("announce MARRIAGE KC1 QC1")
    st.apply("score MARRIAGE KC1 QC1")
    assert st.deal_points == [70, 0]


def test_v50_exchange_counts_as_the_declaration() -> None:
    st = _v50_position(dix_counts_as_declaration=True)
    trick(st, "AS1", "7D1")
    st.apply("exchange 7C1")
    assert st.deal_points == [10, 0]
    assert kinds(st) == {"done"}
    with pytest.raises(IllegalAction) as e:
        st.apply("announce MARRIAGE KS1 QS1")
    assert "§2.8" in e.value.reasons


def test_v50_declaring_first_then_exchanging_when_it_counts() -> None:
    st = _v50_position(dix_counts_as_declaration=True)
    trick(st, "AS1", "7D1")
    st.apply("announce MARRIAGE KS1 QS1")
    assert EXCHANGE not in kinds(st)
    st.apply("score MARRIAGE KS1 QS1")
    assert EXCHANGE not in kinds(st)


# ---------------------------------------------------------------------------- V51
def _v51_position(preset_id: str = "classic", leader: int = 0,
                  **switches: object) -> GameState:
    """After V50: A exchanged 7C1 (the turn-up now), B holds the other seven of clubs."""
    v = preset(preset_id).with_switches(**switches)
    return position(v, CLUBS, {"concealed": cards("KC1 8C1 AS1 AD1 8H1 9H1 8D1 9D1")},
                    {"concealed": cards("7C2 QC1 7S1 8S1 9S1 7D1 JH1 TH1")},
                    stock=cards("9C1 8C2 9C2 7H1 7H2 8D2"), turnup=card("7C1"),
                    to_act=leader, dix_exchanged=True)


def test_v51_when_played_scores_for_the_player_who_loses() -> None:
    st = _v51_position(dix_scores_on="when_played")
    trick(st, "8C1", "7C2")
    assert st.tricks[-1][2] == 0
    assert st.deal_points == [0, 10]


def test_v51_when_played_if_wins_goes_to_the_captor() -> None:
    st = _v51_position(dix_scores_on="when_played_if_wins")
    trick(st, "8C1", "7C2")
    assert st.tricks[-1][2] == 0
    assert st.deal_points == [10, 0]


def test_v51_when_played_if_wins_scores_for_its_winner() -> None:
    st = _v51_position(leader=1, dix_scores_on="when_played_if_wins")
    trick(st, "7C2", "AS1")
    assert st.tricks[-1][2] == 1
    assert st.deal_points == [0, 10]


def test_v51_declare_after_win_shows_the_second_seven() -> None:
    st = _v51_position("hoffmann_1909", leader=1)
    trick(st, "JH1", "8H1")  # no brisque: hoffmann_1909 scores brisques as they are won
    assert st.step == STEP_DECLARE and st.to_act == 1
    assert Action(SHOW_SEVEN, card=card("7C2")) in st.legal_actions()
    st.apply("show 7C2")
    assert st.deal_points == [0, 10]


@pytest.mark.parametrize("preset_id", ["classic", "hoffmann_1909"])
def test_v51_the_second_seven_cannot_be_exchanged(preset_id: str) -> None:
    st = _v51_position(preset_id, leader=1)
    trick(st, "TH1", "8H1")
    assert st.to_act == 1
    assert EXCHANGE not in kinds(st)
    with pytest.raises(IllegalAction):
        st.apply("exchange 7C2")


# ---------------------------------------------------------------------------- V52
@pytest.mark.parametrize("timing", ["after_win_before_draw", "any_time_on_lead"])
def test_v52_no_exchange_for_the_loser(timing: str) -> None:
    v = preset("classic").with_switches(dix_exchange_timing=timing)
    st = position(v, CLUBS, {"concealed": cards("AS1 KS1 QS1 8H1 9H1 8D1 9D1 JH1")},
                  {"concealed": cards("7C1 7S1 8S1 9S1 7D1 TH1 QH1 JD1")},
                  stock=cards("9C1 8C2 9C2 7H1 7H2 8D2"), turnup=card("KC1"))
    seen: set[str] = set()
    st.apply("play AS1")
    seen |= kinds(st)  # B, holding the seven of trumps, follows
    st.apply("play 7S1")
    assert st.tricks[-1][2] == 0
    # B never acts until A has led again; when B follows, only plays are offered
    while st.to_act == 0:
        st.apply(next(a for a in st.legal_actions() if a.kind in ("done", PLAY)))
    seen |= kinds(st)
    assert seen == {PLAY}
    assert st.turnup == card("KC1") and st.deal_points == [0, 0]


def test_v52_exchange_on_lead_under_any_time_on_lead() -> None:
    v = preset("classic").with_switches(dix_exchange_timing="any_time_on_lead")
    st = position(v, CLUBS, {"concealed": cards("7C1 KS1 QS1 8H1 9H1 8D1 9D1 JH1")},
                  {"concealed": cards("AS1 7S1 8S1 9S1 7D1 TH1 QH1 JD1")},
                  stock=cards("9C1 8C2 9C2 7H1 7H2 8D2"), turnup=card("KC1"))
    assert EXCHANGE in kinds(st)  # on lead, before leading
    st.apply("exchange 7C1")
    assert st.turnup == card("7C1") and st.deal_points == [10, 0]
    assert st.step == STEP_PLAY and st.to_act == 0


# ---------------------------------------------------------------------------- V53, V54
def _last_stock_position(preset_id: str = "classic") -> GameState:
    """After trick 23: one face-down card and the turn-up K♣ left; A holds the seven."""
    v = preset(preset_id)
    return position(v, CLUBS, {"concealed": cards("7C1 8C1 AS1 AD1 8H1 9H1 8D1 9D1")},
                    {"concealed": cards("7S1 8S1 9S1 7D1 JH1 TH1 8H2 9H2")},
                    stock=cards("8C2"), turnup=card("KC1"))


def test_v54_exchange_at_the_last_stock_trick() -> None:
    st = _last_stock_position()
    trick(st, "AS1", "7D1")
    assert st.step == STEP_DECLARE and st.act_last_stock
    st.apply("exchange 7C1")
    assert st.deal_points == [10, 0]
    events = st.apply("done")
    # the winner draws the last face-down card; the loser receives the seven
    drawn = [(e.kind, e.player, e.card) for e in events
             if e.kind in (ev.CARD_DRAWN, ev.TURN_UP_TAKEN)]
    assert drawn == [(ev.CARD_DRAWN, 0, card("8C2")), (ev.TURN_UP_TAKEN, 1, card("7C1"))]
    assert st.phase == 2 and st.turnup is None and st.stock_size() == 0
    assert card("KC1") in st.concealed[0] and card("7C1") in st.concealed[1]
    # V53: the seven of trumps played in the last tricks scores nothing
    trick(st, "8C1", "7C1")
    assert st.deal_points == [10, 0]


@pytest.mark.parametrize("switches", [{}, {"dix_scores_on": "when_played_if_wins"}])
def test_v53_seven_of_trumps_in_phase_two_scores_nothing(switches: dict[str, str]) -> None:
    v = preset("classic").with_switches(**switches)
    st = position(v, CLUBS, {"concealed": cards("7C1 8H1 9H1")},
                  {"concealed": cards("9C1 8D1 9D1")}, phase=2)
    trick(st, "7C1", "9C1")
    assert st.deal_points == [0, 0]
    st2 = position(v, CLUBS, {"concealed": cards("AC1 8H1 9H1")},
                   {"concealed": cards("7C1 8D1 9D1")}, phase=2)
    trick(st2, "AC1", "7C1")
    assert st2.deal_points == [0, 0]


def test_v53_hoffmann_no_show_in_phase_two() -> None:
    st = position(preset("hoffmann_1909"), CLUBS, {"concealed": cards("AC1 7C1 9H1")},
                  {"concealed": cards("9C1 8D1 9D1")}, phase=2)
    trick(st, "AC1", "9C1")
    assert SHOW_SEVEN not in kinds(st) and st.step == STEP_PLAY


# ---------------------------------------------------------------------------- V55
def test_v55_end_of_the_stock() -> None:
    v = preset("classic")
    a = {"concealed": cards("TD1 8C1"), "table": cards("AS1 AH1 AD1 AC1 KS1 QS1"),
         "pending": [Meld.of("QUARTET_A", cards("AS1 AH1 AD1 AC1")),
                     Meld.of("MARRIAGE", cards("KS1 QS1"))]}
    b = {"concealed": cards("7S1 8S1 9S1 8D1 9D1 JC1"), "table": cards("KD1 QD1"),
         "pending": [Meld.of("MARRIAGE", cards("KD1 QD1"))]}
    st = position(v, HEARTS, a, b, stock=cards("8C2"), turnup=card("9H1"))
    assert [len(st.hand(p)) for p in (0, 1)] == [8, 8]
    trick(st, "TD1", "7S1")
    assert st.step == STEP_DECLARE and st.to_act == 0 and st.act_last_stock
    st.apply("score QUARTET_A AS1 AH1 AD1 AC1")
    with pytest.raises(IllegalAction) as e:  # one score only (default)
        st.apply("score MARRIAGE KS1 QS1")
    assert e.value.code == "ONE_SCORE"
    events = st.apply("done")
    assert st.deal_points == [100, 0]
    lapsed = {(e.player, e.meld) for e in events if e.kind == ev.CLAIM_LAPSED}
    assert lapsed == {(0, Meld.of("MARRIAGE", cards("KS1 QS1"))),
                      (1, Meld.of("MARRIAGE", cards("KD1 QD1")))}
    assert card("8C2") in st.concealed[0] and card("9H1") in st.concealed[1]
    assert st.phase == 2 and st.stock_size() == 0
    assert st.pending == [[], []] and st.table == [[], []]
    assert [len(st.concealed[p]) for p in (0, 1)] == [8, 8]
    assert {card("KD1"), card("QD1")} <= set(st.concealed[1])
    assert st.step == STEP_PLAY and st.to_act == 0 and st.leader == 0
    # no declarations any more
    trick(st, "AS1", "8S1")
    assert st.step == STEP_PLAY and kinds(st) == {PLAY}


# ---------------------------------------------------------------------------- V56
TRICKS = {
    "classic": (24, 8), "hoffmann_1909": (24, 8), "seed002_scaled": (24, 8),
    "one_pack_32": (8, 8), "rubicon": (55, 9), "six_pack": (84, 12), "eight_pack": (113, 15),
}


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("preset_id", sorted(TRICKS))
def test_v56_tricks_per_deal(preset_id: str, seed: int) -> None:
    v = preset(preset_id)
    if not v.single_deal:
        v = v.with_switches(game_target=10**9)  # let the deal run to its end
    st = GameState.new_game(v, seed=seed)
    rng = random.Random(seed)
    phase1_tricks = None
    while not st.deal_over:
        actions = st.legal_actions()
        assert actions
        st.apply(rng.choice(actions))
        if st.phase == 2 and phase1_tricks is None:
            phase1_tricks = st.trick_no
            # V55's card arithmetic: full hands again, tables back in the hands, nothing pending
            assert [len(st.concealed[p]) for p in (0, 1)] == [v.hand_size] * 2
            assert st.table == [[], []] and st.pending == [[], []]
            assert st.stock_size() == 0
            assert st.to_act == st.leader == st.tricks[-1][2]
    assert (phase1_tricks, st.trick_no - phase1_tricks) == TRICKS[preset_id]
    assert len(st.won[0]) + len(st.won[1]) == v.deck_size


# ---------------------------------------------------------------------------- V57-V60
RUBICON_DEALER = "KS1 KS2 QH1 QH2 JD1 JD2 KC1 8D1 9D1"


def _carte_blanche_chain(preset_id: str, non_dealer: str, dealer: str, each: int) -> None:
    v = preset(preset_id)
    # after trick 1 the winner (A) draws 7D, after trick 2 K♠, after trick 3 8♠
    stock = cards("7D1 7S3 KS3 7S4 8S3 9S3", v.packs)
    st = deal(v, cards(non_dealer, v.packs), cards(dealer, v.packs), stock_top=stock)
    if st.step == STEP_GUESS:  # six-pack: the non-dealer first guesses the dealer's packet
        st.apply("guess 24")
    guessed = list(st.deal_points)
    assert CARTE_BLANCHE in kinds(st)
    st.apply("carte-blanche")  # before leading, no trick needed
    assert st.deal_points == [guessed[0] + each, guessed[1]]
    assert CARTE_BLANCHE not in kinds(st)
    trick(st, "AS1", "8D1")
    assert st.tricks[-1][2] == 0 and card("7D1") in st.concealed[0]
    assert Action(CARTE_BLANCHE, card=card("7D1")) in st.legal_actions()
    st.apply("carte-blanche 7D1")
    assert st.deal_points == [guessed[0] + 2 * each, guessed[1]]
    trick(st, "TS1", "9D1")
    assert card("KS3") in st.concealed[0]
    assert CARTE_BLANCHE not in kinds(st)  # a court card drawn: the chain ends
    trick(st, "AD1", "KC1")
    assert card("8S3") in st.concealed[0]
    assert CARTE_BLANCHE not in kinds(st)  # never again after holding a court card
    assert st.deal_points == [guessed[0] + 2 * each, guessed[1]]


def test_v57_rubicon_carte_blanche() -> None:
    _carte_blanche_chain("rubicon", "AS1 TS1 9S1 8H1 7H1 AD1 TC1 9C1 8C1", RUBICON_DEALER, 50)


def test_v59_six_pack_carte_blanche() -> None:
    _carte_blanche_chain("six_pack", "AS1 TS1 9S1 8H1 7H1 AD1 TC1 9C1 8C1 AH1 TH1 9H1",
                         RUBICON_DEALER + " KH1 KH2 QC1", 250)


def test_v59_eight_pack_has_no_carte_blanche() -> None:
    v = preset("eight_pack")
    st = deal(v, cards("AS1 TS1 9S1 8H1 7H1 AD1 TC1 9C1 8C1 AH1 TH1 9H1 AC1 8S1 7S1"),
              cards(RUBICON_DEALER + " KH1 KH2 QC1 QC2 JH1 JH2"))
    assert CARTE_BLANCHE not in kinds(st)
    with pytest.raises(IllegalAction):
        st.apply("carte-blanche")


def test_v58_carte_blanche_then_four_aces() -> None:
    v = preset("rubicon")
    st = deal(v, cards("AS1 AS2 AH1 AD1 TS1 9H1 8H2 7C1 9C1"), cards(RUBICON_DEALER),
              stock_top=cards("7D1 8D2 9D2 7S3"))
    st.apply("carte-blanche")
    assert st.deal_points == [50, 0]
    trick(st, "9C1", "8D1")
    assert st.step == STEP_DECLARE and st.to_act == 0
    st.apply("announce QUARTET_A AS1 AS2 AH1 AD1")
    st.apply("score QUARTET_A AS1 AS2 AH1 AD1")
    assert st.deal_points == [150, 0]


def test_v57_carte_blanche_only_before_the_first_card() -> None:
    v = preset("rubicon")
    st = deal(v, cards("AS1 TS1 9S1 8H1 7H1 AD1 TC1 9C1 8C1"), cards(RUBICON_DEALER),
              stock_top=cards("7D1 7S3 KS3 8S3"))
    trick(st, "AS1", "8D1")
    assert CARTE_BLANCHE not in kinds(st)
    assert st.deal_points == [0, 0]


SEED001_HAND = "9S1 8S1 7S1 9H1 8H1 9D1 8D1 7C1"
CLASSIC_DEALER = "KS1 QS1 KH1 QH1 JD1 AC1 TC1 KC1"


def test_v60_seed001_carte_blanche() -> None:
    v = preset("classic").with_switches(carte_blanche="seed001")
    st = deal(v, cards(SEED001_HAND), cards(CLASSIC_DEALER), turnup=card("9H2"),
              stock_top=cards("8C1 8C2 9C2 9S2"))
    assert CARTE_BLANCHE in kinds(st)
    st.apply("carte-blanche")
    assert st.deal_points == [50, 0] and st.game_points == [50, 0]
    # no repeat is specified under seed001: a drawn non-court card is not shown again
    trick(st, "9S1", "JD1")
    assert st.tricks[-1][2] == 0 and card("8C1") in st.concealed[0]
    assert CARTE_BLANCHE not in kinds(st)
    assert st.deal_points[0] == 50


@pytest.mark.parametrize(("rule", "expected"), [("seed001", False), ("rubicon", True)])
def test_v60_an_ace_is_a_face_card_only_under_seed001(rule: str, expected: bool) -> None:
    v = preset("classic").with_switches(carte_blanche=rule)
    st = deal(v, cards("AS1 9S1 8S1 7S1 9H1 8H1 9D1 8D1"), cards(CLASSIC_DEALER),
              turnup=card("9H2"))
    assert (CARTE_BLANCHE in kinds(st)) is expected


def test_v60_no_carte_blanche_in_classic_by_default() -> None:
    st = deal(preset("classic"), cards(SEED001_HAND), cards(CLASSIC_DEALER), turnup=card("9H2"))
    assert CARTE_BLANCHE not in kinds(st)


# ---------------------------------------------------------------------------- SPEC §4.7, Law 17
@pytest.mark.parametrize(("pa", "pb", "points"), [
    (1320, 620, 3200),   # as V66: the cap does not bite
    (500, 1540, 2700),   # 500 + at most 900 for B's 1500 + 1300
    (1320, 60, 2700),    # at least 100 (Law 59) still holds
])
def test_law17_more_than_nine_cards_is_rubiconed(pa: int, pb: int, points: int) -> None:
    for rounding in ("floor_each", "floor_sum"):
        v = preset("rubicon").with_switches(rubicon_rounding=rounding)
        comp = compute_rubicon((pa, pb), (0, 0), v, over_nine=1)
        assert (comp.winner, comp.points, comp.rubiconed) == (0, points, True)
