"""An action's card, meld, seven or number is read by its kind: reading the wrong one is an
error, never a silent None, and the engine needs no ``type: ignore`` to apply an action."""

from __future__ import annotations

from pathlib import Path

import pytest

import bezique_qt.engine as engine_package
from bezique_qt.engine import Action, GameState, preset
from bezique_qt.engine.actions import DONE_ACTION


def test_each_kind_gives_what_it_carries() -> None:
    assert Action.parse("play QS1").card_of_play() == Action.parse("play QS1").card
    meld = Action.parse("announce MARRIAGE KS1 QS1")
    assert str(meld.meld_of()) == "MARRIAGE KS1 QS1"
    assert str(Action.parse("score MARRIAGE KS1 QS1").meld_of()) == "MARRIAGE KS1 QS1"
    assert Action.parse("exchange 7H1").seven_of() == Action.parse("show 7H1").seven_of()
    assert Action.parse("guess 24").guess_of() == 24


@pytest.mark.parametrize(("text", "accessor"), [
    ("announce MARRIAGE KS1 QS1", "card_of_play"), ("done", "card_of_play"),
    ("exchange 7H1", "card_of_play"), ("play QS1", "meld_of"), ("carte-blanche", "meld_of"),
    ("play 7H1", "seven_of"), ("carte-blanche 7D1", "seven_of"), ("play QS1", "guess_of"),
    ("pass", "guess_of"),
])
def test_reading_what_another_kind_carries_is_refused(text: str, accessor: str) -> None:
    with pytest.raises(ValueError, match=text.split()[0]):
        getattr(Action.parse(text), accessor)()


def test_a_deal_plays_through_the_typed_accessors() -> None:
    state = GameState.new_game(preset("classic"), seed=5)
    fast = state.clone()
    while not state.deal_over:
        action = state.legal_actions()[0]
        state.apply(action)
        fast.apply_fast(action)
    assert fast.signature() == state.signature()
    assert DONE_ACTION.kind == "done"


def test_no_type_ignore_is_left_in_the_engine() -> None:
    folder = Path(engine_package.__file__).parent
    found = [f"{path.name}:{n}" for path in sorted(folder.glob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if "type: ignore" in line]
    assert found == []
