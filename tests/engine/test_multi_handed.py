"""Three- and four-handed Bezique (SPEC §7, §8) in the checked engine: the deal, the draws,
the trick counts, the sides' scores, the partners' declarations, what each player sees, undo
and records.  (The random playouts of ``test_invariants`` run these presets too.)"""

from __future__ import annotations

import dataclasses
import random

import pytest

from bezique_qt.engine import (
    ALL_PRESETS,
    PRESETS,
    GameRecord,
    GameState,
    IllegalAction,
    Meld,
    RecordError,
    preset,
    replay,
)
from bezique_qt.engine.actions import DONE, PASS, PLAY, Action, canonical_legal
from bezique_qt.engine.cards import full_deck, parse_card, suit_of
from bezique_qt.engine.points import leader_at_end
from bezique_qt.engine.state import STEP_DEAL_OVER, STEP_DECLARE, STEP_PLAY

MULTI = ("three_handed", "four_handed_solo", "four_handed_partners")


def _c(text: str, packs: int = 4) -> int:
    return parse_card(text, packs)


def _play_deal(st: GameState, rng: random.Random) -> None:
    """Random legal actions to the end of the current deal."""
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()))


def test_the_new_presets_are_known_to_the_engine_but_not_offered() -> None:
    for vid in MULTI:
        assert vid in ALL_PRESETS and vid not in PRESETS
    assert all(v.players == 2 for v in PRESETS.values())
    assert [ALL_PRESETS[v].players for v in MULTI] == [3, 4, 4]
    assert [ALL_PRESETS[v].deck_size for v in MULTI] == [96, 128, 128]
    three = preset("three_handed")
    assert (three.game_target, three.game_end) == (2000, "end_of_deal_highest")
    assert three.max_bezique_multiple == 3 and three.bezique_points[2] == 1500
    assert three.second_double_with_used_pair
    assert preset("four_handed_partners").sides == ((0, 2), (1, 3))
    assert preset("four_handed_solo").sides == ((0,), (1,), (2,), (3,))
    with pytest.raises(ValueError):
        preset("classic").with_switches(partnerships=True)
    with pytest.raises(ValueError):
        preset("three_handed").with_switches(carte_blanche="rubicon")


@pytest.mark.parametrize("vid", MULTI)
def test_a_random_first_dealer_may_be_any_seat(vid: str) -> None:
    # the house rule "first dealer: random" draws among every seat, not only the first two
    v = preset(vid).with_switches(first_dealer="random")
    dealers = {GameState.new_game(v, seed=s).first_dealer for s in range(60)}
    assert dealers == set(range(v.players))
    # and a record of such a game keeps its dealer
    st = GameState.new_game(v, seed=7)
    assert GameRecord.of(st).new_state().first_dealer == st.first_dealer


@pytest.mark.parametrize("vid", MULTI)
def test_the_deal_goes_to_the_left_and_the_dealers_left_leads(vid: str) -> None:
    v = preset(vid)
    n = v.players
    deck = full_deck(v.packs)
    random.Random(5).shuffle(deck)
    st = GameState.new_game(v, decks=[deck, deck], first_dealer=1)
    # 3-2-3 packets, each round from the dealer's left round to the dealer
    order = [(1 + 1 + i) % n for i in range(n)]
    pos = 0
    want: dict[int, list[int]] = {p: [] for p in range(n)}
    for size in (3, 2, 3):
        for p in order:
            want[p] += deck[pos:pos + size]
            pos += size
    assert {p: st.concealed[p] for p in range(n)} == want
    assert all(len(h) == 8 for h in st.concealed)
    assert st.turnup == deck[pos] and st.trump == suit_of(deck[pos])
    assert st.stock_size() == v.deck_size - 8 * n
    assert st.stock[-1] == deck[pos + 1]  # the stock is drawn from the top
    assert st.to_act == st.leader == order[0]
    _play_deal(st, random.Random(1))
    assert st.trick_no == 32  # 24 tricks with the stock, 8 last tricks
    assert sum(1 for _, cards, _ in st.tricks if len(cards) == n) == 32
    st.next_deal()
    assert st.dealer == 2 % n and st.to_act == (st.dealer + 1) % n  # rotates to the left


