"""Position notation sets up positions that play on, and round-trips."""

from __future__ import annotations

import json
import random

import pytest

from bezique_qt.engine import GameState, preset
from bezique_qt.engine.position import position_from_json, position_to_json
from bezique_qt.engine.state import STEP_DECLARE, STEP_PLAY


def test_round_trip_of_positions_from_real_play() -> None:
    rng = random.Random(3)
    for seed in range(15):
        st = GameState.new_game(preset("classic"), seed=seed, first_dealer=0)
        for _ in range(rng.randrange(5, 50)):
            if st.step not in (STEP_PLAY, STEP_DECLARE) or st.act_announced:
                break
            st.apply(rng.choice(st.legal_actions()))
        if st.step not in (STEP_PLAY, STEP_DECLARE) or st.act_announced:
            continue
        data = json.loads(json.dumps(position_to_json(st)))
        copy = position_from_json(data)
        assert position_to_json(copy) == position_to_json(st)
        assert sorted(map(str, copy.legal_actions())) == sorted(map(str, st.legal_actions()))


def test_declaration_position_from_text() -> None:
    st = position_from_json({
        "variant": "classic", "trump": "C", "step": "declare", "to_act": 0,
        "players": [{"concealed": ["KS1", "QS1", "JD1", "7D1"]}, {"concealed": ["8H1"]}],
        "stock": ["9S1", "9S2"], "turnup": "AC1"})
    legal = {str(a) for a in st.legal_actions()}
    assert {"announce BEZIQUE_1 QS1 JD1", "announce MARRIAGE KS1 QS1", "done"} <= legal
    st.apply("announce BEZIQUE_1 QS1 JD1")
    st.apply("score BEZIQUE_1 QS1 JD1")
    st.apply("done")
    assert st.deal_points == [40, 0]
    assert sorted(st.concealed[0]) == sorted(st.parse_card(c) for c in ("KS1", "7D1", "9S1"))


@pytest.mark.parametrize("bad, words", [
    ({"players": []}, "two players"),
    ({"players": [{"concealed": ["QS1"]}, {"concealed": ["QS1"]}]}, "two places"),
    ({"players": [{"concealed": ["XX"]}, {}]}, "not a card"),
    ({"players": [{}, {}], "step": "dance"}, "step"),
])
def test_bad_positions_say_what_is_wrong(bad: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        position_from_json(bad)
