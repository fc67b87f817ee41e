"""Deals anyone can check: every deal is sealed before it is played, the seal is kept in the
record, and ``verify_record`` accepts every game the program plays and refuses a changed one."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from bezique_qt.ai import service
from bezique_qt.engine import ALL_PRESETS, GameRecord, GameState, RecordError, replay, variant_from
from bezique_qt.engine import record as record_module
from bezique_qt.engine.cards import card_str, full_deck
from bezique_qt.engine.seals import Seal, commitment_of
from bezique_qt.engine.shuffle import DealRandom
from bezique_qt.engine.verify import (
    BAD_COMMITMENT,
    CHECKED,
    NEVER_PLAYED,
    NO_COMMITMENTS,
    NOT_REPLAYED,
    NOT_SEALED,
    OTHER_CARDS,
    REFUSED,
    verify_record,
)


def short_game(preset_id: str, seed: int | None = None) -> GameState:
    """A whole game of ``preset_id`` played by the Novice in every seat, with a small target so
    that it is short (the presets played to a target; the others are one deal)."""
    base = ALL_PRESETS[preset_id]
    switches = {"game_target": max(1, base.game_target // 5)} if base.game_target else {}
    st = GameState.new_game(variant_from(preset_id, switches), seed)
    rng = random.Random(preset_id)
    while not st.over:
        if st.deal_over:
            st.next_deal()
            continue
        obs = st.observation(st.to_act)
        st.apply(service.compute_move(obs, "novice", rng.randrange(1 << 30)))
    return st


def three_deals() -> GameState:
    """A fresh classic game played at random into its third deal."""
    st = GameState.new_game(variant_from("classic", {}))
    rng = random.Random(6)
    while st.deal_index < 2 or len(st.tricks) < 3:
        if st.deal_over:
            st.next_deal()
            continue
        st.apply(rng.choice(st.legal_actions()))
    return st


def written(st: GameState) -> dict[str, Any]:
    """The record of ``st`` as the program writes it, read back as JSON."""
    data: dict[str, Any] = json.loads(GameRecord.of(st).dumps())
    return data


@pytest.fixture(scope="module")
def games() -> dict[str, dict[str, Any]]:
    return {preset_id: written(short_game(preset_id)) for preset_id in ALL_PRESETS}


# ---------------------------------------------------------------------------- sealing
def test_every_deal_of_a_fresh_game_has_a_seed_of_its_own_sealed_before_it_is_played() -> None:
    st = GameState.new_game(variant_from("classic", {"game_target": 300}))
    assert st.seed is None
    rng = random.Random(4)
    seen: list[str] = []
    while not st.over:
        if st.deal_over:
            st.next_deal()  # the turn-up's seven scored at the deal can end the game at once
            continue
        if not st.actions or st.deal_index + 1 > len(seen):
            seal = st.seal()
            assert seal is not None and seal.deal == st.deal_index + 1 and seal.matches()
            # the commitment is on the table before the first card of the deal
            assert st.observation(0).commitment == seal.commitment
            seen.append(seal.commitment)
        st.apply(rng.choice(st.legal_actions()))
    seals = [s for s in st.seals if s is not None]
    assert len(seals) == st.deal_index + 1 >= 2
    assert len({s.seed for s in seals}) == len(seals)  # one deal's seed tells nothing of the next
    assert len({s.salt for s in seals}) == len(seals)
    assert all(len(s.salt) == 32 for s in seals)
    assert seen == [s.commitment for s in seals]


def test_the_commitment_is_sha256_of_deal_seed_and_salt() -> None:
    seal = Seal.new(3, 4150)
    text = f"3:4150:{seal.salt}".encode()
    assert seal.commitment == hashlib.sha256(text).hexdigest() == commitment_of(3, 4150, seal.salt)
    assert seal.short == seal.commitment[:12]


def test_a_seeded_game_deals_as_before_and_seals_its_deals_with_that_seed() -> None:
    """Games given a seed (``match``, ``--seed``) deal exactly the cards they dealt before deals
    were sealed; the seals only add a salt and a commitment."""
    st = GameState.new_game(variant_from("classic", {}), 11)
    for index in range(3):
        deck = full_deck(st.variant.packs)
        DealRandom(f"bezique:11:deal:{index}").shuffle(deck)
        assert st.deck_for_deal(index) == deck
    seal = st.seal()
    assert seal is not None and seal.seed == 11 and seal.matches()
    # nothing to hide from whoever gave the seed: the same seed writes the same record
    assert GameState.new_game(variant_from("classic", {}), 11).seal() == seal
    salt = hashlib.sha256(b"bezique-salt:1:11").hexdigest()[:32]
    assert seal == Seal(1, 11, salt, commitment_of(1, 11, salt))


def test_a_deal_taken_back_and_dealt_again_is_the_same_deal() -> None:
    st = GameState.new_game(variant_from("classic", {}))
    rng = random.Random(2)
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()), undoable=False)
    st.next_deal()
    first = (st.seal(), [list(c) for c in st.concealed], st.stock[:])
    st.undo()
    st.next_deal()
    assert (st.seal(), [list(c) for c in st.concealed], st.stock[:]) == first


def test_a_game_kept_just_after_a_deal_was_sealed_goes_on_with_that_deal() -> None:
    st = GameState.new_game(variant_from("classic", {}))
    rng = random.Random(3)
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()))
    st.next_deal()
    kept = GameRecord.loads(GameRecord.of(st).dumps())
    resumed = replay(kept)
    resumed.next_deal()
    assert resumed.seal() == st.seal()
    assert resumed.signature() == st.signature()
    assert verify_record(kept).outcome == CHECKED


# ---------------------------------------------------------------------------- records
def test_records_without_commitments_load_replay_and_say_so() -> None:
    """A record written before deals were sealed replays as before, gains no commitment
    (one made now would be made after the fact) and verifies as carrying none."""
    st = short_game("classic", seed=5)
    data = written(st)
    data.pop("commitments")
    data["version"] = 1
    record = GameRecord.from_json(data)
    replayed = replay(record)
    assert replayed.signature()[:5] == st.signature()[:5]
    assert all(s is None for s in replayed.seals)
    assert json.loads(GameRecord.of(replayed).dumps()) == data
    verdict = verify_record(record)
    assert verdict.outcome == NO_COMMITMENTS and verdict.deals == st.deal_index + 1


def test_records_are_written_as_version_2_only_with_commitments() -> None:
    sealed = written(GameState.new_game(variant_from("classic", {})))
    assert sealed["version"] == 2 and len(sealed["commitments"]) == 1
    assert sealed["seed"] is None
    decks = GameState.new_game(variant_from("classic", {}), decks=[full_deck(2)])
    assert "commitments" not in written(decks) and written(decks)["version"] == 1


@pytest.mark.parametrize("change", [
    {"deal": 0}, {"deal": True}, {"seed": None}, {"seed": 1.5}, {"salt": "XYZ"}, {"salt": ""},
    {"commitment": "ab"}, {"commitment": "G" * 64}, {"seed": "a\udcff"},
])
def test_a_damaged_commitment_is_refused_with_a_sentence_naming_the_deal(
        change: dict[str, Any]) -> None:
    data = written(GameState.new_game(variant_from("classic", {})))
    data["commitments"][0].update(change)
    with pytest.raises(RecordError, match="commitment for deal 1"):
        GameRecord.from_json(data)


# ---------------------------------------------------------------------------- verify
@pytest.mark.parametrize("preset_id", list(ALL_PRESETS))
def test_verify_accepts_every_game_the_program_plays(preset_id: str,
                                                     games: dict[str, dict[str, Any]]) -> None:
    data = games[preset_id]
    verdict = verify_record(GameRecord.from_json(data))
    assert verdict.outcome == CHECKED, verdict
    assert verdict.deals == len(data["commitments"])


def test_verify_accepts_a_seeded_game_and_one_dealt_in_part_from_card_orders() -> None:
    assert verify_record(GameRecord.from_json(written(short_game("classic", 9)))).checked
    st = GameState.new_game(variant_from("classic", {}), decks=[full_deck(2)])
    assert verify_record(GameRecord.of(st)).outcome == NO_COMMITMENTS


def _changed(data: dict[str, Any], how: str) -> dict[str, Any]:
    data = json.loads(json.dumps(data))
    second = data["commitments"][1]
    if how == "seed":
        second["seed"] += 1
    elif how == "salt":
        second["salt"] = "0" * 32
    elif how == "commitment":
        second["commitment"] = hashlib.sha256(b"other").hexdigest()
    elif how == "number":
        second["deal"] = 1
    elif how == "missing":
        data["commitments"][1] = None
    elif how == "extra":
        data["commitments"].append(Seal.new(len(data["commitments"]) + 5, 1).to_json())
    elif how == "cards":
        deck = full_deck(2)
        DealRandom(f"bezique:{second['seed']}:deal:1").shuffle(deck)
        deck[0], deck[-1] = deck[-1], deck[0]
        first = full_deck(2)
        DealRandom(f"bezique:{data['commitments'][0]['seed']}:deal:0").shuffle(first)
        data["decks"] = [[card_str(c) for c in first], [card_str(c) for c in deck]]
    return data


@pytest.mark.parametrize(("how", "reason"), [
    ("seed", BAD_COMMITMENT), ("salt", BAD_COMMITMENT), ("commitment", BAD_COMMITMENT),
    ("number", BAD_COMMITMENT), ("missing", NOT_SEALED), ("cards", OTHER_CARDS),
])
def test_verify_refuses_a_changed_deal_naming_it(how: str, reason: str) -> None:
    data = written(three_deals())
    verdict = verify_record(GameRecord.from_json(_changed(data, how)))
    assert (verdict.outcome, verdict.deal, verdict.reason) == (REFUSED, 2, reason)


def test_verify_refuses_a_commitment_for_a_deal_never_played() -> None:
    data = written(three_deals())
    verdict = verify_record(GameRecord.from_json(_changed(data, "extra")))
    assert (verdict.outcome, verdict.reason) == (REFUSED, NEVER_PLAYED)
    assert verdict.deal == len(data["commitments"]) + 1


def test_verify_refuses_a_changed_action_naming_its_deal() -> None:
    data = written(three_deals())
    second_deal_starts = _deal_starts(GameRecord.from_json(data))[1]
    data["actions"][second_deal_starts + 2] = "play QS1"  # no longer what could be played
    data["actions"][second_deal_starts + 3] = "play QS2"
    verdict = verify_record(GameRecord.from_json(data))
    assert (verdict.outcome, verdict.deal, verdict.reason) == (REFUSED, 2, NOT_REPLAYED)
    assert "not legal" in verdict.detail or "cannot be read" in verdict.detail


def _deal_starts(record: GameRecord) -> list[int]:
    starts: list[int] = []
    replay(record, on_deal=lambda st: starts.append(len(st.actions)))
    return starts


def test_a_sealed_game_kept_at_a_deal_summary_is_not_dealt_on_by_guess(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # a game with no seed of its own, kept at the summary of its first deal: the next deal's
    # seed is not drawn yet, so the replay cannot know whether that deal ends the game and
    # must not deal a guess at it
    st = GameState.new_game(variant_from("classic", {}))
    rng = random.Random(3)
    while not st.deal_over:
        st.apply(rng.choice(st.legal_actions()))
    record = GameRecord.of(st)
    assert record.seed is None and len(record.commitments) == 1

    dealt: list[int] = []
    real = GameState.next_deal

    def counting(self: GameState) -> None:
        dealt.append(self.deal_index)
        real(self)

    monkeypatch.setattr(GameState, "next_deal", counting)
    again = replay(record)
    assert again.deal_over and not again.over and dealt == []
    assert not record_module.ends_as_dealt(again) and dealt == []