@pytest.mark.parametrize("vid", MULTI)
def test_the_winner_draws_first_then_to_the_left_and_the_last_draw_takes_the_turn_up(
        vid: str) -> None:
    v = preset(vid).with_switches(partner_declares="winner_only") if vid.endswith(
        "partners") else preset(vid)
    n = v.players
    st = GameState.new_game(v, 3, first_dealer=0)
    rng = random.Random(2)
    tricks_with_draws = 0
    while st.phase == 1:
        if st.step == STEP_DECLARE:
            w = st.to_act
            assert w is not None
            nxt = st.stock[::-1][:n] + ([st.turnup] if st.stock_size() == n else [])
            last = st.stock_size() == n
            hands = [list(h) for h in st.concealed]
            st.apply(Action(DONE))
            tricks_with_draws += 1
            for i in range(n):
                q = (w + i) % n
                assert [c for c in st.concealed[q] if c not in hands[q]] == [nxt[i]]
            if last:
                assert st.turnup is None and st.phase == 2
                assert nxt[-1] in st.concealed[(w + n - 1) % n]
            continue
        st.apply(rng.choice([a for a in st.legal_actions() if a.kind == PLAY]))
    assert tricks_with_draws == 24


def test_three_handed_tricks_go_to_the_highest_trump_or_the_highest_of_the_suit_led() -> None:
    v = preset("three_handed")
    hands = [{"concealed": [_c("9C1", 3)]}, {"concealed": [_c("AC1", 3)]},
             {"concealed": [_c("TC1", 3)]}]
    st = GameState.from_position(v, trump=1, step=STEP_PLAY, to_act=0,
                                 hands=hands, turnup=_c("8S1", 3))
    for card in ("9C1", "AC1", "TC1"):
        st.apply(Action(PLAY, card=_c(card, 3)))
    assert st.tricks[-1][2] == 1 and st.to_act == 1 and st.step == STEP_DECLARE


def _second_double_position() -> GameState:
    v = preset("three_handed")
    cards = {t: _c(t, 3) for t in ("QS1", "JD1", "QS2", "JD2", "QS3", "JD3")}
    double = Meld.of("BEZIQUE_2", [cards[t] for t in ("QS1", "JD1", "QS2", "JD2")])
    hands = [{"table": [cards[t] for t in ("QS1", "JD1", "QS2", "JD2")],
              "concealed": [cards["QS3"], cards["JD3"], _c("8H1", 3)], "scored": [double]},
             {"concealed": [_c("9H1", 3)]}, {"concealed": [_c("9H2", 3)]}]
    return GameState.from_position(v, trump=1, hands=hands, to_act=0)


def test_a_second_double_bezique_may_reuse_a_pair_and_triple_bezique_scores_1500() -> None:
    # V76: a double scored; QS3 JD3 laid make a second double with one used pair, or a triple
    st = _second_double_position()
    qs1, jd1, qs2, jd2, qs3, jd3 = (_c(t, 3) for t in ("QS1", "JD1", "QS2", "JD2", "QS3",
                                                        "JD3"))
    second = Meld.of("BEZIQUE_2", [qs1, jd1, qs3, jd3])
    crossed = Meld.of("BEZIQUE_2", [qs1, jd2, qs3, jd3])
    again = Meld.of("BEZIQUE_2", [qs1, jd1, qs2, jd3])  # three used cards: not a new pair
    triple = Meld.of("BEZIQUE_3", [qs1, jd1, qs2, jd2, qs3, jd3])
    legal = st.legal_melds(0)
    assert second in legal and crossed in legal and triple in legal
    assert again not in legal and "R1" in st.announce_reasons(0, again)
    trial = st.clone()
    trial.apply(Action("announce", meld=second))
    trial.apply(Action("score", meld=second))
    assert trial.deal_points[0] == 500
    st.apply(Action("announce", meld=triple))
    assert "F2" in st.announce_reasons(0, second)  # not both in one act
    st.apply(Action("score", meld=triple))
    assert st.deal_points[0] == 1500
    # without the switch the second double is refused (R1), as in the game for two
    plain = _second_double_position()
    plain.variant = plain.variant.with_switches(second_double_with_used_pair=False)
    assert "R1" in plain.announce_reasons(0, second)


