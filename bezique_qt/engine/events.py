"""Events reported by :meth:`GameState.apply` and score history entries.

The Qt model turns events into signals and the animator into motion.  A drawn card's identity
belongs only to the drawer: :meth:`Event.for_player` hides it from everybody else.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .cards import card_str
from .melds import Meld

# event kinds
DEAL_STARTED = "deal_started"
CARDS_DEALT = "cards_dealt"
TURN_UP = "turn_up"
CARD_PLAYED = "card_played"
TRICK_WON = "trick_won"
MELD_ANNOUNCED = "meld_announced"
MELD_SCORED = "meld_scored"
CLAIM_LAPSED = "claim_lapsed"
CARD_DRAWN = "card_drawn"
TURN_UP_TAKEN = "turn_up_taken"
SEVEN_EXCHANGED = "seven_exchanged"
SEVEN_SCORED = "seven_scored"
CARTE_BLANCHE = "carte_blanche"
TRUMP_FIXED = "trump_fixed"
PHASE_CHANGED = "phase_changed"
POINTS = "points"
DEAL_ENDED = "deal_ended"
GAME_ENDED = "game_ended"

_PRIVATE = {CARD_DRAWN, CARDS_DEALT}


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    player: int | None = None
    card: int | None = None
    cards: tuple[int, ...] = ()
    meld: Meld | None = None
    points: int = 0
    text: str = ""

    def for_player(self, viewer: int) -> Event:
        """This event as ``viewer`` may see it (other players' draws and deals hidden)."""
        if self.kind in _PRIVATE and self.player != viewer:
            return replace(self, card=None, cards=())
        return self

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.player is not None:
            d["player"] = self.player
        if self.card is not None:
            d["card"] = card_str(self.card)
        if self.cards:
            d["cards"] = [card_str(c) for c in self.cards]
        if self.meld is not None:
            d["meld"] = str(self.meld)
        if self.points:
            d["points"] = self.points
        if self.text:
            d["text"] = self.text
        return d


# score history kinds
S_MELD = "meld"
S_SEVEN = "seven"
S_CARTE_BLANCHE = "carte_blanche"
S_BRISQUES = "brisques"
S_LAST_TRICK = "last_trick"
S_GAME = "game"
S_GUESS = "dealer_guess"


@dataclass(frozen=True, slots=True)
class ScoreEntry:
    """One scoring event: who scored what, when (deal number from 1, trick number from 1, or 0
    before the first trick), and how much."""

    deal: int
    trick: int
    player: int
    kind: str
    points: int
    label: str
    meld: Meld | None = None
    cards: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"deal": self.deal, "trick": self.trick, "player": self.player,
                             "kind": self.kind, "points": self.points, "label": self.label}
        if self.meld is not None:
            d["meld"] = str(self.meld)
        if self.cards:
            d["cards"] = [card_str(c) for c in self.cards]
        return d
