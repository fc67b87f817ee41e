"""The engine's value objects and errors: text notations that parse back, refusals that explain."""

from __future__ import annotations

import random

import pytest

from bezique_qt.engine import (
    PRESETS,
    STEP_DECLARE,
    STEP_PLAY,
    Action,
    GameState,
    IllegalAction,
    Meld,
    parse_card,
    parse_cards,
    preset,
    pretty,
)
from bezique_qt.engine.actions import ANNOUNCE, DONE, SCORE
from bezique_qt.engine.cards import MAX_PACKS, SUITS, card_str, kind_str

# ------------------------------------------------------------------ text notations


@pytest.mark.parametrize("preset_id", [*PRESETS, "six_pack+guess"])
def test_every_legal_action_text_parses_back(preset_id: str) -> None:
    variant = preset(preset_id.split("+")[0])
    if preset_id.endswith("+guess"):
        variant = variant.with_switches(dealer_guess_bonuses=True)
    kinds: set[str] = set()
    for seed in range(3):
        st = GameState.new_game(variant, seed)
        rng = random.Random(seed)
        while not st.deal_over:
            acts = st.legal_actions(merge_copies=False)
            for a in acts:
                text = str(a)
                assert Action.parse(text, variant.packs) == a, text
                assert Action.parse(text) == a, text
                assert Action.parse(f"  {text.lower() if a.meld is None else text}  ") == a
                assert a.describe()
                if a.meld is not None:
                    assert Meld.parse(str(a.meld), variant.packs) == a.meld
                kinds.add(a.kind)
            announces = [a for a in acts if a.kind == ANNOUNCE]
            scores = [a for a in acts if a.kind == SCORE]
            if scores and st.act_announced:
                choice = rng.choice(scores)
            elif announces and rng.random() < 0.7:
                choice = rng.choice(announces)
            else:
                choice = rng.choice(acts)
            st.apply(str(choice))  # the text form is accepted by apply()
    assert {"play", "done"} <= kinds


def test_card_notation_round_trips_for_every_card_of_eight_packs() -> None:
    cards = range(32 * MAX_PACKS)
    texts = [card_str(c) for c in cards]
    assert len(set(texts)) == len(texts)
    for c, text in zip(cards, texts, strict=True):
        assert parse_card(text) == c
        assert parse_card(text.lower()) == c
        assert parse_card(f" {text} ") == c
        assert text[:2] == kind_str(c)
        assert parse_card(kind_str(c)) == c & 31  # no copy number: the first copy
        symbol = pretty(c)
        assert symbol[-1] in "\u2660\u2665\u2666\u2663"
    assert parse_cards(" ".join(texts)) == list(cards)
    assert parse_cards(texts) == list(cards)
    for suit in SUITS:
        assert parse_card(f"10{suit}2") == parse_card(f"T{suit}2")
        assert pretty(parse_card(f"T{suit}")).startswith("10")


@pytest.mark.parametrize("text", ["", "Q", "QX1", "XS1", "1S", "QS0", "QS9", "QSa", "QS-1",
                                  "QS 1", "queen"])