def test_partners_score_together_and_the_game_is_won_by_a_side() -> None:
    v = preset("four_handed_partners")
    st = GameState.new_game(v, 11)
    rng = random.Random(4)
    _play_deal(st, rng)
    assert len(st.game_points) == 2
    assert st.game_points == [st.deal_points[0] + st.deal_points[2],
                              st.deal_points[1] + st.deal_points[3]]
    assert list(st.deal_results[-1].side_points or ()) == st.game_points
    obs = st.observation(3)
    assert obs.game_points == tuple(st.game_points) and len(obs.deal_points) == 4
    # whole deals until a side has 2000, then the higher side wins
    while not st.over:
        if st.step == STEP_DEAL_OVER:
            st.next_deal()
        _play_deal(st, rng)
    assert max(st.game_points) >= 2000 and st.step != STEP_DEAL_OVER
    assert st.winner == st.game_points.index(max(st.game_points))
    assert not st.trick and st.trick_no == 32  # the last deal was played out


def test_a_tie_in_three_handed_goes_to_the_better_score_without_the_last_brisques() -> None:
    st = GameState.new_game(preset("three_handed"), 1)
    st.game_points = [2100, 2100, 900]
    st.brisques = [3, 1, 4]
    st.last_trick_winner = 2
    assert leader_at_end(st) == 1
    st.brisques = [2, 2, 4]
    assert leader_at_end(st) is None  # the last trick went to the third player
    st.last_trick_winner = 0
    assert leader_at_end(st) == 0


def _partners_declaring(switch: str) -> GameState:
    st = GameState.new_game(preset("four_handed_partners").with_switches(
        partner_declares=switch), 8, first_dealer=3)
    rng = random.Random(0)
    while st.step != STEP_DECLARE:
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_the_winner_may_let_his_partner_declare() -> None:
    st = _partners_declaring("winner_or_partner")
    w = st.to_act
    assert w is not None
    assert Action(PASS) in st.legal_actions()
    hands = [list(h) for h in st.concealed]
    st.apply("pass")
    assert st.to_act == (w + 2) % 4 and st.step == STEP_DECLARE
    assert Action(PASS) not in st.legal_actions()  # the partner cannot pass it back
    assert st.explain(Action(PASS)) is not None
    st.apply("done")
    # the draws begin with the trick's winner, who leads the next trick
    assert st.to_act == w and st.step == STEP_PLAY
    assert all(len(st.concealed[q]) == len(hands[q]) + 1 for q in range(4))
    st.undo()
    st.undo()
    assert st.to_act == w and st.step == STEP_DECLARE
    # once the winner has done something in his act, passing is refused
    melds = st.legal_melds(w)
    if melds:
        st.apply(Action("announce", meld=melds[0]))
        with pytest.raises(IllegalAction):
            st.apply("pass")


def test_each_partner_may_declare_separately_or_only_the_winner() -> None:
    st = _partners_declaring("each_separately")
    w = st.to_act
    assert w is not None and Action(PASS) not in st.legal_actions()
    st.apply("done")
    assert st.to_act == (w + 2) % 4 and st.step == STEP_DECLARE
    st.apply("done")
    assert st.to_act == w and st.step == STEP_PLAY
    only = _partners_declaring("winner_only")
    w = only.to_act
    assert Action(PASS) not in only.legal_actions()
    only.apply("done")
    assert only.to_act == w and only.step == STEP_PLAY


