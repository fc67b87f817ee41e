"""The hint prefers, of two copies of a card otherwise alike, the one that keeps a claim to
score (the fault seen: Hint, Enter, and the marriage K♠ Q♠ vanished, though the other K♠ would
have kept it)."""

from __future__ import annotations

import pytest

from bezique_qt.ai.bots import suggest
from bezique_qt.engine import parse_card
from bezique_qt.engine.position import position_from_json
from bezique_qt.levels import Level

# Four kings scored with K♠ K♠ K♥ K♣ (the K♥ and K♣ since played), the marriage K♠ Q♠ laid to
# score with the first K♠; the A♣ led, which Ann cannot beat (diamonds are trumps).
FAULT = {
    "variant": "classic", "trump": "D", "turnup": "7D2",
    "stock": ["7C2", "8C1", "9C1", "7H1", "8H1", "9H1", "7S1", "8S1", "9S1"],
    "phase": 1, "step": "play", "to_act": 0, "leader": 1, "dealer": 0, "trick": ["AC1"],
    "players": [{"concealed": ["AH1", "TH2", "AC2", "TC1", "TS2"],
                 "table": ["KS1", "KS2", "QS1"],
                 "scored": ["QUARTET_K KS1 KS2 KH1 KC1"], "pending": ["MARRIAGE KS1 QS1"]},
                {"concealed": ["7D1", "8D2", "9D1", "JC1", "JH1", "7C1", "AS1"]}],
}


@pytest.mark.parametrize("level", [Level.EASY, Level.HARD])
def test_the_hint_throws_the_king_that_is_in_no_claim(level: Level) -> None:
    obs = position_from_json(FAULT).observation(0)
    action, reason = suggest(obs, level, budget=200)
    assert action.card == parse_card("KS2", 2)
    # the reason speaks of the card suggested, not of the other copy
    assert reason.card in (None, action.card)
    assert reason.action in (None, action)
