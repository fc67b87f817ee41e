"""Events reported by :meth:`GameState.apply` and score history entries.

The Qt model turns events into signals and the animator into motion.  A drawn card's identity
belongs only to the drawer: :meth:`Event.for_player` hides it from everybody else.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
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
DECLARER_CHANGED = "declarer_changed"  # four-handed partners: the partner now declares

_PRIVATE = {CARD_DRAWN, CARDS_DEALT}


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    player: int | None = None
    card: int | None = None
    cards: tuple[int, ...] = ()
    meld: Meld | None = None
    points: int = 0
    text: str = ""  # the engine's English notation (a score label, "deal over")
    code: str = ""  # POINTS: what was scored, as ScoreEntry.code (worded by the table)
    count: int = 0  # POINTS: the number the code speaks of (ScoreEntry.count)

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
        if self.code:
            d["code"] = self.code
        if self.count:
            d["count"] = self.count
        return d


# score history kinds
S_MELD = "meld"
S_SEVEN = "seven"
S_CARTE_BLANCHE = "carte_blanche"
S_BRISQUES = "brisques"
S_LAST_TRICK = "last_trick"
S_GAME = "game"
S_GUESS = "dealer_guess"

# what exactly was scored (ScoreEntry.code), besides a meld's name code (Meld.name_code)
C_SEVEN_TURNED_UP = "seven_turned_up"    # the dealer's seven of trumps turned up
C_SEVEN_PLAYED = "seven_played"          # the seven of trumps played to a trick
C_SEVEN_WON = "seven_won"                # a trick won with the seven of trumps in it
C_SEVEN_EXCHANGED = "seven_exchanged"    # exchanged for the turn-up
C_SEVEN_SHOWN = "seven_shown"            # shown after winning a trick
C_CARTE_BLANCHE = "carte_blanche"
C_CARTE_BLANCHE_AGAIN = "carte_blanche_again"  # a newly drawn card shown
C_BRISQUES_WON = "brisques_won"          # count: brisques won in one trick
C_BRISQUES = "brisques"                  # count: brisques counted at the end of the deal
C_LAST_TRICK = "last_trick"
C_LAST_STOCK_TRICK = "last_stock_trick"
C_GAME = "game"                          # the Rubicon family's game points
C_GUESSED = "dealer_guessed"             # count: the size of the dealer's packet, guessed
C_LIFTED_EXACTLY = "lifted_exactly"      # count: the dealer lifted exactly the hands' cards
C_DEALER_LIFTED = "dealer_lifted"        # an event only (no points): count, the packet's size
SCORE_CODES: tuple[str, ...] = (
    C_SEVEN_TURNED_UP, C_SEVEN_PLAYED, C_SEVEN_WON, C_SEVEN_EXCHANGED, C_SEVEN_SHOWN,
    C_CARTE_BLANCHE, C_CARTE_BLANCHE_AGAIN, C_BRISQUES_WON, C_BRISQUES, C_LAST_TRICK,
    C_LAST_STOCK_TRICK, C_GAME, C_GUESSED, C_LIFTED_EXACTLY)
"""Every code of a score entry other than a meld's."""


@dataclass(frozen=True, slots=True)
class ScoreEntry:
    """One scoring event: who scored what, when (deal number from 1, trick number from 1, or 0
    before the first trick), and how much.

    ``label`` is the engine's English notation (``seven of trumps played 7♥``); what is shown
    is worded from ``code`` (a meld's name code, :meth:`Meld.name_code`, or one of
    :data:`SCORE_CODES`), ``count`` (brisques, cards lifted) and ``cards``.
    """

    deal: int
    trick: int
    player: int
    kind: str
    points: int
    label: str
    meld: Meld | None = None
    cards: tuple[int, ...] = ()
    # left out of repr: the deal review seeds its sampling from the observation's repr
    # (ai/review.py), which these words-only fields must not change
    code: str = field(default="", repr=False)
    count: int = field(default=0, repr=False)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"deal": self.deal, "trick": self.trick, "player": self.player,
                             "kind": self.kind, "points": self.points, "label": self.label}
        if self.meld is not None:
            d["meld"] = str(self.meld)
        if self.cards:
            d["cards"] = [card_str(c) for c in self.cards]
        d["code"] = self.code
        if self.count:
            d["count"] = self.count
        return d