@pytest.mark.parametrize("vid", MULTI)
def test_no_player_sees_another_hand_not_even_a_partners(vid: str) -> None:
    st = GameState.new_game(preset(vid), 21)
    rng = random.Random(3)
    for _ in range(60):
        st.apply(rng.choice(st.legal_actions()))
    n = st.players
    for p in range(n):
        obs = st.observation(p)
        text = str(obs.to_json())
        assert set(obs.hand) == set(st.concealed[p])
        for q in range(n):
            if q == p:
                continue
            secret = set(st.concealed[q]) - st.known[q]
            assert not secret & set(obs.opponent_known)
            assert set(obs.unseen) >= secret
        assert obs.concealed_counts == tuple(len(c) for c in st.concealed)
        assert len(obs.tables) == len(obs.scored) == n
        assert "hand" in text


@pytest.mark.parametrize("vid", MULTI)
def test_undo_and_the_record_replay_a_whole_deal(vid: str) -> None:
    st = GameState.new_game(preset(vid), 31)
    rng = random.Random(7)
    signatures = [st.signature()]
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()))
        signatures.append(st.signature())
    record = GameRecord.of(st)
    assert len(record.players) == st.players
    again = replay(GameRecord.loads(record.dumps()))
    assert again.signature() == st.signature()
    for sig in reversed(signatures[:-1]):
        st.undo()
        assert st.signature() == sig
    assert not st.can_undo()


def test_a_record_names_as_many_players_as_the_game_has() -> None:
    st = GameState.new_game(preset("three_handed"), 1)
    data = GameRecord.of(st).to_json()
    assert data["players"] == ["South", "West", "East"]
    data["players"] = ["Ann", "Bob"]
    with pytest.raises(RecordError, match="must name three players"):
        GameRecord.from_json(data)
    data["players"] = ["Ann", "Bob", "Cy"]
    data["first_dealer"] = 3
    with pytest.raises(RecordError, match="first dealer must be a player from 0 to 2"):
        GameRecord.from_json(data)
    data["first_dealer"] = 2
    assert GameRecord.from_json(data).new_state().dealer == 2
    # the record's own rules decide: a game of two with a house rule for three players
    record = GameRecord.from_json(data)
    record.players = ["Ann", "Bob"]
    with pytest.raises(RecordError, match="2 players for a game of 3"):
        record.new_state()


def _partners_position(**switches: object) -> tuple[GameState, dict[str, int]]:
    """Player 0 has just won a trick; his partner (player 2) has declared a trump sequence
    (hearts), four kings and a bezique; the stock holds cards that make no meld."""
    v = preset("four_handed_partners").with_switches(**switches)
    c = {t: _c(t) for t in ("AH1", "TH1", "KH1", "QH1", "JH1", "KS1", "KC1", "KD1", "QS1",
                            "JD1", "QS2", "JD2", "KH2", "QH2", "QS3", "8C1", "9C1", "8D1",
                            "9D1", "7S1", "8S1", "9S1", "7D1")}
    sequence = Meld.of("SEQUENCE", [c[t] for t in ("AH1", "TH1", "KH1", "QH1", "JH1")])
    kings = Meld.of("QUARTET_K", [c[t] for t in ("KS1", "KH1", "KC1", "KD1")])
    bezique = Meld.of("BEZIQUE_1", [c["QS1"], c["JD1"]])
    hands = [
        {"concealed": [c[t] for t in ("QS2", "JD2", "KH2", "QH2", "QS3", "7S1")]},
        {"concealed": [c["8C1"]]},
        {"table": [c[t] for t in ("AH1", "TH1", "KH1", "QH1", "JH1", "KS1", "KC1", "KD1",
                                  "QS1", "JD1")],
         "scored": [sequence, kings, bezique]},
        {"concealed": [c["9C1"]]},
    ]
    st = GameState.from_position(v, trump=1, hands=hands, to_act=0,
                                 stock=[c[t] for t in ("8D1", "9D1", "8S1", "9S1")],
                                 turnup=c["7D1"])
    return st, c


