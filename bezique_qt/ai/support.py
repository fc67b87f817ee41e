"""Which games the computer players can play: the table offers only those.

The checked engine plays the games for three and four (``MULTI_HANDED_PRESETS``); the table
can show them; the New Game dialog offers them when every level of the computer plays every
seat of them (:data:`PLAYS_MULTI_HANDED`, as :data:`~.bots.PLAYER_COUNTS` says).
"""

from __future__ import annotations

from bezique_qt.ai.bots import PLAYER_COUNTS
from bezique_qt.engine.variants import ALL_PRESETS, PRESETS

PLAYS_MULTI_HANDED = {3, 4} <= PLAYER_COUNTS
"""Whether every level plays every seat of the games for three and four."""


def computer_plays(variant_id: str) -> bool:
    """Whether the computer players can play the preset ``variant_id``."""
    if variant_id in PRESETS:
        return True
    return PLAYS_MULTI_HANDED and variant_id in ALL_PRESETS


def supported_presets() -> tuple[str, ...]:
    """The ids of the presets the computer players can play, the games for two first."""
    return tuple(vid for vid in ALL_PRESETS if computer_plays(vid))
