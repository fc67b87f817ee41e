"""The Bezique rules engine: pure Python, standard library only, no Qt.

Typical use::

    from bezique_qt.engine import GameState, preset

    game = GameState.new_game(preset("classic"), seed=7)
    while not game.over:
        if game.deal_over:
            game.next_deal()
            continue
        action = game.legal_actions()[0]
        events = game.apply(action)
"""

from .actions import Action, ActionKind
from .cards import card_str, parse_card, parse_cards, pretty
from .errors import BeziqueError, IllegalAction, RecordError
from .events import Event, ScoreEntry
from .melds import Meld, MeldType
from .observation import Observation
from .record import GameRecord, replay
from .results import DealResult
from .scoring import GameComputation, compute_rubicon
from .state import (
    STEP_DEAL_OVER,
    STEP_DECLARE,
    STEP_GAME_OVER,
    STEP_PLAY,
    GameState,
    Step,
    phase2_legal,
    trick_winner,
)
from .variants import ALL_PRESETS, PRESETS, Variant, preset, variant_from

__all__ = [
    "ALL_PRESETS", "Action", "ActionKind", "BeziqueError", "DealResult", "Event", "GameComputation",
    "GameRecord", "GameState", "IllegalAction", "Meld", "MeldType", "Observation", "PRESETS",
    "RecordError", "STEP_DEAL_OVER", "STEP_DECLARE", "STEP_GAME_OVER", "STEP_PLAY", "ScoreEntry",
    "Step", "Variant", "card_str",
    "compute_rubicon", "parse_card", "parse_cards", "phase2_legal", "preset", "pretty", "replay",
    "trick_winner", "variant_from",
]