def test_bad_card_text_raises_value_error_naming_it(text: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_card(text)
    message = str(info.value)
    assert repr(text) in message
    assert "card" in message


def test_card_copy_beyond_the_packs_in_play_is_refused() -> None:
    assert parse_card("QS2", packs=2) == parse_card("QS2")
    with pytest.raises(ValueError, match="copy must be 1..2"):
        parse_card("QS3", packs=2)


@pytest.mark.parametrize(("text", "words"), [
    ("", "empty"),
    ("   ", "empty"),
    ("fly QS1", "not an action"),
    ("play", "exactly one card"),
    ("play QS1 JD1", "exactly one card"),
    ("exchange", "exactly one card"),
    ("show 7H1 7H2", "exactly one card"),
    ("done QS1", "nothing after it"),
    ("play QX1", "not a card"),
    ("announce", "not a meld"),
    ("score", "not a meld"),
    ("announce WEDDING KS1 QS1", "not a meld"),
    ("announce MARRIAGE KS1 KS1", "same card twice"),
    ("score MARRIAGE KS1 QZ1", "not a card"),
    ("carte-blanche 7H1 8H1", "exactly one card"),
])
def test_bad_action_text_raises_value_error_with_a_sentence(text: str, words: str) -> None:
    with pytest.raises(ValueError) as info:
        Action.parse(text)
    assert words in str(info.value)


def test_apply_refuses_unreadable_text_with_a_code() -> None:
    st = GameState.new_game(preset("classic"), 1)
    before = st.signature()
    with pytest.raises(IllegalAction) as info:
        st.apply("play queen")
    assert info.value.code == "PARSE"
    assert "not a card" in str(info.value)
    assert st.signature() == before


def test_explain_reads_an_action_given_as_text() -> None:
    # text is read as apply reads it: a legal action explains nothing, an illegal one gives its
    # sentence, and unreadable text the sentence of the parser, nothing raised
    st = GameState.new_game(preset("classic"), 1)
    legal = str(st.legal_actions()[0])
    assert st.explain(legal) is None and st.is_legal(legal)
    assert st.explain("done") == st.explain(Action.parse("done"))
    assert st.explain("done") and not st.is_legal("done")
    with pytest.raises(IllegalAction) as info:
        st.apply("play queen")
    assert st.explain("play queen") == info.value.message
    assert "not a card" in str(st.explain("play queen"))
    assert st.explain("") == "empty action"


# ------------------------------------------------------------------ refusals


def c(text: str) -> int:
    return parse_card(text)


def cs(text: str) -> list[int]:
    return parse_cards(text)


STOCK = cs("7S2 8S2 9S2 7H2 8H2 9H2 7D2 8D2 9D2 7C2")


def _refused(st: GameState, action: Action | str) -> IllegalAction:
    """Apply an illegal action: it must raise, explain itself the same way and change
    nothing."""
    before = st.signature()
    parsed = Action.parse(action) if isinstance(action, str) else action
    with pytest.raises(IllegalAction) as info:
        st.apply(action)
    error = info.value
    assert st.signature() == before
    assert error.code and error.code in error.reasons
    assert error.message and str(error) == error.message
    assert st.explain(parsed) == error.message
    assert not st.is_legal(parsed)
    return error


def _phase2(variant_id: str, lead: str, follower: str) -> GameState:
    """Last tricks: player 0 leads ``lead``; player 1 holds ``follower``; spades are trumps."""
    st = GameState.from_position(
        preset(variant_id), trump=0, step=STEP_PLAY, phase=2, to_act=0, leader=0,
        hands=[{"concealed": [c(lead), *cs("7C1 8C1")]}, {"concealed": cs(follower)}])
    st.apply(f"play {lead}")
    assert st.to_act == 1 and st.step == STEP_PLAY
    return st


def test_phase2_must_follow_suit() -> None:
    st = _phase2("classic", "7C1", "8C1 TH1 9S1")
    error = _refused(st, "play TH1")
    assert error.code == "PHASE2_FOLLOW"
    assert "follow suit" in error.message
    error = _refused(st, "play 9S1")  # trumping is no excuse while holding the suit led
    assert error.code == "PHASE2_FOLLOW"
    assert st.is_legal(Action.parse("play 8C1"))


def test_phase2_must_win_the_trick_if_able() -> None:
    st = _phase2("classic", "JH1", "9H1 KH1 9S1")
    error = _refused(st, "play 9H1")
    assert error.code == "PHASE2_HEAD"
    assert "win the trick" in error.message
    assert [a for a in st.legal_actions() if a.card is not None] == [Action.parse("play KH1")]


def test_phase2_must_trump_when_void() -> None:
    st = _phase2("classic", "7D1", "8C1 9S1 AH1")
    error = _refused(st, "play 8C1")
    assert error.code == "PHASE2_TRUMP"
    assert "trump" in error.message
    assert {str(a) for a in st.legal_actions()} == {"play 9S1"}


def test_phase2_hoffmann_only_follow_is_compulsory() -> None:
    st = _phase2("hoffmann_1909", "JH1", "9H1 KH1 9S1")
    assert st.is_legal(Action.parse("play 9H1"))
    assert _refused(st, "play 9S1").code == "PHASE2_FOLLOW"
    st = _phase2("hoffmann_1909", "7D1", "8C1 9S1 AH1")
    assert {str(a) for a in st.legal_actions()} == {"play 8C1", "play 9S1", "play AH1"}


def _declaring_position() -> GameState:
    """Player 0 has just won a phase-1 trick and holds a heart marriage (spades trumps)."""
    return GameState.from_position(
        preset("classic"), trump=0, turnup=c("JS2"), stock=STOCK, to_act=0,
        step=STEP_DECLARE,
        hands=[{"concealed": cs("KH1 QH1 AC1 TC1 9D1 8D1 JC1")},
               {"concealed": cs("AS1 TS1 KS1 QD1 JD1 8C1 7C1")}])


def test_done_after_announcing_without_scoring_is_refused() -> None:
    st = _declaring_position()
    assert Action(DONE) in st.legal_actions()
    st.apply("announce MARRIAGE KH1 QH1")
    assert set(st.table[0]) == set(cs("KH1 QH1"))
    error = _refused(st, "done")
    assert error.code == "MUST_SCORE"
    assert "score" in error.message
    assert Action(DONE) not in st.legal_actions()
    st.apply("score MARRIAGE KH1 QH1")
    assert st.deal_points[0] == 20
    st.apply("done")
    assert st.step == STEP_PLAY and st.to_act == 0


def test_the_loser_of_a_trick_cannot_declare() -> None:
    st = GameState.from_position(
        preset("classic"), trump=0, turnup=c("JS2"), stock=STOCK, to_act=0,
        step=STEP_PLAY,
        hands=[{"concealed": cs("AS1 TS1 KS1 QD1 JD1 8C1 7C1 9C1")},
               {"concealed": cs("KH1 QH1 AC1 TC1 9D1 8D1 JC1 8H1")}])
    st.apply("play AS1")  # a trump ace: player 1 cannot win it
    assert st.to_act == 1
    error = _refused(st, "announce MARRIAGE KH1 QH1")
    assert error.code == "NOT_DECLARING"
    assert "winner of a trick" in error.message
    st.apply("play 8H1")
    # player 0 won; after the draws player 1 follows again and still may not declare
    if st.step == STEP_DECLARE:
        st.apply("done")
    st.apply("play 7C1")
    assert st.to_act == 1 and st.step == STEP_PLAY
    error = _refused(st, "announce MARRIAGE KH1 QH1")
    assert error.code == "NOT_DECLARING"
    _refused(st, "score MARRIAGE KH1 QH1")


def test_declaring_while_leading_after_the_draw_is_refused() -> None:
    st = _declaring_position()
    st.apply("done")  # the draws happen; player 0 now leads
    assert st.step == STEP_PLAY and st.to_act == 0
    assert _refused(st, "announce MARRIAGE KH1 QH1").code == "NOT_DECLARING"


def test_playing_while_declaring_and_foreign_cards_are_refused() -> None:
    st = _declaring_position()
    assert _refused(st, "play KH1").code == "DECLARING"
    assert _refused(st, "announce MARRIAGE KS1 QS2").code == "V1"
    st.apply("done")
    assert _refused(st, "play AS1").code == "NOT_IN_HAND"  # the opponent's card


def test_rule_refusals_carry_every_reason() -> None:
    marriage = Meld.parse("MARRIAGE KH1 QH1")
    st = GameState.from_position(
        preset("classic"), trump=0, turnup=c("JS2"), stock=STOCK, to_act=0,
        step=STEP_DECLARE,
        hands=[{"concealed": cs("AC1 TC1 9D1 8D1 JC1"), "table": cs("KH1 QH1"),
                "scored": [marriage]},
               {"concealed": cs("AS1 TS1 KS1 QD1 JD1 8C1 7C1")}])
    error = _refused(st, Action(ANNOUNCE, meld=marriage))
    assert error.code == "R1"
    assert "R1" in error.reasons and "F1" in error.reasons
    # the engine names the rules for programmers; players are told in words/ (refusal_text)
    assert error.message == "announce MARRIAGE KH1 QH1 refused by rule R1, F1"
    assert _refused(st, Action(SCORE, meld=marriage)).code == "NOT_PENDING"


def test_nothing_to_undo_and_next_deal_too_early_are_refused() -> None:
    st = GameState.new_game(preset("classic"), 2)
    with pytest.raises(IllegalAction) as info:
        st.undo()
    assert info.value.code == "NOTHING_TO_UNDO" and str(info.value)
    with pytest.raises(IllegalAction) as info:
        st.next_deal()
    assert info.value.code == "NOT_DEAL_OVER" and str(info.value)
