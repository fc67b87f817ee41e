"""What one player has seen: the only view bots and the human's table receive.

It holds the player's own hand, both table areas with their meld history, trump and the turn-up
while it lies there, every trick played, the scores, the stock size, and the opponent's cards that
are known by the rules (the card taken for the seven, the turn-up taken at the end of the stock,
shown sevens, carte blanche, declared cards taken back for the last tricks).  It never holds the
opponent's unknown concealed cards or the stock order: ``unseen`` is the set of cards this player
cannot place, which the rules make equal for every arrangement of the hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import card_str, full_deck
from .events import ScoreEntry
from .melds import Meld
from .variants import Variant

if TYPE_CHECKING:
    from .state import GameState, Step


@dataclass(frozen=True)
class Observation:
    variant: Variant
    player: int
    deal_index: int
    dealer: int
    phase: int
    step: Step
    to_act: int | None
    leader: int
    trump: int | None
    turnup: int | None
    stock_face_down: int
    hand: tuple[int, ...]  # own concealed cards
    tables: tuple[tuple[int, ...], tuple[int, ...]]
    scored: tuple[tuple[Meld, ...], tuple[Meld, ...]]
    pending: tuple[tuple[Meld, ...], tuple[Meld, ...]]
    trick: tuple[int, ...]
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]
    trick_no: int
    opponent_concealed: int  # how many concealed cards the opponent holds
    opponent_known: tuple[int, ...]  # which of them are known
    unseen: tuple[int, ...]  # cards this player cannot place (opponent's unknown + stock)
    deal_points: tuple[int, int]
    game_points: tuple[int, int]
    brisques: tuple[int, int]
    history: tuple[ScoreEntry, ...]
    dix_exchanged: bool
    sevens_scored: tuple[int, ...]
    act_announced: tuple[Meld, ...]
    act_laid: tuple[int, ...]
    act_scored: int
    act_exchanged: int | None
    act_last_stock: bool
    carte_blanche: tuple[int, int]
    legal: tuple[Action, ...]  # this player's legal actions, when it is their turn

    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def my_hand(self) -> tuple[int, ...]:
        """Concealed and table cards together."""
        return self.hand + self.tables[self.player]

    def opponent_hand_if_known(self) -> tuple[int, ...] | None:
        """In the last tricks every card is accounted for: the opponent's exact hand."""
        if self.stock_face_down == 0 and self.turnup is None:
            return tuple(sorted(self.unseen + self.opponent_known))
        return None

    def to_json(self) -> dict[str, Any]:
        cs = [card_str(c) for c in self.hand]
        return {
            "player": self.player, "deal": self.deal_index + 1, "phase": self.phase,
            "step": self.step, "to_act": self.to_act,
            "trump": None if self.trump is None else "SHDC"[self.trump],
            "turnup": None if self.turnup is None else card_str(self.turnup),
            "stock": self.stock_face_down, "hand": cs,
            "tables": [[card_str(c) for c in t] for t in self.tables],
            "scored": [[str(m) for m in s] for s in self.scored],
            "pending": [[str(m) for m in s] for s in self.pending],
            "trick": [card_str(c) for c in self.trick],
            "opponent_concealed": self.opponent_concealed,
            "opponent_known": [card_str(c) for c in self.opponent_known],
            "unseen": [card_str(c) for c in self.unseen],
            "deal_points": list(self.deal_points), "game_points": list(self.game_points),
            "legal": [str(a) for a in self.legal],
        }


def _carte_blanche(state: GameState, player: int) -> tuple[int, int]:
    """Carte blanche states (0 none, 1 eligible, 2 active, 3 ended); the opponent's only once
    declared, since an undeclared hand without court cards is private."""
    opp = 1 - player
    declared = any(h.kind == "carte_blanche" and h.player == opp
                   and h.deal == state.deal_index + 1 for h in state.history)
    out = [0, 0]
    out[player] = state.cb[player]
    # whether a declared carte blanche can still be repeated depends on the card drawn, which
    # only its holder sees: the opponent's chain is "active" until the last tricks
    if declared:
        out[opp] = 2 if state.phase == 1 else 3
    return out[0], out[1]


def observe(state: GameState, player: int) -> Observation:
    """Build ``player``'s observation of ``state``."""
    opp = 1 - player
    own = set(state.concealed[player])
    located = (own | set(state.table[0]) | set(state.table[1]) | state.played
               | state.known[opp])
    if state.turnup is not None:
        located.add(state.turnup)
    unseen = tuple(c for c in full_deck(state.variant.packs) if c not in located)
    legal = tuple(state.legal_actions()) if state.to_act == player else ()
    return Observation(
        variant=state.variant, player=player, deal_index=state.deal_index,
        dealer=state.dealer, phase=state.phase, step=state.step, to_act=state.to_act,
        leader=state.leader, trump=state.trump, turnup=state.turnup,
        stock_face_down=len(state.stock), hand=tuple(sorted(state.concealed[player])),
        tables=(tuple(state.table[0]), tuple(state.table[1])),
        scored=(tuple(state.scored[0]), tuple(state.scored[1])),
        pending=(tuple(state.pending[0]), tuple(state.pending[1])),
        trick=tuple(state.trick), tricks=tuple(state.tricks), trick_no=state.trick_no,
        opponent_concealed=len(state.concealed[opp]),
        opponent_known=tuple(sorted(state.known[opp])), unseen=unseen,
        deal_points=(state.deal_points[0], state.deal_points[1]),
        game_points=(state.game_points[0], state.game_points[1]),
        brisques=(state.brisques[0], state.brisques[1]), history=tuple(state.history),
        dix_exchanged=state.dix_exchanged, sevens_scored=tuple(sorted(state.sevens_scored)),
        act_announced=tuple(state.act_announced), act_laid=tuple(sorted(state.act_laid)),
        act_scored=state.act_scored, act_exchanged=state.act_exchanged,
        act_last_stock=state.act_last_stock, carte_blanche=_carte_blanche(state, player),
        legal=legal,
    )
