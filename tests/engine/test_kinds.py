"""Kinds as enums: action kinds, steps and meld types are StrEnums defined once; their members
are the plain words, so records written before load, replay and are written again byte for
byte, and JSON and text spell a member exactly as the word."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bezique_qt.engine import (
    STEP_DECLARE,
    STEP_PLAY,
    Action,
    ActionKind,
    GameRecord,
    GameState,
    Meld,
    MeldType,
    Step,
    preset,
    replay,
)
from bezique_qt.engine import actions as actions_module
from bezique_qt.engine.melds import BEZIQUES, MELD_CLASS, MELD_TYPES, meld_patterns
from bezique_qt.engine.position import position_from_json

OLD_RECORDS = sorted((Path(__file__).parent / "data" / "records-before-26").glob("*.json"))

# the meld types in the order the engine has always listed them (searches visit them so)
MELD_TYPES_BEFORE = (
    "MARRIAGE SEQUENCE BEZIQUE_1 BEZIQUE_2 BEZIQUE_3 BEZIQUE_4 BEZIQUE_5 "
    "QUARTET_A TRUMP_QUARTET_A TRUMP_QUINTET_A QUARTET_K TRUMP_QUARTET_K TRUMP_QUINTET_K "
    "QUARTET_Q TRUMP_QUARTET_Q TRUMP_QUINTET_Q QUARTET_J TRUMP_QUARTET_J TRUMP_QUINTET_J "
    "QUARTET_T TRUMP_QUARTET_T TRUMP_QUINTET_T").split()


def test_members_are_the_plain_words() -> None:
    assert [k.value for k in ActionKind] == [
        "play", "announce", "score", "exchange", "show", "carte-blanche", "done", "guess",
        "pass"]
    assert [s.value for s in Step] == ["play", "declare", "deal_over", "guess", "game_over"]
    assert [t.value for t in MeldType] == MELD_TYPES_BEFORE
    assert list(MELD_TYPES) == MELD_TYPES_BEFORE == list(MELD_CLASS)
    assert BEZIQUES == tuple(MeldType(f"BEZIQUE_{n}") for n in range(1, 6))
    # the short names are the members themselves
    assert actions_module.KINDS == tuple(ActionKind)
    assert actions_module.SHOW_SEVEN is ActionKind.SHOW_SEVEN
    assert (STEP_PLAY, STEP_DECLARE) == (Step.PLAY, Step.DECLARE)


@pytest.mark.parametrize("member", [*ActionKind, *Step, *MeldType])
def test_json_text_and_dict_keys_spell_a_member_as_its_word(member: str) -> None:
    word = member.value
    assert json.dumps(member) == json.dumps(word)
    assert json.dumps({member: [member]}) == json.dumps({word: [word]})
    assert f"{member}" == str(member) == word and type(str(member)) is str
    assert f"{member!s}:{member:>12}" == f"{word}:{word:>12}"
    assert {word: 1}[member] == 1 and {member: 1}[word] == 1  # same hash, equal
    assert repr(member) == repr(word)  # text made from a value's repr is the same too


def test_parsed_actions_and_melds_carry_members() -> None:
    action = Action.parse("ANNOUNCE marriage KS1 QS1")
    assert action.kind is ActionKind.ANNOUNCE
    assert action.meld is not None and action.meld.type is MeldType.MARRIAGE
    assert str(action) == "announce MARRIAGE KS1 QS1" and type(str(action)) is str
    assert repr(action) == ("Action(kind='announce', card=None, meld=Meld(type='MARRIAGE', "
                            "cards=(4, 5)), number=None)")
    assert Action.parse("done").kind is ActionKind.DONE and str(Action.parse("done")) == "done"
    assert type(str(Action.parse("done"))) is str
    assert Meld.parse("bezique_2 QS1 QS2 JD1 JD2").type is MeldType.BEZIQUE_2
    with pytest.raises(ValueError, match="is not an action"):
        Action.parse("discard QS1")
    with pytest.raises(ValueError, match="is not a meld"):
        Meld.parse("QUARTET_9 9S1 9H1 9D1 9C1")
    # an action written with the plain word is the same action
    assert Action("play", card=3) == Action(ActionKind.PLAY, card=3)
    assert hash(Action("play", card=3)) == hash(Action(ActionKind.PLAY, card=3))


def test_the_engine_hands_out_members() -> None:
    st = GameState.new_game(preset("classic"), seed=3)
    rng = random.Random(3)
    seen_melds = set()
    while not st.deal_over:
        assert type(st.step) is Step
        for action in st.legal_actions():
            assert type(action.kind) is ActionKind
            if action.meld is not None:
                assert type(action.meld.type) is MeldType
                seen_melds.add(action.meld.type)
        st.apply(rng.choice(st.legal_actions()))
    assert type(st.step) is Step and st.step is Step.DEAL_OVER
    assert st.observation(0).step is Step.DEAL_OVER
    hand = [c for c in range(64) if c & 7 in (3, 4)][:8]  # queens and jacks: beziques
    assert {type(t) for t, _cards in meld_patterns(preset("classic"), hand, None)} == {MeldType}


def test_a_position_from_json_gets_a_step_member() -> None:
    data = {"variant": "classic", "trump": "H", "step": "declare", "to_act": 0,
            "players": [{"concealed": ["KH1", "QH1"]}, {"concealed": ["7S1"]}],
            "stock": ["AS1", "TS1"]}
    st = position_from_json(data)
    assert st.step is Step.DECLARE


@pytest.mark.parametrize("path", OLD_RECORDS, ids=lambda p: p.stem)
def test_records_written_before_replay_and_are_written_again_byte_for_byte(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    state = replay(GameRecord.loads(text))
    assert {type(a.kind) for a in state.actions} == {ActionKind}
    assert GameRecord.of(state).dumps() == text