def test_a_partner_may_build_on_his_partners_declared_cards() -> None:
    st, c = _partners_position()
    marriage = Meld.of("MARRIAGE", [c["KS1"], c["QS3"]])  # the partner's king, my queen
    assert marriage in st.legal_melds(0)
    st.apply(Action("announce", meld=marriage))
    st.apply(Action("score", meld=marriage))
    assert st.deal_points[0] == 20 and c["KS1"] in st.table[2]
    # V78: not a combination the partner could not declare: the sequence's king cannot marry
    # (R2), nor can the partner's king of the four kings be made four kings again (R1)
    st, c = _partners_position()
    royal = Meld.of("MARRIAGE", [c["KH2"], c["QH1"]])
    assert royal not in st.legal_melds(0) and "R2" in st.announce_reasons(0, royal)
    own = Meld.of("MARRIAGE", [c["KH2"], c["QH2"]])
    assert own in st.legal_melds(0)
    # a declaration needs a card of the player's own hand
    theirs = Meld.of("MARRIAGE", [c["KS1"], c["QS1"]])
    assert "PARTNER_OWN" in st.announce_reasons(0, theirs)
    # without the switch a player declares from his own hand only
    alone, c = _partners_position(partnership_build_on_partner=False)
    assert marriage not in alone.legal_melds(0)
    assert alone.announce_reasons(0, marriage) == ["V1"]
    assert own in alone.legal_melds(0)


def test_double_bezique_from_both_partners_hands_follows_its_switch() -> None:
    # V77: the partner has QS1 JD1 declared; QS2 JD2 laid make a double only with the switch
    st, c = _partners_position()
    double = Meld.of("BEZIQUE_2", [c["QS1"], c["JD1"], c["QS2"], c["JD2"]])
    single = Meld.of("BEZIQUE_1", [c["QS2"], c["JD2"]])
    assert "PARTNER_BEZIQUE" in st.announce_reasons(0, double)
    assert double not in st.legal_melds(0) and single in st.legal_melds(0)
    st.apply(Action("announce", meld=single))
    st.apply(Action("score", meld=single))
    assert st.deal_points[0] == 40
    both, c = _partners_position(partnership_bezique_from_both_hands=True)
    assert double in both.legal_melds(0)
    both.apply(Action("announce", meld=double))
    both.apply(Action("score", meld=double))
    assert both.deal_points[0] == 500 and both.side_points() == [500, 0]


def test_a_claim_on_a_partners_card_lapses_when_the_partner_plays_it() -> None:
    st, c = _partners_position()
    bezique = Meld.of("BEZIQUE_1", [c["QS2"], c["JD2"]])
    marriage = Meld.of("MARRIAGE", [c["KS1"], c["QS2"]])
    st.apply(Action("announce", meld=bezique))
    st.apply(Action("announce", meld=marriage))
    st.apply(Action("score", meld=bezique))
    st.apply("done")
    assert st.pending[0] == [marriage] and st.to_act == 0
    st.apply(Action(PLAY, card=c["7S1"]))
    st.apply(Action(PLAY, card=st.concealed[1][0]))
    events = st.apply(Action(PLAY, card=c["KS1"]))  # the partner plays the king
    assert st.pending[0] == []
    assert any(e.kind == "claim_lapsed" and e.player == 0 and e.meld == marriage
               for e in events)


