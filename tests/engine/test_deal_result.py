"""A deal's result is a typed value of numbers and codes, and reads the dicts earlier versions
gave for it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bezique_qt.engine import DealResult, GameState, preset


def _deal(preset_id: str, seed: int) -> GameState:
    game = GameState.new_game(preset(preset_id), seed=seed, names=["Ann", "Bob"])
    rng = random.Random(seed)
    while not game.deal_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_rubicon_deal_gives_a_frozen_result_of_numbers_and_codes() -> None:
    game = _deal("rubicon", 3)
    [result] = game.deal_results
    assert isinstance(result, DealResult)
    assert result.points == tuple(game.deal_points) and result.last_trick is not None
    assert result.game_points is not None and sum(result.game_points) == sum(game.game_points)
    assert result.computation[0][0] == "scores"
    # no sentence anywhere: the steps carry numbers, seats and flags
    for _code, values in result.computation:
        assert all(isinstance(v, bool | int) for v in values.values())
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.deal = 2  # type: ignore[misc]
    assert DealResult.from_json(result.to_json()) == result


def test_a_result_as_an_earlier_version_gave_it_is_read() -> None:
    earlier = {"deal": 1, "dealer": 0, "points": [620, 140], "brisques": [9, 7],
               "last_trick": 1,
               "computation": ["Ann: 620 points, 90 in brisques; Bob: 140 points, 70 in "
                               "brisques", "Bob is rubiconed: 140 + 70 in brisques is under "
                               "1000 (Law 58)"],
               "computation_steps": [["scores", {"first_points": 620, "first_brisques": 90,
                                                 "second_points": 140, "second_brisques": 70,
                                                 "brisques_count": True}],
                                     ["rubiconed", {"player": 1, "points": 140,
                                                    "brisques": 70, "threshold": 1000}]],
               "game_points": [1260, 0]}
    result = DealResult.from_json(earlier)
    assert (result.deal, result.dealer, result.points, result.last_trick) == (1, 0, (620, 140),
                                                                              1)
    assert result.finished and result.game_points == (1260, 0)
    assert [code for code, _ in result.computation] == ["scores", "rubiconed"]
    classic = DealResult.from_json({"deal": 2, "dealer": 1, "points": [300, 250],
                                    "brisques": [20, 12], "last_trick": 0,
                                    "side_points": [300, 250]})
    assert classic.computation == () and classic.game_points is None
    assert classic.side_points == (300, 250)


@pytest.mark.parametrize("data", [{}, {"deal": 1}, {"deal": "x", "dealer": 0, "points": [],
                                                    "brisques": [], "last_trick": None}])
def test_what_is_no_result_is_refused_with_a_sentence(data: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="not a deal's result"):
        DealResult.from_json(data)
