"""Which games the computer players can play: the table offers only those.

The checked engine plays the games for three and four (``MULTI_HANDED_PRESETS``); the table
can show them; the computer players learn to play every seat of them separately. Until they
do, :data:`PLAYS_MULTI_HANDED` stays false and the New Game dialog keeps these games out —
the one switch to turn when the computer plays them.
"""

from __future__ import annotations

from bezique_qt.engine.variants import ALL_PRESETS, PRESETS

PLAYS_MULTI_HANDED = False
"""Whether every level plays every seat of the games for three and four."""


def computer_plays(variant_id: str) -> bool:
    """Whether the computer players can play the preset ``variant_id``."""
    if variant_id in PRESETS:
        return True
    return PLAYS_MULTI_HANDED and variant_id in ALL_PRESETS


def supported_presets() -> tuple[str, ...]:
    """The ids of the presets the computer players can play, the games for two first."""
    return tuple(vid for vid in ALL_PRESETS if computer_plays(vid))
