"""Game records: JSON text that replays exactly, and clear refusals of bad records."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bezique_qt.engine import (
    PRESETS,
    STEP_DEAL_OVER,
    STEP_DECLARE,
    Action,
    GameRecord,
    GameState,
    RecordError,
    preset,
    replay,
)
from bezique_qt.engine.actions import DONE, PLAY
from bezique_qt.engine.cards import card_str, full_deck

from .conftest import declaring_choice


def random_action(st: GameState, rng: random.Random) -> Action:
    """A random legal action that declares now and then."""
    acts = st.legal_actions()
    if st.step == STEP_DECLARE:
        chosen = declaring_choice(acts, st, rng, announce=0.7)
        if chosen is not None:
            return chosen
        non_done = [a for a in acts if a.kind != DONE]
        if non_done and rng.random() < 0.5:
            return rng.choice(non_done)
        if Action(DONE) in acts:
            return Action(DONE)
    return rng.choice(acts)


def play(st: GameState, rng: random.Random, *, deals: int = 1, checkpoints: bool = False
         ) -> dict[int, tuple[Any, ...]]:
    """Play ``deals`` deals (or to the end of the game); with ``checkpoints`` return the
    signature after every 7th action, by number of actions."""
    seen: dict[int, tuple[Any, ...]] = {}
    played = 0
    while not st.over:
        if st.step == STEP_DEAL_OVER:
            played += 1
            if played >= deals:
                break
            st.next_deal()
            continue
        st.apply(random_action(st, rng))
        if checkpoints and len(st.actions) % 7 == 0:
            seen[len(st.actions)] = st.signature()
    return seen


def played_deal(preset_id: str, seed: int) -> GameState:
    st = GameState.new_game(preset(preset_id), seed)
    play(st, random.Random(seed))
    return st


def record_json(st: GameState) -> dict[str, Any]:
    return json.loads(GameRecord.of(st).dumps())


# ------------------------------------------------------------------ round trips


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_record_round_trips_through_json_text(preset_id: str) -> None:
    st = played_deal(preset_id, 11)
    text = GameRecord.of(st).dumps()
    record = GameRecord.loads(text)
    assert record.variant == preset_id
    assert record.actions == [str(a) for a in st.actions]
    again = replay(record)
    assert again.signature() == st.signature()
    assert GameRecord.of(again).dumps() == text


def test_record_keeps_rule_switches_names_and_seed_text() -> None:
    variant = preset("classic").with_switches(game_target=1500, phase2_must_trump=False)
    st = GameState.new_game(variant, "club night", names=["Ann", "Bob"])
    play(st, random.Random(5))
    record = GameRecord.loads(GameRecord.of(st).dumps())
    assert record.switches == {"game_target": 1500, "phase2_must_trump": False}
    assert record.seed == "club night"
    assert record.players == ["Ann", "Bob"]
    again = replay(record)
    assert again.variant == variant
    assert again.signature() == st.signature()


def test_record_with_deck_orders_and_first_dealer_replays() -> None:
    variant = preset("classic")
    decks = []
    for i in range(3):
        deck = full_deck(variant.packs)
        random.Random(100 + i).shuffle(deck)
        decks.append(deck)
    st = GameState.new_game(variant, None, decks=decks, first_dealer=1)
    assert st.dealer == 1
    play(st, random.Random(3), deals=2)
    data = record_json(st)
    assert data["seed"] is None
    assert data["first_dealer"] == 1
    assert data["decks"][0] == [card_str(c) for c in decks[0]]
    again = replay(GameRecord.from_json(data))
    assert again.signature() == st.signature()


@pytest.mark.parametrize("preset_id", ["seed002_scaled", "one_pack_32", "classic"])
def test_whole_games_replay_across_deal_boundaries(preset_id: str) -> None:
    st = GameState.new_game(preset(preset_id), 21)
    seen = play(st, random.Random(21), deals=30, checkpoints=True)
    assert st.deal_index >= 1, "the game should have taken more than one deal"
    record = GameRecord.loads(GameRecord.of(st).dumps())
    assert replay(record).signature() == st.signature()
    # every prefix replays to the position the game had after that many actions, including
    # prefixes that stop just after a deal ended or just after the next one began
    for n, signature in seen.items():
        prefix = GameRecord(**{**vars(record), "actions": record.actions[:n]})
        assert replay(prefix).signature() == signature, f"prefix of {n} actions"


def test_a_game_started_without_a_seed_records_and_replays() -> None:
    # new_game()'s seed is optional; whatever deal it makes, the saved record must load and
    # reproduce it
    st = GameState.new_game(preset("classic"))
    play(st, random.Random(2))
    text = GameRecord.of(st).dumps()
    assert replay(GameRecord.loads(text)).signature() == st.signature()


def test_replay_with_undo_can_take_back_every_action_across_deals() -> None:
    st = GameState.new_game(preset("one_pack_32"), 8)
    play(st, random.Random(8), deals=3)
    assert st.deal_index >= 1
    record = GameRecord.of(st)
    again = replay(record, undoable=True)
    assert again.signature() == st.signature()
    while again.can_undo():
        again.undo()
    assert again.actions == []
    assert again.signature() == record.new_state().signature()


# ------------------------------------------------------------------ bad actions


def _record_with(st: GameState, index: int, text: str) -> GameRecord:
    record = GameRecord.of(st)
    record.actions = record.actions[:index] + [text] + record.actions[index + 1:]
    return record


def _position_before(st: GameState, index: int) -> GameState:
    record = GameRecord.of(st)
    record.actions = record.actions[:index]
    return replay(record)


def _refused(st: GameState, index: int, bad: str, words: str) -> RecordError:
    """With action ``index`` of ``st``'s record replaced by ``bad``: the engine's reason for
    refusing it there (which says ``words``) is the error replaying the record stops at."""
    reason = _position_before(st, index).explain(Action.parse(bad))
    assert reason is not None and words in reason
    with pytest.raises(RecordError) as info:
        replay(_record_with(st, index, bad))
    assert info.value.index == index
    assert reason in info.value.message
    return info.value


@pytest.mark.parametrize("preset_id", ["classic", "rubicon"])
def test_illegal_play_is_refused_with_its_index_and_reason(preset_id: str) -> None:
    st = played_deal(preset_id, 4)
    index = next(i for i, a in enumerate(st.actions) if i > 20 and a.kind == PLAY)
    before = _position_before(st, index)
    p = before.to_act
    assert p is not None
    stranger = next(c for c in full_deck(before.variant.packs)
                    if c not in before.concealed[p] and c not in before.table[p])
    bad = f"play {card_str(stranger)}"
    error = _refused(st, index, bad, "not in your hand")
    assert f"action {index + 1}" in error.message
    assert bad in error.message


def test_done_in_place_of_a_card_is_refused_with_the_reason() -> None:
    st = played_deal("classic", 6)
    index = 5
    assert st.actions[index].kind == PLAY
    reason = _position_before(st, index).explain(Action(DONE))
    assert reason is not None
    with pytest.raises(RecordError) as info:
        replay(_record_with(st, index, "done"))
    assert info.value.index == index
    assert reason in str(info.value)


def test_announcement_not_allowed_is_refused_with_the_rule() -> None:
    st = played_deal("classic", 6)
    # at the first declaration step, a marriage of cards the player does not hold
    index = next((i for i in range(len(st.actions))
                  if _position_before(st, i).step == STEP_DECLARE), None)
    assert index is not None
    before = _position_before(st, index)
    p = before.to_act
    assert p is not None
    hand = set(before.hand(p))
    king, queen = next((k, q) for k in full_deck(2) for q in full_deck(2)
                       if card_str(k)[0] == "K" and card_str(q)[0] == "Q"
                       and card_str(k)[1] == card_str(q)[1] and k not in hand and q not in hand)
    _refused(st, index, f"announce MARRIAGE {card_str(king)} {card_str(queen)}",
             "refused by rule V1")


@pytest.mark.parametrize("text", ["play", "play ZZ1", "play QS9", "fly QS1", "announce",
                                  "announce WEDDING KS1 QS1", "done now", "play QS1 JD1"])
def test_unreadable_action_text_is_refused_with_its_index(text: str) -> None:
    st = played_deal("classic", 2)
    index = 3
    with pytest.raises(RecordError) as info:
        replay(_record_with(st, index, text))
    assert info.value.index == index
    assert "cannot be read" in info.value.message
    assert repr(text) in info.value.message


def test_action_after_the_game_ended_is_refused() -> None:
    st = GameState.new_game(preset("rubicon"), 9)  # one deal is the whole game
    play(st, random.Random(9))
    assert st.over
    record = GameRecord.of(st)
    record.actions.append(record.actions[-1])
    with pytest.raises(RecordError) as info:
        replay(record)
    assert info.value.index == len(record.actions) - 1
    assert "game is over" in info.value.message


# ------------------------------------------------------------------ bad records


def _good() -> dict[str, Any]:
    return record_json(played_deal("classic", 1))


@pytest.mark.parametrize(("change", "words"), [
    ({"format": "chess-pgn"}, "not a Bezique game record"),
    ({"format": None}, "not a Bezique game record"),
    ({"version": 99}, "newer program"),
    ({"version": "one"}, "no valid format version"),
    ({"seed": None, "decks": [], "commitments": []}, "neither a seed nor deck orders"),
    ({"variant": None}, "names no variant"),
    ({"actions": "play QS1"}, "actions must be a list"),
    ({"actions": [1, 2]}, "actions must be a list"),
    ({"players": ["One"]}, "two players"),
    ({"first_dealer": 2}, "first dealer"),
    ({"seed": True}, "seed must be a number or text"),
    ({"decks": [["QS1", 3]]}, "deck orders must be lists of cards"),
    ({"switches": [1]}, "switches are not a mapping"),
])
def test_bad_records_are_refused_with_a_sentence(change: dict[str, Any], words: str) -> None:
    data = {**_good(), **change}
    with pytest.raises(RecordError) as info:
        replay(GameRecord.loads(json.dumps(data)))
    assert words in info.value.message
    assert info.value.index is None
    assert str(info.value) == info.value.message


def test_missing_seed_and_decks_keys_are_refused() -> None:
    data = _good()
    del data["seed"]
    del data["decks"]
    del data["commitments"]
    with pytest.raises(RecordError, match="neither a seed nor deck orders"):
        GameRecord.from_json(data)


@pytest.mark.parametrize("text", ["", "{", "not json at all", "[1, 2", "\x00"])
def test_text_that_is_not_json_is_refused(text: str) -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.loads(text)


@pytest.mark.parametrize("text", ["[]", "3", "\"record\"", "null"])
def test_json_that_is_not_an_object_is_refused(text: str) -> None:
    with pytest.raises(RecordError, match="not a Bezique game record"):
        GameRecord.loads(text)


def test_unknown_variant_and_bad_switches_are_refused_when_replaying() -> None:
    data = {**_good(), "variant": "skat"}
    with pytest.raises(RecordError, match="rules are not valid") as info:
        replay(GameRecord.from_json(data))
    assert "skat" in info.value.message
    data = {**_good(), "switches": {"no_such_switch": 1}}
    with pytest.raises(RecordError, match="rules are not valid"):
        replay(GameRecord.from_json(data))
    data = {**_good(), "switches": {"game_target": "high"}}
    with pytest.raises(RecordError, match="rules are not valid"):
        replay(GameRecord.from_json(data))


@pytest.mark.parametrize("deck", [["QS1"] * 64, ["XX1"], []])
def test_bad_deck_orders_are_refused(deck: list[str]) -> None:
    data = {**_good(), "seed": None, "decks": [deck]}
    with pytest.raises(RecordError, match="deck orders are not valid"):
        replay(GameRecord.from_json(data))


def test_newer_version_message_says_which_versions_are_read() -> None:
    data = {**_good(), "version": 3}
    with pytest.raises(RecordError) as info:
        GameRecord.from_json(data)
    assert "version 3" in info.value.message
    assert "up to 2" in info.value.message


# ------------------------------------------------------------------ damaged numbers and dates


@pytest.mark.parametrize(("change", "words"), [
    ({"first_dealer": 1.0}, "first dealer must be 0 or 1"),
    ({"first_dealer": True}, "first dealer must be 0 or 1"),
    ({"first_dealer": False}, "first dealer must be 0 or 1"),
    ({"seed": 1.5}, "seed must be a number or text"),
    ({"seed": 10**60}, "seed is too large"),
    ({"seed": "x" * 5000}, "seed is too long"),
    ({"version": True}, "no valid format version"),
    ({"version": 1.0}, "no valid format version"),
    ({"version": 0}, "no valid format version"),
    ({"extra": {"started_at": "0001-01-01T00:00:00+14:00"}}, "started_at field is not a date"),
    ({"extra": {"date": "9999-12-31T23:59:59+00:00"}}, "date field is not a date"),
    ({"extra": {"finished_at": "yesterday"}}, "finished_at field is not a date"),
    ({"extra": {"date": 1e300}}, "date field is not a date"),
    ({"extra": {"date": float("nan")}}, "date field is not a date"),
    ({"extra": {"saved_at": True}}, "saved_at field is not a date"),
])
def test_damaged_numbers_and_dates_are_refused_when_read(change: dict[str, Any],
                                                          words: str) -> None:
    data = {**_good(), **change}
    with pytest.raises(RecordError) as info:
        GameRecord.from_json(data)
    assert words in info.value.message


def test_sane_dates_and_seeds_are_kept() -> None:
    data = {**_good(), "seed": 10**30, "extra": {"date": "2025-03-01T20:14:05+14:00",
                                                 "played": 1_700_000_000}}
    record = GameRecord.from_json(data)
    assert record.seed == 10**30
    assert record.extra["date"] == "2025-03-01T20:14:05+14:00"


def test_a_number_too_long_to_read_is_refused_as_bad_json() -> None:
    text = json.dumps(_good()).replace('"seed": 1', '"seed": 1' + "0" * 5000)
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.loads(text)


def test_an_announcement_the_earlier_act_check_allowed_still_replays() -> None:
    """A six-pack game recorded before the announcements of one act were checked against each
    other holds an announcement the rules now refuse; the record replays as it was played, and
    a game played now is refused it."""
    from pathlib import Path

    from bezique_qt.engine import IllegalAction

    path = Path(__file__).parent / "data" / "records-before-26" / "six_pack.json"
    record = GameRecord.loads(path.read_text(encoding="utf-8"))
    refused = None
    checked = record.new_state()
    for text in record.actions:
        if checked.step == "deal_over":
            break
        try:
            checked.apply(text)
        except IllegalAction as e:
            refused = (text, e.reasons)
            break
    assert refused is not None and refused[0].startswith("announce "), refused
    assert set(refused[1]) <= {"R2", "R5", "F2"}
    final = replay(record)
    assert len(final.actions) == len(record.actions)
    assert [str(a) for a in final.actions] == record.actions
