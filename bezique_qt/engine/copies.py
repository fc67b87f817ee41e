"""What playing one copy of a card rather than another costs a player's declarations.

With two packs or more a player may hold two K♠, one of them in a claim laid "to score", the
other not. Playing the first cancels the claim (SPEC §2.7 a); playing the second keeps it. The
table warns before such a play and offers the other copy; the hint prefers the copy that
keeps the claim. Nothing here states a rule again: each question is answered by playing the
card on a copy of the position and reading what the engine reports (the claims that lapsed,
the melds the player may still declare), so the re-use rules (SPEC §2.5–§2.7) stay where
they are.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import PLAY, Action
from .events import CLAIM_LAPSED
from .melds import Meld
from .state import STEP_PLAY, GameState

__all__ = ["PlayCost", "keeping_copy", "other_copies", "play_cost"]


def _look(meld: Meld) -> tuple[str, tuple[int, ...]]:
    """A meld as the player reads it: its type and its cards' kinds (not which copies)."""
    return meld.type, tuple(sorted(c & 31 for c in meld.cards))


@dataclass(frozen=True)
class PlayCost:
    """What playing ``card`` now costs the player to act: the claims kept to score that lapse
    (``lapsed``: the claiming player and the meld; with partners the partner's too), and the
    melds the player could declare on winning a trick before the play and could not after it
    (``broken``, in the first phase only)."""

    card: int
    lapsed: tuple[tuple[int, Meld], ...] = ()
    broken: tuple[Meld, ...] = ()

    @property
    def free(self) -> bool:
        """Whether the play cancels no claim and breaks no meld."""
        return not self.lapsed and not self.broken

    def keeps_more_than(self, other: PlayCost) -> bool:
        """Whether this play loses only part of what ``other`` loses (and less)."""
        mine_l, theirs_l = set(self.lapsed), set(other.lapsed)
        mine_b = {_look(m) for m in self.broken}
        theirs_b = {_look(m) for m in other.broken}
        return (mine_l <= theirs_l and mine_b <= theirs_b
                and (mine_l, mine_b) != (theirs_l, theirs_b))


def _declarable(state: GameState, player: int) -> set[tuple[str, tuple[int, ...]]]:
    """The melds ``player`` could declare on winning the current trick, as read."""
    return {_look(m) for m in state.fresh_act(player).legal_melds(player)}


def play_cost(state: GameState, card: int, *, melds: bool = True) -> PlayCost:
    """What playing ``card`` costs the player to act (see :class:`PlayCost`); ``melds``:
    also the melds it breaks (slower: the melds declarable are listed twice). A card that may
    not be played now costs nothing."""
    p = state.to_act
    action = Action(PLAY, card=card)
    if p is None or state.step != STEP_PLAY or not state.is_legal(action):
        return PlayCost(card)
    trial = state.clone()
    events = trial.apply(action, undoable=False)
    lapsed = tuple((e.player, e.meld) for e in events
                   if e.kind == CLAIM_LAPSED and e.meld is not None and e.player is not None)
    broken: tuple[Meld, ...] = ()
    if melds and state.phase == 1:
        after = _declarable(trial, p)
        broken = tuple(m for m in state.fresh_act(p).legal_melds(p)
                       if card in m.cards and _look(m) not in after)
    return PlayCost(card, lapsed, broken)


def other_copies(state: GameState, card: int) -> list[int]:
    """The other copies of ``card`` the player to act may play now."""
    p = state.to_act
    if p is None or state.step != STEP_PLAY:
        return []
    return [c for c in state.playable(p) if c != card and c & 31 == card & 31]


def keeping_copy(state: GameState, card: int, cost: PlayCost | None = None, *,
                 same_place: bool = False) -> int | None:
    """Another copy of ``card`` the player to act may play instead that loses less (keeps a
    claim or a meld that ``card`` would lose); None when there is none. ``cost``: the cost of
    ``card`` when already known; ``same_place``: only a copy lying where ``card`` lies (both
    on the player's table, or both in hand)."""
    cost = cost if cost is not None else play_cost(state, card)
    if cost.free:
        return None
    p = state.to_act
    table = set(state.table[p]) if p is not None else set()
    for other in other_copies(state, card):
        if same_place and (other in table) != (card in table):
            continue
        if play_cost(state, other).keeps_more_than(cost):
            return other
    return None
