"""A game that ends as a deal is dealt (the dealer's turned-up seven of trumps reaches the
target, SPEC §1.1 and §9.1): no action of that deal is recorded, and the record still replays to
the end the game had."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bezique_qt.engine import STEP_DEAL_OVER, Action, GameRecord, GameState, replay, variant_from
from bezique_qt.engine.events import S_SEVEN
from bezique_qt.engine.record import ends_as_dealt

OLD_RECORD = Path(__file__).parent / "data" / "game-won-by-turned-up-seven" / "record.json"

# (preset, rule switches, seed): games played at random from random.Random(seed) that end as a
# deal is dealt, found among the first 300 seeds of each (the small targets make it common)
ENDED_AS_DEALT = [
    ("classic", {"game_target": 400}, 10),
    ("classic", {"game_target": 400}, 252),
    ("classic", {"game_target": 200}, 146),
    ("hoffmann_1909", {"game_target": 200}, 146),
    ("seed002_scaled", {"game_target": 40}, 185),
    ("seed002_scaled", {"game_target": 40}, 290),
    ("seed002_scaled", {"game_target": 30}, 35),
    ("one_pack_32", {"game_target": 20}, 125),
    ("one_pack_32", {"game_target": 20}, 231),
    ("one_pack_32", {"game_target": 15}, 151),
    ("three_handed", {"game_target": 200, "game_end": "first_to_reach"}, 175),
    ("four_handed_solo", {"game_target": 200, "game_end": "first_to_reach"}, 283),
]


def play_at_random(preset_id: str, switches: dict[str, Any], seed: int) -> tuple[GameState, bool]:
    """The game played with a random legal action each time, the next deal started as soon as
    a deal is over; and whether it ended as a deal was dealt."""
    rng = random.Random(seed)
    st = GameState.new_game(variant_from(preset_id, switches), seed)
    as_dealt = False
    while not st.over:
        if st.step == STEP_DEAL_OVER:
            st.next_deal()
            as_dealt = st.over
            continue
        st.apply(rng.choice(st.legal_actions()), undoable=False)
    return st, as_dealt


@pytest.mark.parametrize(("preset_id", "switches", "seed"), ENDED_AS_DEALT)
def test_the_record_replays_to_the_end_of_the_live_game(preset_id: str,
                                                        switches: dict[str, Any],
                                                        seed: int) -> None:
    live, as_dealt = play_at_random(preset_id, switches, seed)
    assert as_dealt, "the game should end as a deal is dealt"
    assert live.history[-1].kind == S_SEVEN and live.history[-1].player == live.dealer
    again = replay(GameRecord.loads(GameRecord.of(live).dumps()))
    assert again.over and again.winner == live.winner
    assert again.game_points == live.game_points
    assert again.deal_index == live.deal_index
    assert again.history == live.history and again.deal_results == live.deal_results
    assert again.signature() == live.signature()


def test_a_game_resumed_from_its_record_is_over_too() -> None:
    live, _ = play_at_random("classic", {"game_target": 400}, 10)
    again = replay(GameRecord.of(live), undoable=True)
    assert again.over and again.winner == live.winner == 1
    assert again.signature() == live.signature()


def test_a_record_written_before_loads_as_the_finished_game() -> None:
    record = GameRecord.loads(OLD_RECORD.read_text(encoding="utf-8"))
    state = replay(record)
    assert state.over
    assert state.names[state.winner] == "Computer"
    assert state.game_points == [280, 400]
    assert state.deal_index == 3 and len(state.deal_results) == 3
    seven = state.history[-1]
    assert (seven.deal, seven.player, seven.kind, seven.points) == (4, 1, S_SEVEN, 10)


def test_a_record_between_deals_of_a_game_going_on_stays_between_deals() -> None:
    live, _ = play_at_random("classic", {"game_target": 400}, 10)
    record = GameRecord.of(live)
    # the end of the first deal, whose next deal does not end the game as it is dealt
    state = GameState.new_game(live.variant, live.seed)
    played = 0
    while state.step != STEP_DEAL_OVER:
        state.apply(Action.parse(record.actions[played], live.variant.packs), undoable=False)
        played += 1
    assert not ends_as_dealt(state)
    again = replay(GameRecord(**{**vars(record), "actions": record.actions[:played]}))
    assert again.step == STEP_DEAL_OVER and not again.over
    assert again.signature() == state.signature()
