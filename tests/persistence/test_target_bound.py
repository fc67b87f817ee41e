"""The target score is bounded so that a game always fits in a game record (whose reader
refuses more than ``MAX_ACTIONS`` actions) and its autosave stays small."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from bezique_qt.engine import PRESETS, GameState
from bezique_qt.engine.record import MAX_ACTIONS
from bezique_qt.persistence import Locations, Preferences, load_preferences
from bezique_qt.persistence.preferences import max_game_target


def test_bounds_follow_each_presets_own_target() -> None:
    assert max_game_target("classic") == 20_000
    assert max_game_target("seed002_scaled") == 2_000
    assert max_game_target("one_pack_32") == 1_000
    assert max_game_target("six_pack") == 20_000  # played as one deal: Classic's bound


def test_a_target_over_the_bound_is_refused() -> None:
    Preferences(variant="classic", house_rules={"game_target": 20_000})
    with pytest.raises(ValueError, match="at most 20000"):
        Preferences(variant="classic", house_rules={"game_target": 20_001})
    with pytest.raises(ValueError, match="at most 1000"):
        Preferences(variant="one_pack_32", house_rules={"game_target": 1_001})


def test_a_preferences_file_with_a_huge_target_keeps_its_other_rules(
        locations: Locations) -> None:
    path = locations.preferences_file
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "format": "bezique-qt-preferences", "version": 1, "variant": "classic",
        "house_rules": {"game_target": 1_000_000_000, "phase2_must_head": False}}))
    prefs, messages = load_preferences()
    assert prefs.house_rules == {"phase2_must_head": False}
    assert prefs.rules().game_target == 1000
    assert messages[0] == ("The house rule game_target was ignored: the target score can be "
                           "at most 20000 in this variant.")


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", ["classic", "hoffmann_1909", "seed002_scaled",
                                        "one_pack_32"])
def test_a_game_to_the_highest_target_fits_in_a_record(
        variant_id: str, random_game: Callable[..., GameState]) -> None:
    """Played at random (few declarations), a game to the bound stays far inside the
    record's limit: about 16,000 actions in Classic, 7,000 with one pack."""
    variant = PRESETS[variant_id].with_switches(game_target=max_game_target(variant_id))
    game = random_game(variant, 1)
    assert len(game.actions) < MAX_ACTIONS // 4