def test_the_last_tricks_in_pairs_are_two_play_offs() -> None:
    # EB9: the winner of the last stock trick and his left-hand adversary play their eight
    # cards against each other, then the other two (the winner's partner leading)
    v = preset("four_handed_partners").with_switches(partnership_last_tricks="pairs")
    st = GameState.new_game(v, 4)
    rng = random.Random(9)
    while st.phase == 1:
        st.apply(rng.choice(st.legal_actions()))
    w = st.tricks[23][2]
    assert st.to_act == w and st.playing_pair() == (w, (w + 1) % 4)
    st.apply(rng.choice(st.legal_actions()))
    assert st.to_act == (w + 1) % 4  # his left-hand adversary answers, nobody else
    _play_deal(st, rng)
    last = st.tricks[24:]
    assert len(last) == 16 and all(len(cards) == 2 for _, cards, _ in last)
    assert all({leader, winner} <= {w, (w + 1) % 4} for leader, _, winner in last[:8])
    assert all({leader, winner} <= {(w + 2) % 4, (w + 3) % 4} for leader, _, winner in last[8:])
    assert last[8][0] == (w + 2) % 4
    assert sum(len(x) for x in st.won) == 128
    bonus = [e for e in st.history if e.kind == "last_trick"]
    assert [e.player for e in bonus] == [last[-1][2]]
    again = replay(GameRecord.loads(GameRecord.of(st).dumps()))
    assert again.signature() == st.signature()
    with pytest.raises(ValueError):
        preset("four_handed_solo").with_switches(partnership_last_tricks="pairs")


@pytest.mark.parametrize("vid", MULTI)
def test_a_world_from_the_true_hidden_cards_gives_back_the_observation(vid: str) -> None:
    from bezique_qt.engine.world import from_observation_hands

    st = GameState.new_game(preset(vid), 6)
    rng = random.Random(6)
    checked = 0
    while not st.deal_over:
        p = st.to_act
        assert p is not None
        if len(st.actions) % 5 == 0:
            obs = st.observation(p)
            hands = {q: st.concealed[q] for q in range(st.players) if q != p}
            world = from_observation_hands(obs, hands, st.stock)
            seen = world.observation(p)
            # the same choices (which of two identical copies a merged choice names follows
            # the order of the cards in hand, which the observation sorts)
            assert canonical_legal(seen.legal) == canonical_legal(obs.legal)
            assert dataclasses.replace(seen, legal=obs.legal) == obs
            with pytest.raises(ValueError, match="do not fit"):
                from_observation_hands(obs, {q: h for q, h in hands.items() if q != (p + 1)
                                             % st.players}, st.stock)
            checked += 1
        st.apply(rng.choice(st.legal_actions()))
    assert checked > 20


def test_a_position_of_four_players_goes_to_json_and_back() -> None:
    from bezique_qt.engine.position import position_from_json, position_to_json

    st, _c_ = _partners_position()
    data = position_to_json(st)
    assert len(data["players"]) == 4 and data["game_points"] == [0, 0]
    back = position_from_json(data)
    assert position_to_json(back) == data
    assert back.legal_melds(0) == st.legal_melds(0)
    data["players"] = data["players"][:2]
    with pytest.raises(ValueError, match="needs 4 players"):
        position_from_json(data)


def test_an_under_trump_is_refused_as_not_winning_when_a_higher_trump_is_held() -> None:
    # three-handed last tricks, trumps hearts: 9C led, 8H played; void in clubs holding 7H and
    # AH the third player must over-trump
    v = preset("three_handed")
    hands = [{"concealed": [_c("9C1", 3)]}, {"concealed": [_c("8H1", 3)]},
             {"concealed": [_c("7H1", 3), _c("AH1", 3), _c("KS1", 3)]}]
    st = GameState.from_position(v, trump=1, step=STEP_PLAY, to_act=0, phase=2, hands=hands)
    st.apply(Action(PLAY, card=_c("9C1", 3)))
    st.apply(Action(PLAY, card=_c("8H1", 3)))
    assert [a.card for a in st.legal_actions()] == [_c("AH1", 3)]
    with pytest.raises(IllegalAction) as under:
        st.apply(Action(PLAY, card=_c("7H1", 3)))
    assert under.value.code == "PHASE2_HEAD"
    with pytest.raises(IllegalAction) as discard:
        st.apply(Action(PLAY, card=_c("KS1", 3)))
    assert discard.value.code == "PHASE2_TRUMP"
