"""What one player has seen: the only view bots and the human's table receive.

It holds the player's own hand, both table areas with their meld history, trump and the turn-up
while it lies there, every trick played, the scores, the stock size, and the opponent's cards that
are known by the rules (the card taken for the seven, the turn-up taken at the end of the stock,
shown sevens, carte blanche, declared cards taken back for the last tricks).  It never holds the
opponent's unknown concealed cards or the stock order: ``unseen`` is the set of cards this player
cannot place, which the rules make equal for every arrangement of the hidden cards.

With three or four players the per-player fields (``tables``, ``scored``, ``pending``,
``deal_points``, ``brisques``, ``carte_blanche``, ``concealed_counts``, ``known``) have one entry
per player and ``game_points`` one per side; a partner's hand is as hidden as an opponent's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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
    tables: tuple[tuple[int, ...], ...]  # per player
    scored: tuple[tuple[Meld, ...], ...]
    pending: tuple[tuple[Meld, ...], ...]
    trick: tuple[int, ...]
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]
    trick_no: int
    # how many concealed cards the opponent holds (with three or four players: all the others)
    opponent_concealed: int
    opponent_known: tuple[int, ...]  # which of them are known
    unseen: tuple[int, ...]  # cards this player cannot place (others' unknown + stock)
    deal_points: tuple[int, ...]  # per player
    game_points: tuple[int, ...]  # per side (Variant.sides)
    brisques: tuple[int, ...]  # per player
    history: tuple[ScoreEntry, ...]
    dix_exchanged: bool
    sevens_scored: tuple[int, ...]
    act_announced: tuple[Meld, ...]
    act_laid: tuple[int, ...]
    act_scored: int
    act_exchanged: int | None
    act_last_stock: bool
    carte_blanche: tuple[int, ...]
    legal: tuple[Action, ...]  # this player's legal actions, when it is their turn
    # three or four players (empty with two, where the opponent_ fields say it all): how many
    # concealed cards each player holds, and which of them all the players have seen
    # (out of the repr, which a review's seeds hash: the games for two keep theirs)
    concealed_counts: tuple[int, ...] = field(default=(), repr=False)
    known: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
    # the current deal's commitment to its seed (see :mod:`.seals`; "" for a deal given as a
    # deck order): shown to everyone before the deal, while the seed itself stays hidden
    commitment: str = field(default="", repr=False, compare=False)

    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def opponent(self) -> int:
        """The next player (the only opponent in the games for two)."""
        return (self.player + 1) % self.variant.players

    @property
    def my_hand(self) -> tuple[int, ...]:
        """Concealed and table cards together."""
        return self.hand + self.tables[self.player]

    def opponent_hand_if_known(self) -> tuple[int, ...] | None:
        """In the last tricks every card is accounted for: the opponent's exact hand (two
        players only: with more, which of the others holds a card stays hidden)."""
        if self.variant.players != 2:
            return None
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
            **({} if self.variant.players == 2 else {
                "concealed_counts": list(self.concealed_counts),
                "known": [[card_str(c) for c in k] for k in self.known]}),
            "unseen": [card_str(c) for c in self.unseen],
            "deal_points": list(self.deal_points), "game_points": list(self.game_points),
            "legal": [str(a) for a in self.legal],
        }


def _carte_blanche(state: GameState, player: int) -> tuple[int, ...]:
    """Carte blanche states (0 none, 1 eligible, 2 active, 3 ended); the others' only once
    declared, since an undeclared hand without court cards is private."""
    out = [0] * state.variant.players
    out[player] = state.cb[player]
    for opp in range(len(out)):
        declared = opp != player and any(
            h.kind == "carte_blanche" and h.player == opp and h.deal == state.deal_index + 1
            for h in state.history)
        # whether a declared carte blanche can still be repeated depends on the card drawn,
        # which only its holder sees: the opponent's chain is "active" until the last tricks
        if declared:
            out[opp] = 2 if state.phase == 1 else 3
    return tuple(out)


def observe(state: GameState, player: int) -> Observation:
    """Build ``player``'s observation of ``state``."""
    n = state.variant.players
    others = [q for q in range(n) if q != player]
    own = set(state.concealed[player])
    located = own | state.played
    for q in range(n):
        located.update(state.table[q])
    for q in others:
        located.update(state.known[q])
    if state.turnup is not None:
        located.add(state.turnup)
    unseen = tuple(c for c in full_deck(state.variant.packs) if c not in located)
    legal = tuple(state.legal_actions()) if state.to_act == player else ()
    return Observation(
        variant=state.variant, player=player, deal_index=state.deal_index,
        dealer=state.dealer, phase=state.phase, step=state.step, to_act=state.to_act,
        leader=state.leader, trump=state.trump, turnup=state.turnup,
        stock_face_down=len(state.stock), hand=tuple(sorted(state.concealed[player])),
        tables=tuple(tuple(t) for t in state.table),
        scored=tuple(tuple(s) for s in state.scored),
        pending=tuple(tuple(s) for s in state.pending),
        trick=tuple(state.trick), tricks=tuple(state.tricks), trick_no=state.trick_no,
        opponent_concealed=sum(len(state.concealed[q]) for q in others),
        opponent_known=tuple(sorted(c for q in others for c in state.known[q])), unseen=unseen,
        deal_points=tuple(state.deal_points), game_points=tuple(state.game_points),
        brisques=tuple(state.brisques), history=tuple(state.history),
        dix_exchanged=state.dix_exchanged, sevens_scored=tuple(sorted(state.sevens_scored)),
        act_announced=tuple(state.act_announced), act_laid=tuple(sorted(state.act_laid)),
        act_scored=state.act_scored, act_exchanged=state.act_exchanged,
        act_last_stock=state.act_last_stock, carte_blanche=_carte_blanche(state, player),
        legal=legal,
        concealed_counts=() if n == 2 else tuple(len(c) for c in state.concealed),
        known=() if n == 2 else tuple(tuple(sorted(state.known[q])) for q in range(n)),
        commitment=seal.commitment if (seal := state.seal()) is not None else "",
    )
